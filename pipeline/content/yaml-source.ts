import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, Scalar } from "yaml";
import { fieldName, type ContentProblem, type LineOf } from "./problems.ts";

export type YamlSource = { data: unknown; lineOf: LineOf; problems: ContentProblem[] };

export function readYaml(file: string, text: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const problems = document.errors.map((error) => ({
    file,
    line: lineAt(error.pos[0]),
    message: `this is not valid YAML: ${error.message.split("\n")[0] ?? error.code}`,
  }));

  const lineOf: LineOf = (path) => {
    let node: unknown = document.contents;
    let place: ReturnType<LineOf>;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
        if (!pair || !isScalar(pair.key) || !pair.key.range) break;
        const value = pair.value;
        const block = isScalar(value) && (value.type === Scalar.BLOCK_LITERAL || value.type === Scalar.BLOCK_FOLDED);
        // A block scalar's text starts on the line after its `|` or `>`.
        const valueLine = isScalar(value) && value.range ? lineAt(value.range[0]) + (block ? 1 : 0) : undefined;
        place = { line: lineAt(pair.key.range[0]), textStartsAt: valueLine };
        node = value;
      } else if (isSeq(node) && typeof key === "number") {
        const item: unknown = node.items[key];
        const range = isScalar(item) || isMap(item) || isSeq(item) ? item.range : undefined;
        if (!range) break;
        place = { line: lineAt(range[0]), textStartsAt: lineAt(range[0]) };
        node = item;
      } else break;
    }
    return place;
  };

  if (problems.length > 0) return { data: undefined, lineOf, problems };
  const folded = foldedLists(text, document.contents, []).map(({ path, offset, scalar }) => ({
    file,
    line: lineAt(offset),
    field: fieldName(path),
    message:
      scalar.type === Scalar.BLOCK_FOLDED
        ? "this list item would be folded into the line before it: write |- in place of > or >-, so each line stays a line"
        : "this list item would be folded into the line before it: write |- after the field's colon and the text on the lines below it, so each line stays a line",
  }));
  return { data: document.toJS(), lineOf, problems: folded };
}

type FoldedItem = { path: PropertyKey[]; offset: number; scalar: Scalar };

const bullet = /^[-*+]\s/;
const numbered = /^\d+[.)]\s/;
const indentOf = (line: string) => line.length - line.trimStart().length;
const keyOf = (key: unknown): PropertyKey => (isScalar(key) ? String(key.value) : String(key));

// YAML folds `>`, plain and quoted text into one line, list items too; a blank line or deeper indent parts `>`'s alone.
function foldedLists(source: string, node: unknown, path: PropertyKey[]): FoldedItem[] {
  if (isMap(node)) {
    return node.items.flatMap((pair) =>
      isPair(pair) ? foldedLists(source, pair.value, [...path, keyOf(pair.key)]) : [],
    );
  }
  if (isSeq(node)) return node.items.flatMap((item, index) => foldedLists(source, item, [...path, index]));
  if (!isScalar(node) || typeof node.value !== "string" || node.type === Scalar.BLOCK_LITERAL || !node.range) return [];
  const block = node.type === Scalar.BLOCK_FOLDED;
  const lines = source.slice(node.range[0], node.range[1]).split("\n");
  // A folded block's first line is its `>` header; its text keeps the line breaks around more-indented lines.
  const textLines = block ? lines.slice(1) : lines;
  const base = Math.min(...textLines.filter((line) => line.trim() !== "").map(indentOf));
  const keepsBreak = (line: string) => block && indentOf(line) > base;
  let offset = node.range[0] + (lines[0]?.length ?? 0) + 1;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const before = lines[index - 1] ?? "";
    const item = line.trim();
    const isItem = bullet.test(item) || (block && numbered.test(item));
    const joined = before.trim() !== "" && !(block && index === 1) && !keepsBreak(line) && !keepsBreak(before);
    if (isItem && joined) return [{ path, offset: offset + indentOf(line), scalar: node }];
    offset += line.length + 1;
  }
  return [];
}
