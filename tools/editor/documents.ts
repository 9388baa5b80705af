import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { parseDocument, visit } from "yaml";
import { studiesFolder } from "../../pipeline/content/load-content.ts";
import { recipientsFile } from "../../pipeline/content/recipients-file.ts";
import { bodySections, readStudyDocument } from "../../pipeline/content/study-document.ts";
import { optionalGroupPaths } from "./editor-config.ts";
import { recipientsFromForm, recipientsToForm } from "./recipients-form.ts";
import { editYamlText, reprinted } from "./yaml-edit.ts";

// JSON to the editor, the owner's YAML and Markdown on disk: a save changes only what the owner changed (013).

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** featured.yaml is a list; a form is an object, so the editor sees it as `{ cards: [...] }`. */
const listFiles: Record<string, string> = { "content/featured.yaml": "cards" };

export function isStudyDocument(file: string): boolean {
  return file.startsWith(`${studiesFolder}/`) && file.endsWith("/index.md");
}

export class DocumentError extends Error {
  override name = "DocumentError";
}

const addressOf = (file: string) => path.posix.basename(path.posix.dirname(file));

export function toEditor(file: string, text: string): Data {
  return toForm(file, documentData(file, text));
}

function documentData(file: string, text: string): Data {
  if (isStudyDocument(file)) {
    const { data, problems } = readStudyDocument(file, text);
    if (!isRecord(data) || problems.length > 0) {
      throw new DocumentError(problems.map((p) => `${p.file}:${p.line ?? ""} ${p.message}`).join("\n"));
    }
    return { ...data, address: addressOf(file) };
  }
  const document = parseDocument(text);
  if (document.errors.length > 0) throw new DocumentError(`${file} is not valid YAML: ${document.errors[0]?.message}`);
  const data: unknown = document.toJS();
  if (file === recipientsFile) return recipientsToForm(data);
  const listKey = listFiles[file];
  if (listKey) return { [listKey]: data };
  if (!isRecord(data)) throw new DocumentError(`${file} must hold YAML fields`);
  return data;
}

function updateAt(data: unknown, [key, ...rest]: string[], change: (value: unknown) => unknown): void {
  if (key === "[]") {
    if (Array.isArray(data)) for (const item of data) updateAt(item, rest, change);
    return;
  }
  if (!isRecord(data) || key === undefined) return;
  if (rest.length > 0) return updateAt(data[key], rest, change);
  const value = change(data[key]);
  if (value === undefined) Reflect.deleteProperty(data, key);
  else data[key] = value;
}

function toForm(file: string, data: Data): Data {
  const form = structuredClone(data);
  for (const group of optionalGroupPaths(file)) updateAt(form, group, (value) => (value === undefined ? [] : [value]));
  return form;
}

function fromForm(file: string, form: Data): Data {
  const data = structuredClone(form);
  const groups = optionalGroupPaths(file).toSorted((a, b) => b.length - a.length);
  for (const group of groups) updateAt(data, group, (value) => (Array.isArray(value) ? value[0] : value));
  if (!isStudyDocument(file)) return data;
  const { address, ...study } = data;
  if (address !== undefined && address !== addressOf(file)) {
    throw new DocumentError(
      `The study's address stays ${addressOf(file)}: it is its folder's name, which links already sent use. To change it, rename the folder ${path.posix.dirname(file)}/ and reload the editor.`,
    );
  }
  return study;
}

export function fromEditor(file: string, original: string | undefined, form: Data): string {
  const data = fromForm(file, form);
  if (isStudyDocument(file)) return writeStudy(file, original, data);
  const listKey = listFiles[file];
  const value = file === recipientsFile ? recipientsFromForm(data, original) : listKey ? data[listKey] : data;
  if (value === undefined) return original ?? "";
  const before = original === undefined ? undefined : parseDocument(original).toJS();
  return editYamlText(original, clean(value, before) ?? {});
}

/** An empty optional field is no field, and a list or group the file did not have stays out of it. */
export function clean(value: unknown, before: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (Array.isArray(value)) {
    const items = value
      .map((item, index) => clean(item, Array.isArray(before) ? before[index] : undefined))
      .filter((item) => item !== undefined);
    return items.length === 0 && before === undefined ? undefined : items;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, clean(item, isRecord(before) ? before[key] : undefined)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 && before === undefined ? undefined : Object.fromEntries(entries);
  }
  return value;
}

