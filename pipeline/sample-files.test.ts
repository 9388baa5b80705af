import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyContent, type ContentCopy } from "../test-fixtures/content-copy.ts";
import { forgetContent, loadContent } from "./content/load-content.ts";
import { publishedSamplesFile, samplesNotice, samplesStillPublished, writePublishedSamples } from "./sample-files.ts";

// A copy of the owner's files, fingerprinted as if they were the template's samples, then changed as an owner does.
let copy: ContentCopy;
let where: { root: string; manifestFile: string };
let published: string[];

const stillPublished = () => {
  forgetContent();
  return samplesStillPublished(loadContent(copy.root), where);
};
const inCopy = (file: string) => path.join(copy.root, file);
/** Samples of the test's own, so it holds whatever the owner's public/ holds. */
const planted = ["sample-a.txt", "sample-b.txt", "sample-c.txt"];

beforeEach(async () => {
  copy = await copyContent("sample-files-");
  where = { root: copy.root, manifestFile: inCopy("samples.json") };
  for (const name of planted) await writeFile(inCopy(`public/${name}`), `sample ${name}`);
  await writePublishedSamples(loadContent(copy.root), where);
  published = await stillPublished();
});

afterEach(() => copy.remove());

describe("samplesStillPublished", () => {
  it("names every published sample: each file of public/, and the headshot and link preview the content names", () => {
    const { landing, site } = loadContent(copy.root);
    expect(published).toEqual(
      expect.arrayContaining([`content/images/${landing.about.headshot.file}`, `content/images/${site.ogImage.file}`]),
    );
    expect(published.filter((file) => file.startsWith("public/")).length).toBeGreaterThan(0);
  });

  it("stops naming a sample the owner replaced or deleted, and names one only renamed", async () => {
    const [replaced = "", deleted = "", renamed = ""] = planted.map((name) => `public/${name}`);
    expect(published).toEqual(expect.arrayContaining([replaced, deleted, renamed]));
    await writeFile(inCopy(replaced), "the owner's own file");
    await rm(inCopy(deleted));
    await rename(inCopy(renamed), inCopy(`public/renamed-${path.basename(renamed)}`));
    const after = await stillPublished();
    expect(after).not.toContain(replaced);
    expect(after).not.toContain(deleted);
    expect(after).toContain(`public/renamed-${path.basename(renamed)}`);
  });
});

describe("samplesNotice", () => {
  it("lists the template's files and says what to do; without any, there is no notice", async () => {
    const manifest = JSON.parse(await readFile(publishedSamplesFile, "utf8")) as { files: Record<string, string> };
    const samples = Object.keys(manifest.files);
    expect(samplesNotice(samples)).toContain(samples.join("\n  "));
    expect(samplesNotice(samples)).toMatch(/Replace each with your own, or delete it/);
    expect(samplesNotice([])).toBeUndefined();
  });
});
