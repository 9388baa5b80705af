import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { repoRoot } from "../site/repo-root.ts";
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

  it("checks nothing off the CI services that tell a repository's visibility", async () => {
    await owner.edits();
    expect(await refusal({}, publicEvent)).toBeUndefined();
    expect(await refusal({ CI: "true", GITHUB_ACTIONS: "", NETLIFY: "true" }, publicEvent)).toBeUndefined();
  });

  it.each(["1", "TRUE", "false"])("counts GITHUB_ACTIONS=%s as GitHub Actions", async (value) => {
    await owner.edits();
    expect(await refusal({ GITHUB_ACTIONS: value }, publicEvent)).toContain("GitHub Actions in a public repository");
  });

  describe.each([
    {
      service: "GitLab CI",
      env: (visibility: string | undefined) => ({ GITLAB_CI: "true", CI_PROJECT_VISIBILITY: visibility }),
      private: "private",
      public: [
        ["public", "in a public project"],
        ["internal", "in an internal project, which every signed-in user of the GitLab instance can read"],
      ],
      unknown: [undefined, "", "secret"],
      settings: "Project visibility → Private",
    },
    {
      service: "Bitbucket Pipelines",
      env: (visibility: string | undefined) => ({ BITBUCKET_BUILD_NUMBER: "7", BITBUCKET_REPO_IS_PRIVATE: visibility }),
      private: "true",
      public: [["false", "in a public repository"]],
      unknown: [undefined, "", "yes"],
      settings: "This is a private repository",
    },
  ])("on $service", ({ service, env, private: isPrivate, public: publicValues, unknown, settings }) => {
    it.each(publicValues)(
      "refuses %j once the owner's content is in, saying where and how to make it private",
      async (value, where) => {
        expect(await refusal(env(value), undefined)).toBeUndefined();
        await owner.edits();
        const message = await refusal(env(value), undefined);
        expect(message).toContain(`This build runs on ${service} ${where}`);
        expect(message).toContain("studies/acme/index.md (changed)");
        expect(message).toContain(settings);
      },
    );

    it("builds the owner's content from a private repository", async () => {
      await owner.adds();
      expect(await refusal(env(isPrivate), undefined)).toBeUndefined();
    });

    it.each(unknown)("counts a visibility of %j as public", async (value) => {
      await owner.edits();
      expect(await refusal(env(value), undefined)).toContain("cannot confirm is private");
    });
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

  it("says to restore an unreadable manifest from git, never to fingerprint the owner's content", async () => {
    const damaged = path.join(root, "damaged.json");
    await writeFile(damaged, "<<<<<<< HEAD");
    const error = await readSampleFingerprints(damaged).catch((thrown: unknown) => thrown);
    expect(String(error)).toContain("git checkout -- pipeline/sample-fingerprints.json");
    expect(String(error)).not.toContain("samples:fingerprint");
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
