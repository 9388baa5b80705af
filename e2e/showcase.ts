import type { CaseStudy } from "../content/schema";

/** The titles of every screen of a study's Mobile Showcase, in page order: its gallery, then the leadership rows. */
export function showcaseScreenTitles({ showcase }: CaseStudy): string[] {
  if (!showcase) return [];
  const { gallery, leadership } = showcase;
  return [...gallery.screens, ...leadership.interim, ...leadership.mvp].map((screen) => screen.title);
}

/** Sent as source: scrolls the first blank screen into view, as a reader would, and returns those drawn so far. */
export function drawnShowcaseScreens(): (string | null | undefined)[] {
  const frames = [...document.querySelectorAll("#showcase figure")];
  const isDrawn = (frame: Element) => {
    const image = frame.querySelector("img");
    return image !== null && image.complete && image.naturalWidth > 0;
  };
  frames.find((frame) => !isDrawn(frame))?.scrollIntoView({ block: "center" });
  return frames.filter(isDrawn).map((frame) => frame.querySelector("figcaption button")?.textContent);
}
