import { Navigate, Outlet, useParams } from "react-router";
import { InlineScript } from "~/components/inline-script";
import { appPageAttribute } from "~/features/access/preview";
import { ProtectedPage } from "~/features/access/protected-page";
import { holdsAppAttribute } from "~/lib/deferred-app";
import { access } from "@content/access";
import { projectIds } from "@content/project-ids";
import { site } from "@content/site";
import type { Route } from "./+types/protected";
import bootScript from "./protected.boot.inline.ts?inline-script";

/** Ends the page's own markup: the browser paints nothing before it has parsed this far. */
const parsedMarkId = "page-parsed";

// A first frame painted from half the gate, which is centred, moves it as the rest arrives (a layout shift).
export const links: Route.LinksFunction = () => [{ rel: "expect", href: `#${parsedMarkId}`, blocking: "render" }];

export default function Protected() {
  const { id } = useParams();
  // Spec §2: an unknown case-study id goes to the portfolio, replacing the history entry, locked or not.
  if (id !== undefined && !projectIds.includes(id)) return <Navigate to="/projects" replace />;
  return (
    <>
      {/* Before the gate: starts the app when it is needed (protected.boot.inline.ts). */}
      <InlineScript code={bootScript} attributes={{ [holdsAppAttribute]: "" }} />
      <div {...{ [appPageAttribute]: "" }} className="contents">
        <ProtectedPage access={access} site={site}>
          <Outlet />
        </ProtectedPage>
      </div>
      <span id={parsedMarkId} hidden />
    </>
  );
}
