import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../site/repo-root.ts";
import { sampleFingerprintsFile } from "../pipeline/source-guard.ts";

describe("npm run samples:fingerprint", () => {
  it("refuses without the maintainers' flag, saying why an owner must not run it, and leaves the manifest alone", () => {
    const before = readFileSync(sampleFingerprintsFile);
    const run = spawnSync(process.execPath, ["--import", "tsx", "tools/fingerprint-samples.ts"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("would record your case");
    expect(run.stderr).toContain("git checkout -- pipeline/sample-fingerprints.json");
    expect(run.stderr).toContain("npm run samples:fingerprint -- --i-maintain-the-samples");
    expect(readFileSync(sampleFingerprintsFile)).toEqual(before);
  });
});
