import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatProblem } from "./problems.ts";
import { readRecipientsFile, recipientsFile } from "./recipients-file.ts";

// The file is the owner's; these tests read files of their own, against studies of their own.
const studies = ["alpha-project", "beta-project", "gamma-project"];
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "recipients-file-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function read(text: string) {
  await writeFile(path.join(root, "recipients.yaml"), text);
  const read = readRecipientsFile(root, studies, "recipients.yaml");
  return { entries: read.entries, problems: read.problems.map(formatProblem) };
}

describe("content/recipients.yaml", () => {
  it("gives each label its name and studies, in the grid's order, with the line each stands on", async () => {
    const { entries, problems } = await read(
      [
        "# a comment",
        "alice:",
        "  name: '  Jane   Doe, Acme '",
        "  studies: [gamma-project, alpha-project]",
        "bob: {}",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { label: "alice", line: 2, name: "Jane Doe, Acme", nameLine: 3, studies: ["alpha-project", "gamma-project"] },
      { label: "bob", line: 5 },
    ]);
  });

  it("holding only comments, or nothing, gives no one a list", async () => {
    expect(await read("# nobody yet\n")).toEqual({ entries: [], problems: [] });
    expect(await read("")).toEqual({ entries: [], problems: [] });
  });

  it("names a study that does not exist by its file, line and field, with the studies there are", async () => {
    const { problems } = await read("alice:\n  studies:\n    - alpha-project\n    - delta-project\n");
    expect(problems).toEqual([
      `recipients.yaml:4: alice.studies[1]: no case study has the id "delta-project" (the studies are ${studies.join(", ")})`,
    ]);
  });

  it("refuses an empty list, a study twice, a label no password line could have, a long name and unknown fields", async () => {
    const long = "N".repeat(65);
    const { problems } = await read(
      [
        "alice:\n  studies: []",
        "bob:\n  studies: [alpha-project, alpha-project]",
        "not a label:\n  name: Someone",
        `carol:\n  name: ${long}`,
        "dave:\n  until: 2027-01-01",
      ].join("\n"),
    );
    expect(problems).toEqual([
      "recipients.yaml:2: alice.studies: must name at least one study: leave studies out to share every one",
      "recipients.yaml:4: bob.studies: names a study twice",
      "recipients.yaml:5: not a label: must be a password line's label: 1 to 32 letters, digits, - or _",
      "recipients.yaml:8: carol.name: must be at most 64 characters",
      expect.stringMatching(/^recipients\.yaml:9: dave: Unrecognized key: "until"/),
    ]);
  });

  it("is content/recipients.yaml unless the build is told another", () => {
    expect(recipientsFile).toBe("content/recipients.yaml");
    expect(readRecipientsFile(root, studies, "missing.yaml").problems.map(formatProblem)).toEqual([
      "missing.yaml: is missing: restore it from the repository's history",
    ]);
  });
});
