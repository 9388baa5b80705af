import { fromMarkdown } from "mdast-util-from-markdown";
import type { z } from "zod";
import { studyDocumentSchema } from "../../content/schema.ts";
import { fieldsOfGroup, isList, wordsOf } from "../../content/schema/meta.ts";
import { fieldName, type ContentProblem, type LineOf } from "./problems.ts";
import { readYaml } from "./yaml-source.ts";

// Front matter, then long prose as ## sections named on the schema: docs/decisions/012-case-studies-as-documents.md

export type BodySection = { heading: string; path: string[]; list: boolean };

function sectionsIn(schema: z.ZodType, at: string[] = []): BodySection[] {
  return Object.entries(fieldsOfGroup(schema)).flatMap(([name, field]) => {
    const { section } = wordsOf(field);
    if (section) return [{ heading: section, path: [...at, name], list: isList(field) }];
    return sectionsIn(field, [...at, name]);
  });
}

export const bodySections: ReadonlyMap<string, BodySection> = new Map(
  sectionsIn(studyDocumentSchema).map((section) => [section.heading.toLowerCase(), section]),
);

const headingPattern = /^##\s+(.+?)\s*#*\s*$/;

export type StudySource = { data: unknown; lineOf: LineOf; problems: ContentProblem[] };
type Place = NonNullable<ReturnType<LineOf>>;

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): boolean {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== "object" || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1) ?? "";
  if (node[last] !== undefined) return false;
  node[last] = value;
  return true;
}

function listItems(text: string, firstLine: number): { items: { source: string; line: number }[] } | null {
  const [list, ...rest] = fromMarkdown(text).children;
  if (list?.type !== "list" || rest.length > 0) return null;
  return {
    items: list.children.map((item) => {
      const start = item.children[0]?.position?.start.offset ?? 0;
      const end = item.children.at(-1)?.position?.end.offset ?? start;
      return { source: text.slice(start, end), line: (item.position?.start.line ?? 1) + firstLine - 1 };
    }),
  };
}

export function readStudyDocument(file: string, text: string): StudySource {
  const lines = text.split(/\r?\n/);
  const closing =
    lines[0]?.trim() === "---" ? lines.findIndex((line, index) => index > 0 && line.trim() === "---") : -1;
  if (closing === -1) {
    const message = "must start with front matter: a line ---, the study's YAML fields, and another line ---";
    return { data: undefined, lineOf: () => undefined, problems: [{ file, line: 1, message }] };
  }
  const frontMatter = readYaml(file, lines.slice(1, closing).join("\n"), 2);
  const problems = [...frontMatter.problems];
  const data = (frontMatter.data ?? {}) as Record<string, unknown>;
  if (typeof frontMatter.data !== "object" || frontMatter.data === null) {
    if (problems.length === 0) problems.push({ file, line: 2, message: "the front matter must be YAML fields" });
    return { data: undefined, lineOf: () => undefined, problems };
  }

  const places = new Map<string, Place>();
  let current: { section: BodySection; line: number; body: string[]; bodyLine: number } | undefined;
  const finish = () => {
    if (!current) return;
    const { section, line, body, bodyLine } = current;
    const firstText = body.findIndex((bodyText) => bodyText.trim() !== "");
    const textStartsAt = bodyLine + Math.max(firstText, 0);
    const sectionText = body.slice(Math.max(firstText, 0)).join("\n").trimEnd();
    let value: unknown = sectionText;
    if (section.list && sectionText !== "") {
      const parsed = listItems(sectionText, textStartsAt);
      if (!parsed) {
        problems.push({
          file,
          line,
          field: fieldName(section.path),
          message: 'write this section as a list, one "- " line per item',
        });
        return;
      }
      value = parsed.items.map((item) => item.source);
      parsed.items.forEach((item, index) =>
        places.set(fieldName([...section.path, index]), { line: item.line, textStartsAt: item.line }),
      );
    }
    places.set(fieldName(section.path), { line, textStartsAt });
    if (!setAt(data, section.path, value)) {
      const message = `is written twice: in the front matter and under "## ${lines[line - 1]?.replace(/^##\s+/, "")}"`;
      problems.push({ file, line, field: fieldName(section.path), message });
    }
  };

  const seen = new Set<BodySection>();
  let headingSeen = false;
  lines.slice(closing + 1).forEach((line, index) => {
    const lineNumber = closing + 2 + index;
    const heading = headingPattern.exec(line);
    if (!heading) {
      if (current) current.body.push(line);
      else if (!headingSeen && line.trim() !== "") {
        headingSeen = true;
        problems.push({
          file,
          line: lineNumber,
          message: "text before the first ## section: put it under a ## heading",
        });
      }
      return;
    }
    finish();
    current = undefined;
    headingSeen = true;
    const section = bodySections.get((heading[1] ?? "").toLowerCase());
    if (!section) {
      const known = [...bodySections.values()].map((one) => `"## ${one.heading}"`).join(", ");
      problems.push({ file, line: lineNumber, message: `unknown section "${line.trim()}": use one of ${known}` });
    } else if (seen.has(section)) {
      problems.push({ file, line: lineNumber, message: `the section "${line.trim()}" appears twice` });
    } else {
      seen.add(section);
      current = { section, line: lineNumber, body: [], bodyLine: lineNumber + 1 };
    }
  });
  finish();

  const lineOf: LineOf = (path) => {
    for (let length = path.length; length > 0; length--) {
      const place = places.get(fieldName(path.slice(0, length)));
      if (place) return length === path.length ? place : { line: place.line };
    }
    return frontMatter.lineOf(path);
  };
  return { data, lineOf, problems };
}
