import { requestAccessHref } from "~/features/access/request-access";
import { access, featuredProjects, site } from "@content/public";
import { absoluteUrl } from "~/components/page-meta";

/** "Request access" for a gated page, as the gate and the password prompt offer it. */
export function requestAccessFor(path: string): string {
  return requestAccessHref({
    copy: access.requestAccess,
    email: site.email,
    featured: featuredProjects,
    path,
    address: absoluteUrl(path),
  });
}
