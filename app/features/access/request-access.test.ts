import { describe, expect, it } from "vitest";
import { fillIn } from "~/lib/fill-in";
import { access, featuredProjects, projectIds, site } from "@content/public";
import { requestAccessHref } from "./request-access";

const copy = access.requestAccess;

function messageOf(path: string) {
  const address = `https://a.example${path}`;
  const url = new URL(requestAccessHref({ copy, email: site.email, path, address, featured: featuredProjects }));
  expect(url.protocol).toBe("mailto:");
  expect(decodeURIComponent(url.pathname)).toBe(site.email);
  return { subject: url.searchParams.get("subject"), body: url.searchParams.get("body")?.replaceAll("\r\n", "\n") };
}

function expected(page: string, path: string) {
  const values = { page, address: `https://a.example${path}` };
  return { subject: fillIn(copy.subject, values), body: fillIn(copy.body, values) };
}

describe("requestAccessHref", () => {
  it("asks for the case studies from the grid's gate", () => {
    expect(messageOf("/projects")).toEqual(expected(copy.pages.portfolio, "/projects"));
  });

  it("names a featured study by its public card title, and any other by the words for it", () => {
    const featured = featuredProjects[0];
    const other = projectIds.find((id) => !featuredProjects.some((project) => project.id === id));
    if (!featured || !other) throw new Error("the content needs a featured study and one that is not");
    const path = `/project/${featured.id}`;
    expect(messageOf(path)).toEqual(expected(fillIn(copy.pages.caseStudy, { title: featured.title }), path));
    expect(messageOf(`/project/${other}`)).toEqual(expected(copy.pages.otherCaseStudy, `/project/${other}`));
  });

  it("leaves no placeholder unfilled, and writes line breaks as CRLF, as mail links require", () => {
    const href = requestAccessHref({ copy, email: site.email, path: "/projects", address: "x", featured: [] });
    expect(decodeURIComponent(href)).not.toMatch(/\{\w+\}/);
    expect(href).not.toMatch(/(?<!%0D)%0A/);
  });
});
