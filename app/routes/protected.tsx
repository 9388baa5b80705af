import { Navigate, Outlet, useParams } from "react-router";
import { appPageAttribute, markOf } from "~/boot/contract";
import { ProtectedPageScript } from "~/boot/scripts";
import { OpeningStatus } from "~/gated-page/screens/opening-status";
import { ProtectedPage } from "~/gated-page/screens/protected-page";
import { pageCode, preloadPages } from "~/portfolio-pages";
import { access, projectIds, site } from "@content/public";
import { gridPath, studyPath } from "@site/routes";
import { requestAccessFor } from "~/gated-page/screens/request-access-for";
import type { Route } from "./+types/protected";

const parsedMarkId = "page-parsed";

// Nothing paints before the page's markup is parsed: half the centred gate would shift as the rest arrived.
export const links: Route.LinksFunction = () => [{ rel: "expect", href: `#${parsedMarkId}`, blocking: "render" }];

export default function Protected() {
  const { id } = useParams();
  // This page's own code starts with the app, as a route module's would: while it renders, not once it has.
  if (!import.meta.env.SSR) pageCode(id).preload();
  if (id !== undefined && !projectIds.includes(id)) return <Navigate to={gridPath} replace />;
  return (
    <>
      <ProtectedPageScript />
      <OpeningStatus label={access.openingLabel} />
      <div {...markOf(appPageAttribute)} className="contents">
        <ProtectedPage
          access={access}
          site={site}
          preloadPages={preloadPages}
          requestAccessHref={requestAccessFor(id === undefined ? gridPath : studyPath(id))}
        >
          <Outlet />
        </ProtectedPage>
      </div>
      <span id={parsedMarkId} hidden />
    </>
  );
}
