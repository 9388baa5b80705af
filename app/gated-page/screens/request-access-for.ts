import { requestAccessHref } from "~/features/access/request-access";
import { access, featuredProjects, site } from "@content/public";
import { absoluteUrl } from "~/components/page-meta";

export function requestAccessFor(path: string): string {
  return requestAccessHref({
    copy: access.requestAccess,
    email: site.email,
    featured: featuredProjects,
    path,
    address: absoluteUrl(path),
  });
}
