import { LockedNotice } from "~/features/access/locked-notice";
import { pageMeta } from "~/lib/page-meta";
import { access } from "@content/access";
import { site } from "@content/site";

export function meta() {
  return pageMeta({ title: `Portfolio · ${site.name}`, path: "/projects", noindex: true });
}

export default function Projects() {
  return <LockedNotice access={access} email={site.email} />;
}
