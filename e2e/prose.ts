import { proseText, type Prose } from "../content/prose";

/** The words of each paragraph and list item, as a reader meets them one block at a time. */
export function proseBlocks(prose: Prose): string[] {
  return prose.flatMap((block) => (block.tag === "p" ? [proseText([block])] : block.items.flatMap(proseBlocks)));
}
