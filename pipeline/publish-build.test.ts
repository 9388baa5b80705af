import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newBuildRoot, publishBuild, type BuildFolders } from "./publish-build.ts";

describe("publishing a build", () => {
  let folders: BuildFolders;
  beforeEach(async () => {
    const project = await mkdtemp(path.join(os.tmpdir(), "publish-build-"));
    folders = { buildDir: path.join(project, "build"), buildsDir: path.join(project, ".builds") };
  });
  afterEach(() => rm(path.dirname(folders.buildDir), { recursive: true, force: true }));

  async function finishedBuild(id: string): Promise<string> {
    const root = await newBuildRoot(folders, id);
    await mkdir(path.join(root, "client"));
    await writeFile(path.join(root, "client", "index.html"), id);
    return root;
  }
  const served = () => readFile(path.join(folders.buildDir, "client", "index.html"), "utf8");

  it("makes build/ the finished build, and the next build replaces it", async () => {
    await publishBuild(await finishedBuild("first"), folders);
    expect(await served()).toBe("first");
    await publishBuild(await finishedBuild("second"), folders);
    expect(await served()).toBe("second");
  });

  it("keeps the build before for requests still reading it, and removes older and unfinished ones", async () => {
    await publishBuild(await finishedBuild("first"), folders);
    await finishedBuild("failed-halfway");
    await publishBuild(await finishedBuild("second"), folders);
    await publishBuild(await finishedBuild("third"), folders);
    expect((await readdir(folders.buildsDir)).sort()).toEqual(["build-second", "build-third"]);
    expect(path.basename(await realpath(folders.buildDir))).toBe("build-third");
  });

  it("sets aside a build/ folder written before builds had folders of their own", async () => {
    await mkdir(path.join(folders.buildDir, "client"), { recursive: true });
    await writeFile(path.join(folders.buildDir, "client", "index.html"), "old layout");
    await publishBuild(await finishedBuild("first"), folders);
    expect(await served()).toBe("first");
    expect(await readdir(folders.buildsDir)).toContain("build-before-folders");
  });
});
