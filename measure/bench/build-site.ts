import { existsSync } from "node:fs";
import path from "node:path";
import { runNpm } from "../../pipeline/node-commands.ts";
import { testBuildEnv } from "../../test-fixtures/recipients.ts";
import { repoRoot } from "../../site/repo-root.ts";
import { clientDir, notFoundFile } from "../../site/build-layout.ts";

export function buildSite(): void {
  const result = runNpm(["run", "build"], { stdio: "inherit", env: testBuildEnv({}, repoRoot) });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export function assertBuildExists(): void {
  // The 404 page and the vault come from the build's last steps: without them the build stopped early.
  if (!existsSync(notFoundFile) || !existsSync(path.join(clientDir, "vault"))) {
    throw new Error("No finished build in build/client: run the bench without --no-build.");
  }
}
