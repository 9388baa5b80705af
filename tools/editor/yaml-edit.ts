import { isDeepStrictEqual } from "node:util";
import {
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  Pair,
  parseDocument,
  Scalar,
  stringify,
  YAMLMap,
  YAMLSeq,
  type Node,
  type ToStringOptions,
} from "yaml";

// A save splices only the YAML nodes the owner changed into the text: every other byte stays as typed (decision 013).

const lineWidth = 120;
const printOptions: ToStringOptions = { lineWidth, flowCollectionPadding: false };

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Edit = { from: number; to: number; text: string };

export function editYamlText(text: string | undefined, value: unknown): string {
  if (text === undefined) return stringify(value, printOptions);
  const document = parseDocument(text);
  if (isDeepStrictEqual(document.toJS(), value)) return text;
  const edits = editsOf(document, text, document.contents, value);
  if (!edits) return reprinted(document, value);
  return edits
    .toSorted((a, b) => b.from - a.from || b.to - a.to)
    .reduce((result, edit) => result.slice(0, edit.from) + edit.text + result.slice(edit.to), text);
}

/** The whole document printed again, each node keeping its comments and style: for what a splice cannot reach. */
export function reprinted(document: Document, value: unknown): string {
  document.contents = merge(document, document.contents, value) as typeof document.contents;
  return document.toString(printOptions);
}

export function merge(document: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      if (!(String(key) in value)) node.delete(key);
    }
    for (const [key, item] of Object.entries(value)) {
      const existing = node.get(key, true);
      node.set(key, existing === undefined ? document.createNode(item) : merge(document, existing, item));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, index) =>
      index < node.items.length ? merge(document, node.items[index], item) : document.createNode(item),
    ) as typeof node.items;
    return node;
  }
  if (isScalar(node) && (typeof value !== "object" || value === null)) {
    if (node.value === value) return node;
    node.value = value;
    // Markdown's lines stay lines: in folded text (>) a list edited later by hand would fold into one item.
    if (typeof value === "string" && value.includes("\n")) node.type = Scalar.BLOCK_LITERAL;
    return node;
  }
  return document.createNode(value);
}

const lineStart = (text: string, offset: number) => text.lastIndexOf("\n", offset - 1) + 1;
const columnOf = (text: string, offset: number) => offset - lineStart(text, offset);
const isBlock = (node: unknown): node is YAMLMap | YAMLSeq => (isMap(node) || isSeq(node)) && !node.flow;

/** Where a value's text ends: a scalar's line with its comment, a block's last item (comments after it stay). */
function endOf(node: Node): number | undefined {
  return isBlock(node) ? node.range?.[1] : node.range?.[2];
}

/** A copy to print alone; a block's trailing comment lies after the text replaced, where it stays. */
function printable(node: unknown): unknown {
  if (!isBlock(node)) return node;
  const copy = node.clone();
  copy.comment = undefined;
  return copy;
}

function placed(printed: string, column: number): string {
  const pad = " ".repeat(column);
  return printed
    .split("\n")
    .map((line, index) => (index === 0 || line === "" ? line : pad + line))
    .join("\n");
}

/** One key and its value as YAML at `column`, the value's own comments kept, the comments above the key left out. */
function printPair(document: Document, key: unknown, node: unknown, value: unknown, column: number): string {
  const merged = node === undefined ? document.createNode(value) : merge(document, node, value);
  const single = new Document(new YAMLMap());
  const keyNode = isScalar(key) ? key.clone() : document.createNode(key);
  keyNode.commentBefore = undefined;
  keyNode.spaceBefore = false;
  (single.contents as YAMLMap).items.push(new Pair(keyNode, printable(merged)));
  return placed(single.toString({ ...printOptions, lineWidth: Math.max(lineWidth - column, 40) }), column);
}

