import { SiteNav } from "~/components/site-nav";
import { promptLink } from "~/features/access/prompt-link";
import { site } from "@content/public";

export default function SiteNavIsland() {
  return <SiteNav site={site} protectedLink={promptLink("portfolio")} />;
}
