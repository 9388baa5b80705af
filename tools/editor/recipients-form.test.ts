import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { readRecipientsFile, recipientsFile } from "../../pipeline/content/recipients-file.ts";
import { formatProblem } from "../../pipeline/content/problems.ts";
import { fromEditor, toEditor } from "./documents.ts";
import { editorConfig, type EditorField } from "./editor-config.ts";
import { labelledProblem } from "./labelled-problems.ts";

// content/recipients.yaml in the editor, tried on files of the tests' own; the studies are the tests' own too.
const studies = ["alpha-project", "beta-project", "gamma-project"];
const written = [
  "# Who sees which studies.",
  "alice:",
  "  name: Jane Doe, Acme # her line has no for",
  "  studies: [beta-project]",
  "",
  "# Bob is a recruiter.",
  "bob:",
  "  studies:",
  "    - alpha-project",
  "",
].join("\n");

type Form = { recipients: Record<string, unknown>[] };
/** The file through the editor: its form data passed through JSON, as the browser does, changed, and written. */
function throughTheEditor(text: string, change: (form: Form) => void): string {
  const form = JSON.parse(JSON.stringify(toEditor(recipientsFile, text))) as Form;
  change(form);
  return fromEditor(recipientsFile, text, form);
}

const fieldsOf = (studyIds: string[]) => {
  const [pages] = editorConfig(studyIds).collections;
  const [list] = pages?.files?.find((file) => file.file === recipientsFile)?.fields ?? [];
  return list?.fields ?? [];
};

describe("the recipients form", () => {
  it("lists each recipient's label, name and studies, picked from the studies there are", () => {
    const [label, name, picked] = fieldsOf(studies);
    expect(label).toMatchObject({ name: "label", widget: "string", required: true });
    expect(name).toMatchObject({ name: "name", widget: "string", required: false });
    expect(picked).toMatchObject<Partial<EditorField>>({
      name: "studies",
      widget: "select",
      multiple: true,
      required: false,
      options: studies,
    });
    const labelRule = new RegExp(label?.pattern?.[0] ?? "");
    expect(["acme-recruiting", "Bob_2"].map((text) => labelRule.test(text))).toEqual([true, true]);
    expect(["not a label", "x".repeat(33)].map((text) => labelRule.test(text))).toEqual([false, false]);
  });

  it("shows the file's mapping as a list, in its order", () => {
    expect(toEditor(recipientsFile, written)).toEqual({
      recipients: [
        { label: "alice", name: "Jane Doe, Acme", studies: ["beta-project"] },
        { label: "bob", studies: ["alpha-project"] },
      ],
    });
  });

  it("writes a change to one recipient on their lines alone; the comments stay", () => {
    const after = throughTheEditor(written, ({ recipients: [, bob] }) => {
      if (bob) bob.studies = ["alpha-project", "gamma-project"];
    });
    expect(after.split("\n").filter((line) => !written.split("\n").includes(line))).toEqual(["    - gamma-project"]);
    expect(parseDocument(after).toJS()).toEqual({
      alice: { name: "Jane Doe, Acme", studies: ["beta-project"] },
      bob: { studies: ["alpha-project", "gamma-project"] },
    });
  });

  it("writes a recipient added to a file of comments below them, as the build reads it; empty fields stay out", () => {
    const comments = "# Nobody yet.\n# alice:\n#   studies: [alpha-project]\n";
    const after = throughTheEditor(comments, ({ recipients }) => {
      recipients.push({ label: "carol", name: "", studies: ["gamma-project", "alpha-project"] });
    });
    expect(after.startsWith(comments)).toBe(true);
    expect(parseDocument(after).toJS()).toEqual({ carol: { studies: ["gamma-project", "alpha-project"] } });
    expect(throughTheEditor(comments, () => {})).toBe(comments);
  });

  it("names a problem of the file by the form's labels: the recipient by their label, a study by its place", () => {
    const problem = { file: recipientsFile, line: 4, field: "alice.studies[1]", message: "no case study has the id" };
    expect(labelledProblem(problem)).toBe(
      `Recipients → Recipient alice → Case study 2: no case study has the id (${recipientsFile}, line 4)`,
    );
  });
});

describe("the recipients file the editor writes", () => {
  it("reads back as the build reads it, which names a study that does not exist", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "recipients-form-"));
    try {
      const after = throughTheEditor(written, ({ recipients }) => {
        recipients.push({ label: "dave", name: "Dave", studies: ["delta-project"] });
      });
      await writeFile(path.join(root, "recipients.yaml"), after);
      expect(readRecipientsFile(root, studies, "recipients.yaml").problems.map(formatProblem)).toEqual([
        expect.stringMatching(/^recipients\.yaml:\d+: dave\.studies\[0\]: no case study has the id "delta-project"/),
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