function printItem(document: Document, node: unknown, value: unknown, column: number): string {
  const merged = node === undefined ? document.createNode(value) : merge(document, node, value);
  const single = new Document(new YAMLSeq());
  (single.contents as YAMLSeq).items.push(printable(merged));
  const printed = single.toString({ ...printOptions, lineWidth: Math.max(lineWidth - column, 40) });
  return placed(printed.replace(/^- /, ""), column - 2);
}

function editsOf(document: Document, text: string, node: unknown, value: unknown): Edit[] | null {
  if (isAlias(node)) return null;
  if (isScalar(node) || !isBlock(node)) {
    const same = isScalar(node) || isMap(node) || isSeq(node) ? isDeepStrictEqual(node.toJS(document), value) : false;
    return same ? [] : null;
  }
  if (isMap(node)) return isRecord(value) ? mapEdits(document, text, node, value) : null;
  return Array.isArray(value) ? seqEdits(document, text, node, value) : null;
}

function mapEdits(document: Document, text: string, node: YAMLMap, value: Data): Edit[] | null {
  const edits: Edit[] = [];
  const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : undefined));
  const spans = node.items.map((pair) => {
    const start = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    const end = isScalar(pair.value) || isMap(pair.value) || isSeq(pair.value) ? endOf(pair.value) : undefined;
    return start === undefined || end === undefined ? undefined : { start, end };
  });
  for (const [index, pair] of node.items.entries()) {
    const key = keys[index];
    const span = spans[index];
    if (key === undefined || !span) return null;
    const column = columnOf(text, span.start);
    if (!(key in value)) {
      // A key that starts a list item's line takes the "- " with it: its parent prints the item again.
      if (text.slice(lineStart(text, span.start), span.start).trim() !== "") return null;
      edits.push({ from: lineStart(text, span.start), to: span.end, text: "" });
      continue;
    }
    const inner = editsOf(document, text, pair.value, value[key]);
    if (inner) edits.push(...inner);
    else
      edits.push({
        from: span.start,
        to: span.end,
        text: printPair(document, pair.key, pair.value, value[key], column),
      });
  }
  // A new key goes after the one the form puts before it, or first; keys added together keep the form's order.
  const first = spans[0];
  if (!first) return null;
  const column = columnOf(text, first.start);
  const pad = " ".repeat(column);
  let at = first.start;
  let added = "";
  const flush = (next: number) => {
    if (added !== "") edits.push({ from: at, to: at, text: at === first.start ? added.slice(column) + pad : added });
    added = "";
    at = next;
  };
  for (const key of Object.keys(value)) {
    const index = keys.indexOf(key);
    const end = spans[index]?.end;
    if (end !== undefined) flush(end);
    else added += pad + printPair(document, key, undefined, value[key], column);
  }
  flush(at);
  return edits;
}

function seqEdits(document: Document, text: string, node: YAMLSeq, value: unknown[]): Edit[] | null {
  if (value.length === 0) return null;
  const edits: Edit[] = [];
  let lastEnd: number | undefined;
  let column: number | undefined;
  for (const [index, item] of node.items.entries()) {
    const start = isScalar(item) || isMap(item) || isSeq(item) ? item.range?.[0] : undefined;
    const end = isScalar(item) || isMap(item) || isSeq(item) ? endOf(item) : undefined;
    if (start === undefined || end === undefined) return null;
    column = columnOf(text, start);
    if (text.slice(start - 2, start) !== "- ") return null;
    lastEnd = end;
    if (index >= value.length) {
      edits.push({ from: lineStart(text, start), to: end, text: "" });
      continue;
    }
    const inner = editsOf(document, text, item, value[index]);
    edits.push(...(inner ?? [{ from: start, to: end, text: printItem(document, item, value[index], column) }]));
  }
  if (lastEnd === undefined || column === undefined) return null;
  const dash = `${" ".repeat(column - 2)}- `;
  const added = value.slice(node.items.length).map((item) => dash + printItem(document, undefined, item, column ?? 2));
  if (added.length > 0) edits.push({ from: lastEnd, to: lastEnd, text: added.join("") });
  return edits;
}
