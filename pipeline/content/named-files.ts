import { existsSync } from "node:fs";
import path from "node:path";
import type { Landing, Site } from "../../content/schema.ts";
import { browserIcons } from "../../site/routes.ts";
import { relativePath } from "../../site/repo-root.ts";
import { fieldName, type ContentProblem, type LineOf } from "./problems.ts";

type Named = { file: string; folder: "public" | "content/images"; at: PropertyKey[]; what: string };
type Source<Value> = { value?: Value; lineOf: LineOf };

/** A file the content names but the folder lacks: without this check the page would link to nothing, silently. */
export function missingNamedFiles(root: string, site: Source<Site>, landing: Source<Landing>): ContentProblem[] {
  const ofSite: Named[] = site.value
    ? [
        { file: site.value.resume.file, folder: "public", at: ["resume", "file"], what: "the Download Resume button" },
        { file: site.value.logo.src, folder: "public", at: ["logo", "src"], what: "the logo in the menu bar" },
        { file: site.value.ogImage.file, folder: "content/images", at: ["ogImage", "file"], what: "the link preview" },
      ]
    : [];
  const ofLanding: Named[] = landing.value
    ? [
        {
          file: landing.value.about.headshot.file,
          folder: "content/images",
          at: ["about", "headshot", "file"],
          what: "the About photo",
        },
      ]
    : [];
  const problems = [
    ...ofSite.flatMap((named) => problemOf(root, "content/site.yaml", site.lineOf, named)),
    ...ofLanding.flatMap((named) => problemOf(root, "content/landing.yaml", landing.lineOf, named)),
  ];
  for (const icon of browserIcons) {
    if (existsSync(path.join(root, "public", icon.href))) continue;
    problems.push({
      file: `public${icon.href}`,
      message: "is missing: every page names it as the browser's icon; put yours there (docs/owner-guide.md)",
    });
  }
  return problems;
}

function problemOf(root: string, file: string, lineOf: LineOf, named: Named): ContentProblem[] {
  const folder = path.join(root, named.folder);
  const target = path.join(folder, named.file);
  const where = { file, line: lineOf(named.at)?.line, field: fieldName(named.at) };
  if (relativePath(folder, target).startsWith("../")) {
    return [{ ...where, message: `${named.file} lies outside ${named.folder}/: name a file inside it` }];
  }
  if (existsSync(target)) return [];
  return [
    {
      ...where,
      message: `${relativePath(root, target)} does not exist, so ${named.what} would show nothing: put the file there or correct the name`,
    },
  ];
}
