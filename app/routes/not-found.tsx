import { NotFoundScript } from "~/boot/scripts";
import { StatusScreen } from "~/components/status-screen";
import { pageMeta, pageTitle } from "~/components/page-meta";
import type { PageHandle } from "~/boot/page-scripts";
import { landing, site } from "@content/public";

export const handle = { staticPage: true } satisfies PageHandle;

export function meta() {
  return pageMeta({ title: pageTitle(site.ui.pageTitles.notFound), path: "/404", noindex: true });
}

export default function NotFound() {
  return (
    <>
      <StatusScreen
        code="404"
        heading={landing.notFound.heading}
        body={landing.notFound.body}
        homeLabel={landing.notFound.homeLabel}
      />
      <NotFoundScript />
    </>
  );
}