const sectionNames = [...bodySections.keys()];
const headingPattern = /^##\s+(.+?)\s*#*\s*$/;

function getAt(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), data);
}

function deleteAt(data: Data, path: readonly string[]): void {
  const parent = getAt(data, path.slice(0, -1));
  if (isRecord(parent)) Reflect.deleteProperty(parent, path.at(-1) ?? "");
}

function sectionText(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map(
        (item) =>
          `- ${String(item)
            .split("\n")
            .map((line, index) => (index === 0 ? line : `  ${line.trim()}`))
            .join("\n")}`,
      )
      .join("\n");
  }
  return String(value).trimEnd();
}

type Section = { name: string; lines: string[] };

function splitBody(lines: string[]): Section[] {
  const sections: Section[] = [{ name: "", lines: [] }];
  for (const line of lines) {
    const heading = headingPattern.exec(line);
    if (heading) sections.push({ name: (heading[1] ?? "").toLowerCase(), lines: [line] });
    else sections.at(-1)?.lines.push(line);
  }
  return sections;
}

const newStudy = readFileSync(path.join(import.meta.dirname, "new-study.yaml"), "utf8");

/** A new study's front matter, in the samples' order and with their comments; the template's own note left out. */
function newFrontMatter(value: unknown): string {
  const template = parseDocument(newStudy.replace(/^(#.*\n){2}/, ""));
  // The template's empty values are quoted; the owner's are written in the plainest style that reads back.
  visit(template, { Scalar: (_key, node) => void (node.type = undefined) });
  return reprinted(template, value);
}

function writeStudy(file: string, original: string | undefined, data: Data): string {
  const lines = original?.split("\n") ?? [];
  const closing =
    lines[0]?.trim() === "---" ? lines.findIndex((line, index) => index > 0 && line.trim() === "---") : -1;
  if (original !== undefined && closing === -1) throw new DocumentError(`${file} has no front matter to keep`);
  const frontText = original === undefined ? undefined : `${lines.slice(1, closing).join("\n")}\n`;
  const frontBefore: unknown = frontText === undefined ? {} : parseDocument(frontText).toJS();
  const before = original === undefined ? {} : toEditor(file, original);

  // A section the front matter already holds stays there; every other goes under its ## heading.
  const front = structuredClone(data);
  const sections = new Map<string, unknown>();
  for (const [name, { path }] of bodySections) {
    if (getAt(frontBefore, path) !== undefined) continue;
    sections.set(name, clean(getAt(front, path), getAt(before, path)));
    deleteAt(front, path);
  }
  const frontValue = clean(front, frontBefore) ?? {};
  const frontAfter = frontText === undefined ? newFrontMatter(frontValue) : editYamlText(frontText, frontValue);

  const body = splitBody(original === undefined ? [""] : lines.slice(closing + 1));
  const written = new Set<string>();
  const kept = body.flatMap((section): Section[] => {
    const known = bodySections.get(section.name);
    if (!known) return [section];
    written.add(section.name);
    const value = sections.get(section.name);
    if (value === undefined) return [];
    if (isDeepStrictEqual(value, getAt(before, known.path))) return [section];
    const heading = section.lines[0] ?? `## ${known.heading}`;
    return [{ name: section.name, lines: [heading, "", ...sectionText(value).split("\n"), ""] }];
  });
  for (const [name, { heading }] of bodySections) {
    const value = sections.get(name);
    if (value === undefined || written.has(name)) continue;
    const section = { name, lines: [`## ${heading}`, "", ...sectionText(value).split("\n"), ""] };
    // In the order the page shows them: after the last section that comes before it.
    const earlier = sectionNames.slice(0, sectionNames.indexOf(name));
    const at = kept.findLastIndex((other) => earlier.includes(other.name));
    kept.splice(at === -1 ? 1 : at + 1, 0, section);
  }
  const bodyLines = kept.flatMap((section) => section.lines);
  const text = ["---", frontAfter.replace(/\n$/, ""), "---", ...bodyLines].join("\n");
  return text.endsWith("\n") ? text : `${text}\n`;
}
