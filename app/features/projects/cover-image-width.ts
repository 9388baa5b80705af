/** Mirrors the grid's layout (column, two from md, card padding), so the first cover is fetched before layout. */
export function coverImageWidth(viewportWidth: number): number {
  const padding = viewportWidth >= 640 ? 64 : 40;
  const column = Math.min(viewportWidth, 1152) - padding;
  const card = viewportWidth >= 768 ? (column - 32) / 2 : column;
  return Math.ceil(card - (viewportWidth >= 640 ? 40 : 32));
}
