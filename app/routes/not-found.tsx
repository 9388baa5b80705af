import { InlineScript } from "~/components/inline-script";
import { StatusScreen } from "~/components/status-screen";
import { pageMeta } from "./page-meta";
import type { PageHandle } from "~/lib/page-scripts";
import { landing, site } from "@content/public";
import notFoundScript from "./not-found.inline.ts?inline-script";

export const handle = { staticPage: true } satisfies PageHandle;

export function meta() {
  return pageMeta({ title: `Page not found · ${site.name}`, path: "/404", noindex: true });
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
      <InlineScript code={notFoundScript} attributes={{ "data-base": import.meta.env.BASE_URL }} />
    </>
  );
}
