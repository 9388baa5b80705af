import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./repo-root.ts";
import { serverEntryArgs } from "./server-entry.ts";

describe("the server's entry", () => {
  it("is what npm run serve runs, with Node alone", () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.serve).toBe(["node", ...serverEntryArgs].join(" "));
  });
});
