import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetContent, loadContent, studiesFolder, type Content } from "./content/load-content.ts";
import { repoRoot } from "../site/repo-root.ts";
import { scanForLeaks } from "./leak-scan.ts";
import { leakScanSources } from "./leak-scan-input.ts";
import { loadPrivateContent } from "./private-content.ts";

// The owner's content, changed as an owner does, against a stand-in for what the build publishes from it.
let root: string;
let outDir: string;
let content: Content;
const longId = "northwind-bank-onboarding-redesign";
const buildId = "Zx9Qw8Er7Ty6Ui5O";

async function editStudy(id: string, edit: (document: ReturnType<typeof parseDocument>) => void): Promise<void> {
  const file = path.join(root, studiesFolder, id, "index.md");
  const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(await readFile(file, "utf8")) ?? [];
  const document = parseDocument(frontMatter);
  edit(document);
  await writeFile(file, `---\n${document.toString({ lineWidth: 120 })}---\n${body}`);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "leak-scan-input-"));
  for (const folder of ["content", "public"])
    await cp(path.join(repoRoot, folder), path.join(root, folder), { recursive: true });
  const original = loadContent(root);
  const [first = ""] = original.projectIds;
  await cp(path.join(root, studiesFolder, first), path.join(root, studiesFolder, longId), { recursive: true });
  // After every study the owner has: orders are small whole numbers.
  await editStudy(longId, (study) => study.set("order", 100_000));
  // The grid card opens with the featured card's sentence, then says more to those who unlocked it.
  const [card] = original.featuredProjects;
  await editStudy(card?.id ?? "", (study) =>
    study.setIn(["card", "description"], `${card?.description} Unlocked, the grid card tells the rest of the story.`),
  );
  forgetContent();
  content = loadContent(root);

  outDir = path.join(root, "out");
  await mkdir(path.join(outDir, "vault", buildId), { recursive: true });
  await writeFile(path.join(outDir, "index.html"), content.publicFields.map(({ text }) => `<p>${text}</p>`).join(""));
  for (const id of content.projectIds) {
    await mkdir(path.join(outDir, "project", id), { recursive: true });
    await writeFile(path.join(outDir, "project", id, "index.html"), `<link rel="canonical" href="/project/${id}">`);
  }
});

afterAll(() => rm(root, { recursive: true, force: true }));

async function scan() {
  const privateContent = await loadPrivateContent(root);
  const sources = await leakScanSources({ content, privateContent, images: new Map(), root });
  return scanForLeaks({ ...sources, outDir, passwords: [], recipientNames: [], secrets: [], vaultBuildId: buildId });
}

describe("leakScanSources", () => {
  it("counts what the owner published as public: a long study address, a featured card repeating its grid card's first sentence", async () => {
    expect(content.projectIds).toContain(longId);
    expect(await scan()).toEqual([]);
  });

  it("still finds a private sentence, naming the study it came from", async () => {
    const [study] = content.studies.values();
    await writeFile(path.join(outDir, "leaked.js"), JSON.stringify(study?.overview));
    const problems = await scan();
    await rm(path.join(outDir, "leaked.js"));
    expect(problems).not.toEqual([]);
    for (const problem of problems) {
      expect(problem).toMatch(
        /^leaked\.js: private text ".*" \(from content\/private\/case-studies\/[^/]+\/index\.md(:\d+)?\)$/,
      );
    }
  });
});
