import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  copyContent,
  editFrontMatter,
  editYaml,
  frontMatterLine,
  studyDocument as studyFile,
  yamlLine,
  type ContentCopy,
} from "../../test-fixtures/content-copy.ts";
import { parseDocument, type Scalar } from "yaml";
import { ContentError, formatProblem } from "./problems.ts";
import { forgetContent, loadContent, studiesFolder } from "./load-content.ts";

// Each test breaks a copy of content/ as an owner might, and reads the messages the owner would see.
let copy: ContentCopy;
let root: string;
let ids: string[];

beforeEach(async () => {
  copy = await copyContent("content-");
  root = copy.root;
  ids = (await readdir(path.join(root, studiesFolder), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
});

afterEach(() => copy.remove());

const inCopy = (file: string) => path.join(root, file);
/** Written as the owner likes: the section names fields whatever its case and spacing. */
const overviewHeading = /^##\s+overview\s*\n+/im;

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(path.join(root, file), "utf8");
  const changed = change(text);
  if (changed === text) throw new Error(`the edit changed nothing in ${file}`);
  await writeFile(path.join(root, file), changed);
}

async function lineOf(file: string, pattern: RegExp): Promise<number> {
  const lines = (await readFile(path.join(root, file), "utf8")).split("\n");
  const index = lines.findIndex((line) => pattern.test(line));
  if (index === -1) throw new Error(`${file} has no line matching ${String(pattern)}`);
  return index + 1;
}

function problemsOf(): string[] {
  forgetContent();
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error("expected the content to be refused, but it loaded");
}

describe("loadContent", () => {
  it("reads the shipped content: a study per folder, in the order their documents give", () => {
    const content = loadContent(root);
    expect([...content.projectIds].sort()).toEqual([...ids].sort());
    expect(content.cards.map((card) => card.id)).toEqual(content.projectIds);
  });

  it("names the file, the line and the field of a bad value", async () => {
    const [id = ""] = ids;
    await editFrontMatter(inCopy(studyFile(id)), (study) => study.set("brandColor", "teal"));
    const line = await frontMatterLine(inCopy(studyFile(id)), ["brandColor"]);
    expect(problemsOf()).toEqual([`${studyFile(id)}:${line}: brandColor: must be a hex colour such as #1a3a52`]);
  });

  it("names the line of a YAML syntax error", async () => {
    await edit("content/site.yaml", (text) => text.replace(/^name: (.*)$/m, 'name: "$1'));
    const [problem = ""] = problemsOf();
    expect(problem).toMatch(/^content\/site\.yaml:\d+: this is not valid YAML: /);
  });

  it("says which featured id has no case study folder", async () => {
    await edit("content/featured.yaml", (text) => text.replace(/id: \S+/, "id: no-such-study"));
    const line = await lineOf("content/featured.yaml", /id: no-such-study/);
    expect(problemsOf()).toEqual([
      expect.stringMatching(
        new RegExp(`^content/featured\\.yaml:${line}: \\[0\\]\\.id: no case study has the id "no-such-study"`),
      ),
    ]);
  });

  it("refuses two studies with the same order, naming both files", async () => {
    const [first = "", second = ""] = ids;
    let order: unknown;
    await editFrontMatter(inCopy(studyFile(first)), (study) => (order = study.get("order")));
    await editFrontMatter(inCopy(studyFile(second)), (study) => study.set("order", order));
    const problems = problemsOf();
    expect(problems).toHaveLength(2);
    expect(problems.join("\n")).toContain(
      `${studyFile(first)}: order: ${order} is also the order of ${studyFile(second)}`,
    );
  });

  it("places a Markdown problem on its line in the body", async () => {
    const [id = ""] = ids;
    await edit(studyFile(id), (text) => text.replace(overviewHeading, "## Overview\n\n<script>alert(1)</script>\n\n"));
    const line = await lineOf(studyFile(id), /<script>/);
    expect(problemsOf()).toEqual([
      `${studyFile(id)}:${line}: overview: raw HTML is not allowed: write Markdown (**bold**, _italic_, [link](https://…), lists)`,
    ]);
  });

  it("refuses a link that is not a web, mail or site address", async () => {
    const [id = ""] = ids;
    await edit(studyFile(id), (text) => text.replace(overviewHeading, "## Overview\n\n[Open](javascript:alert(1)) "));
    expect(problemsOf()).toEqual([
      expect.stringContaining(`overview: the link "javascript:alert(1)" must start with https://, mailto:, / or #`),
    ]);
  });

  it("names an unknown section", async () => {
    const [id = ""] = ids;
    await edit(studyFile(id), (text) => text.replace(overviewHeading, "## Overveiw\n\n"));
    const problems = problemsOf().join("\n");
    expect(problems).toContain(
      `${studyFile(id)}:${await lineOf(studyFile(id), /^## Overveiw/)}: unknown section "## Overveiw"`,
    );
    expect(problems).toContain(`${studyFile(id)}: overview: is missing`);
  });

  it("names an image missing from the study's folder", async () => {
    const [card] = loadContent(root).cards;
    const [id = "", file = ""] = card?.image.file.split("/") ?? [];
    await rm(path.join(root, studiesFolder, id, file));
    const line = await frontMatterLine(inCopy(studyFile(id)), ["card", "cover", "file"]);
    expect(problemsOf()).toEqual([
      `${studyFile(id)}:${line}: card.cover.file: ${file} is not in ${studiesFolder}/${id}/`,
    ]);
  });

  it("names each file the site and landing page name but the project lacks, at its line", async () => {
    const { site, landing } = loadContent(root);
    const named = [
      { file: "content/site.yaml", at: ["resume", "file"], path: `public${site.resume.file}` },
      { file: "content/site.yaml", at: ["logo", "src"], path: `public${site.logo.src}` },
      { file: "content/site.yaml", at: ["ogImage", "file"], path: `content/images/${site.ogImage.file}` },
      {
        file: "content/landing.yaml",
        at: ["about", "headshot", "file"],
        path: `content/images/${landing.about.headshot.file}`,
      },
    ];
    for (const { path: file } of named) await rm(inCopy(file));
    await rm(inCopy("public/favicon.svg"));
    const problems = problemsOf();
    for (const { file, at, path: missing } of named) {
      const line = await yamlLine(inCopy(file), at);
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^${file}:${line}: ${at.join(".")}: ${missing} does not exist`)),
      );
    }
    expect(problems).toContainEqual(expect.stringMatching(/^public\/favicon\.svg: is missing/));
  });

  it("refuses a resume named outside public/", async () => {
    await editYaml(inCopy("content/site.yaml"), (site) => site.setIn(["resume", "file"], "/../resume.pdf"));
    expect(problemsOf()).toContainEqual(expect.stringMatching(/resume\.file: .* lies outside public\//));
  });

  it("names a list that folded text would join into one line, in the about text", async () => {
    const file = inCopy("content/landing.yaml");
    const source = await readFile(file, "utf8");
    const [start, end] = (parseDocument(source).getIn(["about", "text"], true) as Scalar).range ?? [];
    if (start === undefined || end === undefined) throw new Error("about.text has no place in the file");
    // As an owner writes it by hand, where the guide's `- ` lines meet a folded text.
    await writeFile(
      file,
      `${source.slice(0, start)}>-\n    What I bring:\n    - Design systems\n    - Hiring\n${source.slice(end)}`,
    );
    const line = (await yamlLine(file, ["about", "text"])) + 2;
    expect(problemsOf()).toContainEqual(
      expect.stringMatching(new RegExp(`^content/landing.yaml:${line}: about.text: this list item would be folded`)),
    );
  });

  it("lists every problem in every file at once", async () => {
    const [first = "", second = ""] = ids;
    await editFrontMatter(inCopy(studyFile(first)), (study) => study.set("brandColor", "teal"));
    await editFrontMatter(inCopy(studyFile(second)), (study) => study.delete("tagline"));
    await editYaml(inCopy("content/landing.yaml"), (landing) => landing.setIn(["hero", "eyebrow"], ""));
    const problems = problemsOf();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${studyFile(first)}:\\d+: brandColor: `)),
        expect.stringMatching(new RegExp(`^${studyFile(second)}: tagline: `)),
        expect.stringMatching(/^content\/landing\.yaml:\d+: \w+\.eyebrow: must not be empty$/),
      ]),
    );
  });

  it("adds a study for a new folder, and drops one whose folder is deleted", async () => {
    const featured = loadContent(root).featuredProjects.map((project) => project.id);
    const [first = ""] = ids;
    const added = ["acme-checkout", ...ids.map((id) => `${id}-copy`)].find((id) => !ids.includes(id)) ?? "";
    await cp(path.join(root, studiesFolder, first), path.join(root, studiesFolder, added), { recursive: true });
    // After every study the owner has: orders are small whole numbers.
    await editFrontMatter(inCopy(studyFile(added)), (study) => study.set("order", 100_000));
    const removed = ids.find((id) => id !== first && !featured.includes(id)) ?? ids.at(-1) ?? "";
    // A featured card must name a study that exists: the owner points it at another first.
    if (featured.includes(removed)) {
      await editYaml(inCopy("content/featured.yaml"), (cards) => cards.setIn([featured.indexOf(removed), "id"], added));
    }
    await rm(path.join(root, studiesFolder, removed), { recursive: true });
    forgetContent();
    const { projectIds } = loadContent(root);
    expect(projectIds.at(-1)).toBe(added);
    expect(projectIds).not.toContain(removed);
  });

  it("names a public field that mentions content/private, which the build keeps out of every public file", async () => {
    await editYaml(inCopy("content/landing.yaml"), (landing) =>
      landing.setIn(["hero", "eyebrow"], "Notes in content/private/ explain"),
    );
    expect(problemsOf()).toEqual([
      expect.stringMatching(
        /^content\/landing\.yaml:\d+: hero\.eyebrow: names content\/private, the folder the build keeps out/,
      ),
    ]);
  });

  it("lists problems in file and line order", async () => {
    const [first = "", second = ""] = ids.toSorted();
    await editFrontMatter(inCopy(studyFile(second)), (study) => study.set("brandColor", "teal"));
    await editFrontMatter(inCopy(studyFile(first)), (study) => study.set("brandColor", "teal"));
    await editYaml(inCopy("content/landing.yaml"), (landing) => landing.setIn(["hero", "eyebrow"], ""));
    const problems = problemsOf();
    const places = problems.map((problem) => /^([^:]+):(\d+)?/.exec(problem) ?? []);
    const sorted = places.toSorted(
      ([, a = "", x = "0"], [, b = "", y = "0"]) => a.localeCompare(b) || Number(x) - Number(y),
    );
    expect(places).toEqual(sorted);
    expect(problems).toHaveLength(3);
  });
});
