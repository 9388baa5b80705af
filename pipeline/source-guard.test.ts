import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { repoRoot } from "./content/load-content.ts";
import {
  fingerprintTree,
  readSampleFingerprints,
  sourceRefusal,
  writeSampleFingerprints,
  type Fingerprints,
} from "./source-guard.ts";

const onActions = { GITHUB_ACTIONS: "true" };
const publicEvent = JSON.stringify({ repository: { private: false } });
const privateEvent = JSON.stringify({ repository: { private: true } });

describe("the source guard", () => {
  let root: string;
  let tree: string;
  let samples: Fingerprints;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "source-guard-"));
    tree = path.join(root, "private");
    await mkdir(path.join(tree, "studies/acme/screens"), { recursive: true });
    await writeFile(path.join(tree, "README.md"), "Samples.");
    await writeFile(path.join(tree, "studies/acme/index.md"), "# A sample study");
    await writeFile(path.join(tree, "studies/acme/screens/home.svg"), "<svg/>");
    const manifest = path.join(root, "fingerprints.json");
    await writeSampleFingerprints(tree, manifest);
    samples = await readSampleFingerprints(manifest);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const refusal = async (env: NodeJS.ProcessEnv, event: string | undefined) =>
    sourceRefusal({ env, event, samples, current: await fingerprintTree(tree) });

  const owner = {
    adds: () => writeFile(path.join(tree, "studies/acme/screens/real-screenshot.png"), "real work"),
    edits: () => writeFile(path.join(tree, "studies/acme/index.md"), "# The owner's own study"),
    removes: () => rm(path.join(tree, "studies/acme/screens/home.svg")),
  };

  it.each([
    ["adds", "studies/acme/screens/real-screenshot.png (added)"],
    ["edits", "studies/acme/index.md (changed)"],
    ["removes", "studies/acme/screens/home.svg (removed)"],
  ] as const)(
    "refuses a public repository on GitHub Actions once the owner %s a file, naming it",
    async (change, named) => {
      await owner[change]();
      const message = await refusal(onActions, publicEvent);
      expect(message).toContain("public repository");
      expect(message).toContain(named);
      expect(message).toContain("Make the repository private");
      expect(message).toContain("build on your own machine and publish only build/client");
    },
  );

  it("points the owner to a section of the docs that exists", async () => {
    await owner.edits();
    const [, file = "", anchor = ""] =
      /(docs\/[\w-]+\.md)#([\w-]+)/.exec((await refusal(onActions, publicEvent)) ?? "") ?? [];
    const headings = (await readFile(path.join(repoRoot, file), "utf8")).match(/^#+ .+$/gm) ?? [];
    const anchors = headings.map((heading) =>
      heading
        .replace(/^#+ /, "")
        .toLowerCase()
        .replace(/[^\w\s-]/g, "")
        .replace(/\s/g, "-"),
    );
    expect(anchors).toContain(anchor);
  });

  it("builds the owner's content from a private repository", async () => {
    await owner.adds();
    await owner.edits();
    expect(await refusal(onActions, privateEvent)).toBeUndefined();
  });

  it("builds the shipped samples from a public repository", async () => {
    expect(await refusal(onActions, publicEvent)).toBeUndefined();
  });

  it("checks nothing off GitHub Actions", async () => {
    await owner.edits();
    expect(await refusal({}, publicEvent)).toBeUndefined();
    expect(await refusal({ GITHUB_ACTIONS: "false", CI: "true" }, publicEvent)).toBeUndefined();
  });

  it.each([
    ["no event file", undefined],
    ["an event that is not JSON", "{"],
    ["an event without the repository", JSON.stringify({ schedule: "0 5 * * *" })],
  ])("counts a repository as public when it cannot confirm it is private: %s", async (_, event) => {
    expect(await refusal(onActions, event)).toBeUndefined();
    await owner.edits();
    expect(await refusal(onActions, event)).toContain("cannot confirm is private");
  });

  it("refuses everything but an empty tree when the manifest is missing", async () => {
    samples = await readSampleFingerprints(path.join(root, "missing.json"));
    expect(await refusal(onActions, publicEvent)).toContain("README.md (added)");
  });

  it("lists a few changes and counts the rest", async () => {
    for (const index of [1, 2, 3, 4, 5, 6, 7]) await writeFile(path.join(tree, `new-${index}.md`), "work");
    const message = (await refusal(onActions, publicEvent)) ?? "";
    expect(message).toContain("new-5.md (added), and 2 more.");
    expect(message).not.toContain("new-6.md");
  });
});
