import { site } from "../content/public";
import type { InlineProse, Prose } from "../content/prose";

/** A paragraph's words as the page reads them: a link to another site adds that it opens in a new tab. */
export function pageText(nodes: InlineProse): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return node;
      if (node.tag === "br") return "\n";
      const words = pageText(node.children);
      return node.tag === "a" && /^https?:/.test(node.href) ? `${words} ${site.ui.opensInNewTab}` : words;
    })
    .join("");
}

/** The words of each paragraph and list item, as a reader meets them one block at a time. */
export function proseBlocks(prose: Prose): string[] {
  return prose.flatMap((block) => (block.tag === "p" ? [pageText(block.children)] : block.items.flatMap(proseBlocks)));
}
