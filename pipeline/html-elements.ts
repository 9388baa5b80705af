import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export type HtmlElement = {
  name: string;
  attributes: ReadonlyMap<string, string>;
  text: string;
  start: number;
  end: number;
  startTagEnd: number;
};

export function htmlElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) found.push(described(node));
    const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  // Elements the parser added itself (an implied <head>, say) have no place in the text.
  return found.filter((element) => element.end > element.start);
}

function described(element: Element): HtmlElement {
  const where = element.sourceCodeLocation;
  return {
    name: element.tagName,
    attributes: new Map(element.attrs.map(({ name, value }) => [name, value])),
    text: element.childNodes
      .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
      .join(""),
    start: where?.startOffset ?? 0,
    end: where?.endOffset ?? 0,
    startTagEnd: where?.startTag?.endOffset ?? 0,
  };
}

export type HtmlEdit = { start: number; end: number; text: string };

export function editHtml(html: string, edits: readonly HtmlEdit[]): string {
  let edited = html;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start)) {
    edited = edited.slice(0, start) + text + edited.slice(end);
  }
  return edited;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

/** A start tag written afresh, as React writes one: every attribute quoted. */
export function startTag(name: string, attributes: Iterable<readonly [string, string]>): string {
  return `<${name}${[...attributes].map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")}>`;
}
