import { describe, expect, it } from "vitest";
import { isPrivatePage, privatePages, routePatterns, sitePages, studyIdOf, studyPath } from "./routes.ts";

describe("the site's routes", () => {
  it("prerender the public pages, the grid and every study, in that order", () => {
    expect(sitePages(["entelo", "cvs"])).toEqual(["/", "/404", "/projects", "/project/entelo", "/project/cvs"]);
    expect(privatePages(["entelo"])).toEqual(["/projects", "/project/entelo"]);
  });

  it("give React Router the patterns of the same addresses", () => {
    expect(routePatterns).toEqual({ grid: "projects", study: "project/:id" });
  });

  it.each(["/project/entelo", "project/entelo", "project/entelo/", "/project/entelo/"])(
    "read the study's id in %s, however its slashes are written",
    (pathname) => {
      expect(studyIdOf(pathname)).toBe("entelo");
      expect(isPrivatePage(pathname)).toBe(true);
    },
  );

  it.each(["/", "/projects", "/project/", "/project/a/b", "/projects/entelo", "/vault/abc/index.bin"])(
    "find no study at %s",
    (pathname) => {
      expect(studyIdOf(pathname)).toBeUndefined();
    },
  );

  it("gate the grid and every study, known or not, and nothing else", () => {
    for (const pathname of ["/projects", "projects/", studyPath("no-such-id")])
      expect(isPrivatePage(pathname)).toBe(true);
    for (const pathname of ["/", "/404", "/project", "/project/a/b", "/projectsx", "/vault/x"]) {
      expect(isPrivatePage(pathname), pathname).toBe(false);
    }
  });
});
