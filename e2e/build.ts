import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectIds } from "../content/public.ts";
import { runNpm } from "../pipeline/node-commands.ts";
import { testBuildEnv, testRecipientsFile } from "../test-fixtures/recipients.ts";

// A recipients file of the tests' own, so the owner's content/recipients.yaml stays theirs.
const folder = mkdtempSync(path.join(os.tmpdir(), "e2e-recipients-"));
const recipients = path.join(folder, "recipients.yaml");
writeFileSync(recipients, testRecipientsFile(projectIds));
const result = runNpm(["run", "build", "--", "--recipients", recipients], { stdio: "inherit", env: testBuildEnv() });
rmSync(folder, { recursive: true, force: true });
process.exit(result.status ?? 1);
