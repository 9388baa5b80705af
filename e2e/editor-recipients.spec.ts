import { readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { readRecipientsFile, recipientsFile } from "../pipeline/content/recipients-file";
import { loadContent } from "../pipeline/content/load-content";
import { copyContent, type ContentCopy } from "../test-fixtures/content-copy";
import { ensureDecapBundle } from "../tools/editor/decap-bundle";
import { formField, itemName, optional, publish } from "./editor-form";
import { startEditor, type EditorServer } from "../tools/editor/server";
import { expect, test } from "@playwright/test";

// The page-health fixture would count the editor's requests as another origin's: off, as in editor.spec.ts.
const editorPort = Number(process.env.E2E_PORT ?? 4173) + 4;
let copy: ContentCopy;
let editor: EditorServer;

test.beforeAll(async () => {
  copy = await copyContent("editor-recipients-");
  // Fetched once, as `npm run edit` fetches it.
  editor = await startEditor({ root: copy.root, port: editorPort, bundle: ensureDecapBundle(() => {}) });
});

test.afterAll(async () => {
  await editor?.close();
  await copy?.remove();
});

test("an owner gives a recipient two studies, picked in the form, and the file holds them in the build's words", async ({
  page,
}) => {
  const before = readFileSync(path.join(copy.root, recipientsFile), "utf8");
  // The owner's own recipients (at most 16) stay as they are; the new one takes a label none of them has.
  const theirs = (parseDocument(before).toJS() ?? {}) as Record<string, unknown>;
  const label =
    Array.from({ length: 17 }, (_, index) => `recipient-${index + 1}`).find((name) => !(name in theirs)) ?? "";
  const { projectIds } = loadContent(copy.root);
  const picked = [projectIds.at(-1) ?? "", projectIds[0] ?? ""];
  await page.goto(editor.url);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${editor.url}#/collections/pages/entries/recipients`);

  const list = formField(recipientsFile, "recipients");
  await page.getByRole("button", { name: new RegExp(`^Add ${itemName(list)}$`, "i") }).click();
  await page.getByRole("textbox", { name: formField(recipientsFile, "recipients", "label").label }).fill(label);
  const name = optional(formField(recipientsFile, "recipients", "name").label);
  await page.getByRole("textbox", { name, exact: true }).fill("Jane Doe, Acme");
  const studies = page.getByRole("combobox", {
    name: optional(formField(recipientsFile, "recipients", "studies").label),
  });
  for (const id of picked) {
    await studies.click();
    await page.getByRole("option", { name: id, exact: true }).click();
  }
  await publish(page);

  const after = readFileSync(path.join(copy.root, recipientsFile), "utf8");
  expect(after.startsWith(before.trimEnd())).toBe(true);
  expect(parseDocument(after).toJS()).toEqual({ ...theirs, [label]: { name: "Jane Doe, Acme", studies: picked } });
  expect(readRecipientsFile(copy.root, projectIds).problems).toEqual([]);
});
