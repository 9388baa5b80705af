import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatProblem } from "../pipeline/content/problems.ts";
import { recipientsFile } from "../pipeline/content/recipients-file.ts";
import { loadContent } from "../pipeline/content/load-content.ts";
import { copyContent, type ContentCopy } from "../test-fixtures/content-copy.ts";
import { checkContent } from "./content-check.ts";

// `npm run check:content` on a copy of the owner's content, with a recipients file of the tests' own.
let copy: ContentCopy;
let first: string;

beforeAll(async () => {
  copy = await copyContent("content-check-");
  [first = ""] = loadContent(copy.root).projectIds;
});
afterAll(() => copy.remove());

async function check(recipients: string, passwords: string | undefined) {
  await writeFile(path.join(copy.root, recipientsFile), recipients);
  vi.stubEnv("PORTFOLIO_PASSWORD", undefined);
  vi.stubEnv("PORTFOLIO_PASSWORDS", passwords);
  const result = await checkContent(copy.root);
  return { ...result, problems: result.valid ? [] : result.problems.map(formatProblem) };
}

const file = ["alice:", "  studies:", "    - no-such-study", "alcie:", "  name: Jane Doe"].join("\n");

describe("npm run check:content on content/recipients.yaml", () => {
  it("names a study that does not exist and, with passwords at hand, a label no line has, as path:line", async () => {
    const { problems } = await check(file, "alice: copper-thistle-orbit-lantern-42");
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/recipients\.yaml:3: alice\.studies\[0\]: no case study has the id "no-such-study"/,
      ),
    ]);
    const fixed = file.replace("no-such-study", first);
    expect((await check(fixed, "alice: copper-thistle-orbit-lantern-42")).problems).toEqual([
      `content/recipients.yaml:4: alcie: no PORTFOLIO_PASSWORDS line is labelled "alcie" (the labels are alice)`,
    ]);
  });

  it("without passwords, checks the studies and says the labels were not checked", async () => {
    const result = await check(file.replace("no-such-study", first), undefined);
    expect(result).toMatchObject({ valid: true, summary: expect.stringContaining("were not checked") });
  });
});
