/**
 * The width a card's cover is shown at in a window `viewportWidth` wide,
 * following the grid's layout: the page column (at most 72rem, padded 1.25rem,
 * 2rem from sm), two columns 2rem apart from md, and the card's own padding
 * around the cover (1rem, 1.25rem from sm). Known before layout, so the first
 * cover (the grid's largest paint) can be fetched with the page's code.
 */
export function coverImageWidth(viewportWidth: number): number {
  const padding = viewportWidth >= 640 ? 64 : 40;
  const column = Math.min(viewportWidth, 1152) - padding;
  const card = viewportWidth >= 768 ? (column - 32) / 2 : column;
  return Math.ceil(card - (viewportWidth >= 640 ? 40 : 32));
}
