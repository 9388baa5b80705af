import type { Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { z } from "zod";

// Markdown as written, a small tree once built: no Markdown parser ships, and no content becomes HTML (decision 012).

export type ProseInline =
  | string
  | { tag: "strong" | "em" | "code"; children: ProseInline[] }
  | { tag: "a"; href: string; children: ProseInline[] }
  | { tag: "br" };
export type ProseBlock =
  | { tag: "p"; children: ProseInline[] }
  | { tag: "ul"; items: ProseBlock[][] }
  | { tag: "ol"; start: number; items: ProseBlock[][] };
export type Prose = ProseBlock[];
export type InlineProse = ProseInline[];

export type ProseProblem = { line: number; message: string };

const allowedLink = /^(https?:\/\/|mailto:|\/|#)/;

const unsupported: Partial<Record<Nodes["type"], string>> = {
  html: "raw HTML is not allowed: write Markdown (**bold**, _italic_, [link](https://…), lists)",
  heading: "a heading cannot sit inside this text: use **bold** words, or a new ## section in the body",
  image: "images cannot sit inside text: add them to a gallery's screens",
  imageReference: "images cannot sit inside text: add them to a gallery's screens",
  code: "code blocks are not supported here",
  blockquote: "quotes are not supported here: the testimonial has its own field",
  thematicBreak: "horizontal rules are not supported here",
  table: "tables are not supported here",
  definition: "write links inline, as [text](https://…)",
  linkReference: "write links inline, as [text](https://…)",
  footnoteReference: "footnotes are not supported here",
  footnoteDefinition: "footnotes are not supported here",
};

class Converter {
  readonly problems: ProseProblem[] = [];

  private report(node: Nodes, message: string): void {
    this.problems.push({ line: node.position?.start.line ?? 1, message });
  }

  blocks(nodes: RootContent[]): ProseBlock[] {
    return nodes.flatMap((node): ProseBlock[] => {
      if (node.type === "paragraph") return [{ tag: "p", children: this.inline(node.children) }];
      if (node.type === "list") {
        const items = node.children.map((item) => this.blocks(item.children));
        return [node.ordered ? { tag: "ol", start: node.start ?? 1, items } : { tag: "ul", items }];
      }
      this.report(node, unsupported[node.type] ?? `${node.type} is not supported here`);
      return [];
    });
  }

  private inline(nodes: PhrasingContent[]): ProseInline[] {
    const result: ProseInline[] = [];
    for (const node of nodes) {
      const converted = this.phrase(node);
      const last = result.at(-1);
      // A soft line break is a space, as a browser would render it.
      if (typeof converted === "string" && typeof last === "string") result[result.length - 1] = last + converted;
      else if (converted !== null) result.push(converted);
    }
    return result;
  }

  private phrase(node: PhrasingContent): ProseInline | null {
    switch (node.type) {
      case "text":
        return node.value.replace(/\s*\n\s*/g, " ");
      case "strong":
        return { tag: "strong", children: this.inline(node.children) };
      case "emphasis":
        return { tag: "em", children: this.inline(node.children) };
      case "inlineCode":
        return { tag: "code", children: [node.value] };
      case "break":
        return { tag: "br" };
      case "link":
        if (!allowedLink.test(node.url)) {
          this.report(node, `the link "${node.url}" must start with https://, mailto:, / or #`);
          return null;
        }
        return { tag: "a", href: node.url, children: this.inline(node.children) };
      default:
        this.report(node, unsupported[node.type] ?? `${node.type} is not supported here`);
        return null;
    }
  }
}

export function markdownToProse(source: string): { prose: Prose; problems: ProseProblem[] } {
  const converter = new Converter();
  const prose = converter.blocks(fromMarkdown(source).children);
  return { prose, problems: converter.problems };
}

export function markdownToInlineProse(source: string): { prose: InlineProse; problems: ProseProblem[] } {
  const { prose, problems } = markdownToProse(source);
  const [first] = prose;
  if (problems.length > 0) return { prose: [], problems };
  if (prose.length !== 1 || first?.tag !== "p") {
    return { prose: [], problems: [{ line: 1, message: "must be one paragraph: no lists or blank lines here" }] };
  }
  return { prose: first.children, problems };
}

function inlineText(nodes: InlineProse): string {
  return nodes
    .map((node) => (typeof node === "string" ? node : node.tag === "br" ? "\n" : inlineText(node.children)))
    .join("");
}

function blockText(block: ProseBlock): string {
  if (block.tag === "p") return inlineText(block.children);
  return block.items.map((item) => item.map(blockText).join("\n")).join("\n");
}

function isBlocks(prose: Prose | InlineProse): prose is Prose {
  return prose.some((node) => typeof node !== "string" && ["p", "ul", "ol"].includes(node.tag));
}

export function proseText(prose: Prose | InlineProse): string {
  return isBlocks(prose) ? prose.map(blockText).join("\n\n") : inlineText(prose);
}

// Written: Markdown, checked and turned into the tree. Sealed: the tree, as the build checks it before encryption.
const markdown = z.string().trim().min(1, "must not be empty");

function withProblems<Value>(
  result: { prose: Value; problems: ProseProblem[] },
  context: z.RefinementCtx,
): Value | typeof z.NEVER {
  for (const problem of result.problems) {
    context.addIssue({ code: "custom", message: problem.message, params: { line: problem.line } });
  }
  return result.problems.length > 0 ? z.NEVER : result.prose;
}

export const proseMarkdown = (text: z.ZodString = markdown) =>
  text.transform((source, context) => withProblems(markdownToProse(source), context));
export const inlineProseMarkdown = markdown.transform((source, context) =>
  withProblems(markdownToInlineProse(source), context),
);

const inlineTree: z.ZodType<ProseInline> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ tag: z.enum(["strong", "em", "code"]), children: z.array(inlineTree) }),
    z.object({ tag: z.literal("a"), href: z.string().regex(allowedLink), children: z.array(inlineTree) }),
    z.object({ tag: z.literal("br") }),
  ]),
);
const blockTree: z.ZodType<ProseBlock> = z.lazy(() =>
  z.union([
    z.object({ tag: z.literal("p"), children: z.array(inlineTree) }),
    z.object({ tag: z.literal("ul"), items: z.array(z.array(blockTree)) }),
    z.object({ tag: z.literal("ol"), start: z.number().int(), items: z.array(z.array(blockTree)) }),
  ]),
);
export const proseTree = z.array(blockTree).min(1);
export const inlineProseTree = z.array(inlineTree).min(1);
