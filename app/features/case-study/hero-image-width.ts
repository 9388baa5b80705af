/**
 * The width the hero's device mockup is shown at in a window `viewportWidth`
 * wide, following CaseStudyHero's layout: the page column (at most 72rem,
 * padded 1.25rem, 2rem from sm), and from lg the second of two columns, 3fr
 * and 2fr with a 2.5rem gap. Known before layout, so the image can be fetched
 * with the page's code (the hero is usually the page's largest paint).
 */
export function heroImageWidth(viewportWidth: number): number {
  const padding = viewportWidth >= 640 ? 64 : 40;
  const column = Math.min(viewportWidth, 1152) - padding;
  return Math.ceil(viewportWidth >= 1024 ? ((column - 40) * 2) / 5 : column);
}
