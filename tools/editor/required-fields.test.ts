import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { studiesFolder } from "../../pipeline/content/load-content.ts";
import { repoRoot } from "../../site/repo-root.ts";
import { studyDocument } from "../../test-fixtures/content-copy.ts";
import { fixtureStudy } from "../../test-fixtures/editor-client.ts";
import { toEditor } from "./documents.ts";
import { formFieldAt, formOf } from "./editor-config.ts";
import { missingFields } from "./required-fields.ts";

const ownerFiles = [
  "content/site.yaml",
  "content/landing.yaml",
  "content/featured.yaml",
  "content/access.yaml",
  ...readdirSync(path.join(repoRoot, studiesFolder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => studyDocument(entry.name)),
];
const file = studyDocument("harbour-wallet");
type Form = Record<string, unknown>;
const fixtureForm = () => structuredClone(toEditor(file, fixtureStudy.text)) as Form & { card: Form };
const label = (...path: string[]) => path.map((_, index) => formFieldAt(file, path.slice(0, index + 1)).label);

describe("the form's required fields, checked before a save", () => {
  it.each(ownerFiles)("%s as it is has every required field", (name) => {
    expect(missingFields(formOf(name), toEditor(name, readFileSync(path.join(repoRoot, name), "utf8")))).toEqual([]);
  });

  it("names an empty required field inside a group by the form's labels", () => {
    const form = fixtureForm();
    (form.card.cover as Form).file = "";
    expect(missingFields(formOf(file), form)).toEqual([label("card", "cover", "file").join(" → ")]);
  });

  it("names a list short of its minimum, and a group once added, by its label", () => {
    const form = fixtureForm();
    form.tools = ["Figma"];
    form.heroImage = [{ file: "wallet-home.png", alt: "" }];
    expect(missingFields(formOf(file), form)).toEqual([
      `${label("heroImage", "alt").join(" → ")}`,
      `${label("tools").join(" → ")} (at least 3)`,
    ]);
  });
});
