import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, formatProblem } from "./problems.ts";
import { loadContent, repoRoot, studiesFolder } from "./load-content.ts";

// Each test breaks a copy of the real content/ as an owner might, and reads the messages the owner would see.
let root: string;
let ids: string[];

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "content-"));
  await cp(path.join(repoRoot, "content"), path.join(root, "content"), { recursive: true });
  ids = (await readdir(path.join(root, studiesFolder), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
});

afterEach(() => rm(root, { recursive: true, force: true }));

const studyFile = (id: string) => `${studiesFolder}/${id}/index.md`;

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(path.join(root, file), "utf8");
  const changed = change(text);
  if (changed === text) throw new Error(`the edit changed nothing in ${file}`);
  await writeFile(path.join(root, file), changed);
}

/** The 1-based line of the first line matching `pattern`. */
async function lineOf(file: string, pattern: RegExp): Promise<number> {
  const lines = (await readFile(path.join(root, file), "utf8")).split("\n");
  const index = lines.findIndex((line) => pattern.test(line));
  if (index === -1) throw new Error(`${file} has no line matching ${String(pattern)}`);
  return index + 1;
}

function problemsOf(): string[] {
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
    await edit(studyFile(id), (text) => text.replace(/^brandColor: .*$/m, "brandColor: teal"));
    const line = await lineOf(studyFile(id), /^brandColor:/);
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
    const order = /^order: (\d+)$/m.exec(await readFile(path.join(root, studyFile(first)), "utf8"))?.[1];
    await edit(studyFile(second), (text) => text.replace(/^order: \d+$/m, `order: ${order}`));
    const problems = problemsOf();
    expect(problems).toHaveLength(2);
    expect(problems.join("\n")).toContain(
      `${studyFile(first)}: order: ${order} is also the order of ${studyFile(second)}`,
    );
  });

  it("places a Markdown problem on its line in the body", async () => {
    const [id = ""] = ids;
    await edit(studyFile(id), (text) =>
      text.replace(/^## Overview\n\n/m, "## Overview\n\n<script>alert(1)</script>\n\n"),
    );
    const line = await lineOf(studyFile(id), /<script>/);
    expect(problemsOf()).toEqual([
      `${studyFile(id)}:${line}: overview: raw HTML is not allowed: write Markdown (**bold**, _italic_, [link](https://…), lists)`,
    ]);
  });

  it("refuses a link that is not a web, mail or site address", async () => {
    const [id = ""] = ids;
    await edit(studyFile(id), (text) => text.replace(/^(## Overview\n\n)/m, "$1[Open](javascript:alert(1)) "));
    expect(problemsOf()).toEqual([
      expect.stringContaining(`overview: the link "javascript:alert(1)" must start with https://, mailto:, / or #`),
    ]);
  });

  it("names an unknown section", async () => {
    const [id = ""] = ids;
    await edit(studyFile(id), (text) => text.replace(/^## Overview$/m, "## Overveiw"));
    const problems = problemsOf().join("\n");
    expect(problems).toContain(
      `${studyFile(id)}:${await lineOf(studyFile(id), /^## Overveiw/)}: unknown section "## Overveiw"`,
    );
    expect(problems).toContain(`${studyFile(id)}: overview: is missing`);
  });

  it("names an image missing from the study's folder", async () => {
    const [id = ""] = ids;
    await rm(path.join(root, studiesFolder, id, "cover.webp"));
    const line = await lineOf(studyFile(id), /file: cover\.webp/);
    expect(problemsOf()).toEqual([
      `${studyFile(id)}:${line}: card.cover.file: cover.webp is not in ${studiesFolder}/${id}/`,
    ]);
  });

  it("lists every problem in every file at once", async () => {
    const [first = "", second = ""] = ids;
    await edit(studyFile(first), (text) => text.replace(/^brandColor: .*$/m, "brandColor: teal"));
    await edit(studyFile(second), (text) => text.replace(/^tagline: .*\n/m, ""));
    await edit("content/landing.yaml", (text) => text.replace(/^( {2}eyebrow:) .*$/m, "$1 ''"));
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
    const [first = "", second = ""] = ids;
    await cp(path.join(root, studiesFolder, first), path.join(root, studiesFolder, "acme-checkout"), {
      recursive: true,
    });
    await edit(studyFile("acme-checkout"), (text) => text.replace(/^order: \d+$/m, "order: 99"));
    await rm(path.join(root, studiesFolder, second), { recursive: true });
    const { projectIds } = loadContent(root);
    expect(projectIds.at(-1)).toBe("acme-checkout");
    expect(projectIds).not.toContain(second);
  });
});
