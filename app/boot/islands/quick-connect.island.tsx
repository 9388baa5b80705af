import { Toaster } from "~/components/ui/toaster";
import { QuickConnect } from "~/features/landing/quick-connect";
import { landing, site } from "@content/public";

/** The copy button's confirmation is the page's only notification: the toaster lives here. */
export default function QuickConnectIsland() {
  return (
    <>
      <QuickConnect site={site} contact={landing.contact} />
      <Toaster />
    </>
  );
}
