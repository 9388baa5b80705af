import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../site/repo-root.ts";
import { defaultViewsDatabaseFile, viewsDatabaseFile } from "./database-file.ts";

const dir = await mkdtemp(path.join(os.tmpdir(), "views-db-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("viewsDatabaseFile", () => {
  it("is the project's .data/views.sqlite unless PORTFOLIO_VIEWS_DB names another", () => {
    expect(defaultViewsDatabaseFile).toBe(path.join(repoRoot, ".data", "views.sqlite"));
    expect(viewsDatabaseFile({})).toBe(defaultViewsDatabaseFile);
    expect(viewsDatabaseFile({ PORTFOLIO_VIEWS_DB: " " })).toBe(defaultViewsDatabaseFile);
    const onDisk = path.join(dir, "disk", "views.sqlite");
    expect(viewsDatabaseFile({ PORTFOLIO_VIEWS_DB: onDisk })).toBe(onDisk);
  });

  it("reads a relative path from the project's folder, wherever the command runs", () => {
    expect(viewsDatabaseFile({ PORTFOLIO_VIEWS_DB: "state/views.sqlite" })).toBe(
      path.join(repoRoot, "state", "views.sqlite"),
    );
  });

  it.each([
    ["an existing folder", () => dir],
    ["a path ending in a slash", () => `${dir}/new/`],
  ])("refuses %s, naming the file to give instead", (_what, value) => {
    expect(() => viewsDatabaseFile({ PORTFOLIO_VIEWS_DB: value() })).toThrow(/PORTFOLIO_VIEWS_DB.*views\.sqlite/);
  });
});
