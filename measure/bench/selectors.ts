// Apart from bench-pages.ts, which loads content with top-level await: Lighthouse CI's unlock hook is CommonJS.
// The grid is the only list directly inside /projects' main.
export const gridCardSelector = "main > ul > li h2";
export const overviewTextSelector = "#overview p";
// The hero's placeholder is not an <img>, so this matches once the screen is decrypted.
export const heroImageSelector = "main > header img";
// Mermaid's scratch SVG while rendering sits outside #process.
export const diagramSelector = '#process [role="img"][aria-busy="false"] svg';
