import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LineCounter, parseDocument, type Document } from "yaml";
import { readFileSync } from "node:fs";
import { studiesFolder, studyFolders } from "../pipeline/content/load-content.ts";
import { readStudyDocument } from "../pipeline/content/study-document.ts";
import { repoRoot } from "../site/repo-root.ts";

// Edited through YAML's own tree, not text patterns, so tests hold whatever the owner has written.

export type ContentCopy = { root: string; remove: () => Promise<void> };

export async function copyContent(prefix: string): Promise<ContentCopy> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  for (const folder of ["content", "public"]) {
    await cp(path.join(repoRoot, folder), path.join(root, folder), { recursive: true });
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

export const studyDocument = (id: string) => `${studiesFolder}/${id}/index.md`;

/** The grid order after every study of `root`: owners number their studies as they like, 10, 20, 30 or 1 to 7. */
export function orderAfterAll(root: string): number {
  const orders = studyFolders(root).map((id) => {
    const file = studyDocument(id);
    const { data } = readStudyDocument(file, readFileSync(path.join(root, file), "utf8"));
    return typeof data === "object" && data !== null && "order" in data ? Number(data.order) : 0;
  });
  return Math.max(0, ...orders) + 1;
}

const frontMatterPattern = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

async function readFrontMatter(file: string): Promise<{ frontMatter: string; body: string }> {
  const [, frontMatter = "", body = ""] = frontMatterPattern.exec(await readFile(file, "utf8")) ?? [];
  return { frontMatter, body };
}

/** Edits the YAML front matter of a study's index.md, leaving its ## sections as they are. */
export async function editFrontMatter(file: string, edit: (document: Document) => void): Promise<void> {
  const { frontMatter, body } = await readFrontMatter(file);
  const document = parseDocument(frontMatter);
  edit(document);
  await writeFile(file, `---\n${document.toString({ lineWidth: 120 })}---\n${body}`);
}

export async function editYaml(file: string, edit: (document: Document) => void): Promise<void> {
  const document = parseDocument(await readFile(file, "utf8"));
  edit(document);
  await writeFile(file, document.toString({ lineWidth: 120 }));
}

function lineOfField(text: string, fieldPath: readonly (string | number)[]): number | undefined {
  const lineCounter = new LineCounter();
  const node = parseDocument(text, { lineCounter }).getIn(fieldPath, true);
  const offset = typeof node === "object" && node !== null && "range" in node ? (node.range as number[])[0] : undefined;
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}

/** The 1-based line of a front-matter field in a study's index.md, as an editor shows it. */
export async function frontMatterLine(file: string, fieldPath: readonly (string | number)[]): Promise<number> {
  const line = lineOfField((await readFrontMatter(file)).frontMatter, fieldPath);
  if (line === undefined) throw new Error(`${file} has no field ${fieldPath.join(".")}`);
  // The front matter starts on the line after the opening ---.
  return line + 1;
}

/** The 1-based line of a field's value in a YAML file. */
export async function yamlLine(file: string, fieldPath: readonly (string | number)[]): Promise<number> {
  const line = lineOfField(await readFile(file, "utf8"), fieldPath);
  if (line === undefined) throw new Error(`${file} has no field ${fieldPath.join(".")}`);
  return line;
}
