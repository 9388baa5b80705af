import { Navigate, Outlet, useParams } from "react-router";
import { GateBoot } from "~/features/access/gate-boot";
import { ProtectedPage } from "~/features/access/protected-page";
import { access } from "@content/access";
import { projectIds } from "@content/project-ids";
import { site } from "@content/site";

export default function Protected() {
  const { id } = useParams();
  // Spec §2: an unknown case-study id goes to the portfolio, replacing the history entry, locked or not.
  if (id !== undefined && !projectIds.includes(id)) return <Navigate to="/projects" replace />;
  return (
    <>
      <GateBoot />
      <ProtectedPage access={access} site={site}>
        <Outlet />
      </ProtectedPage>
    </>
  );
}
