import { Navigate, Outlet, useParams } from "react-router";
import { InlineScript } from "~/components/inline-script";
import { appPageAttribute } from "~/features/access/preview";
import { ProtectedPage } from "~/features/access/protected-page";
import { holdsAppAttribute } from "~/lib/deferred-app";
import { access, projectIds, site } from "@content/public";
import type { Route } from "./+types/protected";
import bootScript from "./protected.boot.inline.ts?inline-script";

const parsedMarkId = "page-parsed";

// Nothing paints before the page's markup is parsed: half the centred gate would shift as the rest arrived.
export const links: Route.LinksFunction = () => [{ rel: "expect", href: `#${parsedMarkId}`, blocking: "render" }];

export default function Protected() {
  const { id } = useParams();
  // An unknown id, locked or not: docs/product.md#routes
  if (id !== undefined && !projectIds.includes(id)) return <Navigate to="/projects" replace />;
  return (
    <>
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
