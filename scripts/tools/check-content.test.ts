import { describe, expect, it } from "vitest";
import { ContentError } from "../../content/parse-content.ts";
import { checkContent } from "./check-content.ts";

describe("checkContent", () => {
  it("reports every broken file, each in words naming the file", async () => {
    const problems = await checkContent(
      ["/site/content/landing.ts", "/site/content/featured.ts", "/site/content/access.ts"],
      (file) => {
        if (file.endsWith("landing.ts")) {
          throw new ContentError("Content file content/landing.ts is invalid:\n  - hero.lead: Invalid input");
        }
        if (file.endsWith("featured.ts")) return Promise.reject(new SyntaxError("Unexpected token '}'"));
        return Promise.resolve({});
      },
      () => Promise.resolve(),
    );
    expect(problems).toEqual([
      "Content file content/landing.ts is invalid:\n  - hero.lead: Invalid input",
      expect.stringMatching(/^Content file .*featured\.ts could not be read .*\n {2}- Unexpected token '}'$/),
    ]);
  });

  it("checks what ties the files together only once each file is sound", async () => {
    const together = () => Promise.reject(new Error('content/private/projects.ts has no card for "cvs"'));
    expect(await checkContent(["a.ts"], () => Promise.resolve({}), together)).toEqual([
      'content/private/projects.ts has no card for "cvs"',
    ]);
    expect(
      await checkContent(["a.ts"], () => Promise.reject(new ContentError("Content file a.ts is invalid")), together),
    ).toEqual(["Content file a.ts is invalid"]);
  });
});
