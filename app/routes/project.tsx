import { Navigate } from "react-router";
import { LockedNotice } from "~/features/access/locked-notice";
import { pageMeta } from "~/lib/page-meta";
import { access } from "@content/access";
import { projectIds } from "@content/project-ids";
import { site } from "@content/site";
import type { Route } from "./+types/project";

export function meta({ params }: Route.MetaArgs) {
  return pageMeta({ title: `Case study · ${site.name}`, path: `/project/${params.id}`, noindex: true });
}

export default function Project({ params }: Route.ComponentProps) {
  // Spec §2: an unknown id goes to the portfolio, replacing the history entry.
  if (!projectIds.includes(params.id)) return <Navigate to="/projects" replace />;
  return <LockedNotice access={access} email={site.email} />;
}
