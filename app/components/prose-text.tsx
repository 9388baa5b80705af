import type { ReactNode } from "react";
import { site } from "@content/public";
import { cn } from "~/lib/cn";
import { TextLink } from "./text-link";
import type { InlineProse, Prose, ProseBlock, ProseInline } from "@content/schema";

// The owner's Markdown, rendered by the build into a small tree (content/prose.ts): only these elements can come out.

function Phrase({ node, links }: { node: ProseInline; links: boolean }): ReactNode {
  if (typeof node === "string") return node;
  const children = phrases(node.tag === "br" ? [] : node.children, links);
  switch (node.tag) {
    case "br":
      return <br />;
    case "strong":
      return <strong className="font-semibold text-ink">{children}</strong>;
    case "em":
      return <em>{children}</em>;
    case "code":
      return <code className="rounded bg-sand px-1 font-mono text-[0.9em]">{children}</code>;
    case "a":
      return links ? (
        <TextLink
          href={node.href}
          newTabLabel={site.ui.opensInNewTab}
          className="font-medium text-ink underline decoration-ember/60 underline-offset-4 hover:decoration-ember focus-visible:decoration-ember"
        >
          {children}
        </TextLink>
      ) : (
        children
      );
  }
}

function phrases(nodes: readonly ProseInline[], links = true): ReactNode {
  return nodes.map((node, index) => <Phrase key={index} node={node} links={links} />);
}

function Block({ block }: { block: ProseBlock }): ReactNode {
  if (block.tag === "p") return <p>{phrases(block.children)}</p>;
  const items = block.items.map((item, index) => (
    // A tight item is one paragraph: its words sit in the <li> itself.
    <li key={index}>{item.length === 1 && item[0]?.tag === "p" ? phrases(item[0].children) : blocks(item)}</li>
  ));
  return block.tag === "ul" ? (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-brand">{items}</ul>
  ) : (
    <ol start={block.start} className="list-decimal space-y-1.5 pl-5 marker:text-brand">
      {items}
    </ol>
  );
}

function blocks(value: readonly ProseBlock[]): ReactNode {
  return value.map((block, index) => <Block key={index} block={block} />);
}

export function ProseText({ value, className }: { value: Prose; className?: string }) {
  return <div className={cn("space-y-4", className)}>{blocks(value)}</div>;
}

/** One paragraph's words; `links={false}` keeps a link's words but not the link, which a button may not contain. */
export function InlineProseText({ value, links = true }: { value: InlineProse; links?: boolean }) {
  return phrases(value, links);
}
