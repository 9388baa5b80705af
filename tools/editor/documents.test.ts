import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { studyDocumentSchema } from "../../content/schema.ts";
import { studiesFolder } from "../../pipeline/content/load-content.ts";
import { repoRoot } from "../../site/repo-root.ts";
import { readStudyDocument } from "../../pipeline/content/study-document.ts";
import { studyDocument } from "../../test-fixtures/content-copy.ts";
import { DocumentError, fromEditor, toEditor } from "./documents.ts";

// Every owner file must survive an unchanged save; the edits themselves are tried on a study of the tests' own
// (test-fixtures/study-document.md), so they hold whatever the owner's content is.
const ownerFiles = [
  "content/site.yaml",
  "content/landing.yaml",
  "content/featured.yaml",
  "content/access.yaml",
  "content/recipients.yaml",
  ...readdirSync(path.join(repoRoot, studiesFolder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => studyDocument(entry.name)),
];
const readOwn = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

const fixture = readFileSync(path.join(repoRoot, "test-fixtures/study-document.md"), "utf8");
const file = studyDocument("harbour-wallet");

type Form = Record<string, unknown>;
/** What the editor sends back: its form data passed through JSON, as the browser does. */
function throughTheEditor(change: (data: Form) => void = () => {}, name = file, text = fixture): string {
  const data = JSON.parse(JSON.stringify(toEditor(name, text))) as Form;
  change(data);
  return fromEditor(name, text, data);
}

function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const lines = after.split("\n");
  expect(lines).toHaveLength(old.length);
  return lines.filter((line, index) => line !== old[index]);
}
const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("#"));
const wrappedTagline = ["tagline: A wallet members open every day,", "  not once a month."];

describe("documents between the editor and the disk", () => {
  it.each(ownerFiles)("a save without changes writes %s back byte for byte", (name) => {
    expect(throughTheEditor(() => {}, name, readOwn(name))).toBe(readOwn(name));
  });

  it("a save without changes keeps a study written by hand byte for byte", () => {
    expect(throughTheEditor()).toBe(fixture);
  });

  it("a changed field changes its line only: a value wrapped by hand, quotes and comments stay", () => {
    const after = throughTheEditor((data) => {
      data.order = 9;
    });
    expect(changedLines(fixture, after)).toEqual(["order: 9"]);
    expect(after).toContain(wrappedTagline.join("\n"));
    expect(comments(after)).toEqual(comments(fixture));
  });

  it("a changed word in a YAML file changes its line only, and the comments stay", () => {
    const landing =
      "# The first screen.\nhero:\n  # Usually your job title.\n  eyebrow: Design Manager\n  lead: Design\n";
    const after = throughTheEditor(
      (data) => {
        (data.hero as Form).eyebrow = "Edited eyebrow";
      },
      "content/landing.yaml",
      landing,
    );
    expect(changedLines(landing, after)).toEqual(["  eyebrow: Edited eyebrow"]);
    expect(comments(after)).toEqual(comments(landing));
  });

  it("a text of several lines is saved as a literal block (|-), so a list in it stays a list", () => {
    const landing = "about:\n  text: >-\n    One paragraph.\n";
    const text = "One paragraph.\n\n- I build teams\n- I ship";
    const after = throughTheEditor(
      (data) => {
        (data.about as Form).text = text;
      },
      "content/landing.yaml",
      landing,
    );
    expect(after).toBe(
      `about:\n  text: |-\n${text
        .split("\n")
        .map((line) => (line ? `    ${line}` : ""))
        .join("\n")}\n`,
    );
  });

  it("a changed sentence in a study's section rewrites that section only", () => {
    const after = throughTheEditor((data) => {
      data.learned = `${String(data.learned)} A sentence added in the editor.`;
    });
    expect(changedLines(fixture, after)).toEqual([
      expect.stringMatching(/A sentence added in the editor\.$/) as unknown as string,
    ]);
  });

  it("new list items go under the last, and every other line stays", () => {
    const after = throughTheEditor((data) => {
      ((data.card as Form).tags as string[]).push("Savings");
      (data.tools as string[]).push("Linear");
    });
    const added = after.split("\n").filter((line) => !fixture.split("\n").includes(line));
    expect(added).toEqual(["    - Savings", "tools: [Figma, Maze, Jira, Linear]"]);
    expect(after).toContain(wrappedTagline.join("\n"));
  });

  it("empty optional fields from the form are left out, not written as empty values", () => {
    const after = throughTheEditor((data) => {
      data.heroImage = [];
      data.showcase = null;
      (data.challenge as Form).businessChallenge = "";
      (data.card as Form).title = "";
    });
    expect(after).toBe(fixture);
  });

  it("an optional group is a list of none or one in the form, and an added one is written as a group", () => {
    const form = toEditor(file, fixture);
    expect(form.heroImage).toEqual([]);
    const image = { file: "wallet-home.png", alt: "The home screen in a phone" };
    const after = throughTheEditor((data) => {
      data.heroImage = [image];
    });
    expect(readStudyDocument(file, after).data).toMatchObject({ heroImage: image });
    expect(toEditor(file, after).heroImage).toEqual([image]);
  });

  it("a section the owner adds goes under its heading, in the page's order", () => {
    const after = throughTheEditor((data) => {
      (data.challenge as Form).businessChallenge = "Renewals depended on it.";
    });
    const headings = after.split("\n").filter((line) => line.startsWith("## "));
    expect(headings.indexOf("## Business challenge")).toBe(headings.indexOf("## Challenge") + 1);
    const { data } = readStudyDocument(file, after);
    expect(data).toMatchObject({ challenge: { businessChallenge: "Renewals depended on it." } });
  });

  it("the form shows a study's folder as its address, and a save under another address is refused", () => {
    expect(toEditor(file, fixture).address).toBe("harbour-wallet");
    expect(() =>
      throughTheEditor((data) => {
        data.address = "harbour";
      }),
    ).toThrow(DocumentError);
  });

  it("a new study is written with the samples' comments and order, as sections the loader reads back", () => {
    const source = toEditor(file, fixture);
    const created = studyDocument("acme-checkout");
    const text = fromEditor(created, undefined, { ...source, address: "acme-checkout", title: "Acme checkout" });
    const frontMatter = text.slice(0, text.indexOf("\n---\n"));
    expect(frontMatter).toMatch(/^---\n# The folder's name is this study's address/);
    expect(frontMatter).toContain("# Carries white text, so it must be dark enough (4.5:1).\nbrandColor:");
    const keys = frontMatter.split("\n").flatMap((line) => /^(\w+):/.exec(line)?.[1] ?? []);
    expect(keys.slice(0, 7)).toEqual(["order", "title", "company", "role", "date", "tagline", "brandColor"]);
    expect(text).toContain("\n## Overview\n\n");
    expect(text).toContain("\n## What I learned\n\n");
    const { data, problems } = readStudyDocument(created, text);
    expect(problems).toEqual([]);
    expect(studyDocumentSchema.safeParse(data).success).toBe(true);
    expect(toEditor(created, text)).toEqual({ ...source, address: "acme-checkout", title: "Acme checkout" });
  });
});
