import { fromMarkdown } from "mdast-util-from-markdown";
import { fieldName, type ContentProblem, type LineOf } from "./problems.ts";
import { readYaml } from "./yaml-source.ts";

// A study is one Markdown file: its card, galleries and figures in YAML front matter, its long prose as ## sections
// (docs/decisions/012-case-studies-as-documents.md). The headings name fields; the page's own headings come from
// content/access.yaml.
export const bodySections = {
  overview: { heading: "Overview", path: ["overview"], list: false },
  role: { heading: "Role", path: ["roleResponsibilities"], list: true },
  challenge: { heading: "Challenge", path: ["challenge", "summary"], list: false },
  "business challenge": { heading: "Business challenge", path: ["challenge", "businessChallenge"], list: false },
  "problems to solve": { heading: "Problems to solve", path: ["challenge", "problemsToSolve"], list: true },
  "pain points": { heading: "Pain points", path: ["challenge", "painPoints"], list: true },
  solution: { heading: "Solution", path: ["solution", "summary"], list: false },
  deliverables: { heading: "Deliverables", path: ["outcomes", "deliverables"], list: true },
  "what i learned": { heading: "What I learned", path: ["learned"], list: false },
} as const;

type SectionName = keyof typeof bodySections;
const sectionNames = Object.keys(bodySections) as SectionName[];
const headingPattern = /^##\s+(.+?)\s*#*\s*$/;
const isSectionName = (name: string): name is SectionName => name in bodySections;

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

/** A list section's items, each as its own Markdown, with the line it starts on. */
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
  let current: { name: SectionName; line: number; body: string[]; bodyLine: number } | undefined;
  const finish = () => {
    if (!current) return;
    const { name, line, body, bodyLine } = current;
    const section = bodySections[name];
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

  const seen = new Set<SectionName>();
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
    const name = (heading[1] ?? "").toLowerCase();
    if (!isSectionName(name)) {
      const known = sectionNames.map((known) => `"## ${bodySections[known].heading}"`).join(", ");
      problems.push({ file, line: lineNumber, message: `unknown section "${line.trim()}": use one of ${known}` });
    } else if (seen.has(name)) {
      problems.push({ file, line: lineNumber, message: `the section "${line.trim()}" appears twice` });
    } else {
      seen.add(name);
      current = { name, line: lineNumber, body: [], bodyLine: lineNumber + 1 };
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
