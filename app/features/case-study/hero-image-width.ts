/** Mirrors CaseStudyHero's layout (column, padding, 3fr/2fr from lg), so the largest paint is fetched before layout. */
export function heroImageWidth(viewportWidth: number): number {
  const padding = viewportWidth >= 640 ? 64 : 40;
  const column = Math.min(viewportWidth, 1152) - padding;
  return Math.ceil(viewportWidth >= 1024 ? ((column - 40) * 2) / 5 : column);
}
