import { fillIn } from "~/lib/fill-in";
import { mailtoHref } from "~/lib/mailto";
import type { Access, FeaturedProject } from "@content/schema";
import { studyIdOf } from "@site/routes";

type RequestFor = {
  copy: Access["requestAccess"];
  email: string;
  path: string;
  address: string;
  /** The only public titles of studies. */
  featured: readonly Pick<FeaturedProject, "id" | "title">[];
};

export function requestAccessHref({ copy, email, path, address, featured }: RequestFor): string {
  const id = studyIdOf(path);
  const title = featured.find((project) => project.id === id)?.title;
  const page =
    id === undefined
      ? copy.pages.portfolio
      : title === undefined
        ? copy.pages.otherCaseStudy
        : fillIn(copy.pages.caseStudy, { title });
  const values = { page, address };
  return mailtoHref(email, { subject: fillIn(copy.subject, values), body: fillIn(copy.body, values) });
}
