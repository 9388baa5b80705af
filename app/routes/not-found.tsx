import { useEffect } from "react";
import { useLocation } from "react-router";
import { StatusScreen } from "~/components/status-screen";
import { notFoundPage } from "~/lib/not-found-marker";
import { pageMeta } from "~/lib/page-meta";
import { landing } from "@content/landing";
import { site } from "@content/site";

export function meta() {
  return pageMeta({ title: `Page not found · ${site.name}`, path: "/404", noindex: true });
}

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Spec §2: the attempted path is logged, so broken inbound links show up in the console.
    // A warning, not an error: the page works as intended, and audits count errors as faults.
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <StatusScreen
      page={notFoundPage}
      code="404"
      heading={landing.notFound.heading}
      body={landing.notFound.body}
      homeLabel={landing.notFound.homeLabel}
    />
  );
}
