// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { Frame, Layout, ScreenSpec } from "./palette.ts";
import { frameSize, marker, renderScreen } from "./render.ts";

const layouts: Layout[] = ["dashboard", "list", "detail", "form", "chart", "onboarding", "testing"];
const appFrames: Frame[] = ["phone", "card", "wide"];

/** Every kind of screen the tool draws: each app frame in each layout, and the two scenes. */
const kinds: ScreenSpec[] = [
  ...appFrames.flatMap((frame) =>
    layouts.map((layout) => ({
      project: "sample",
      file: `sample/${frame}-${layout}.svg`,
      title: `Quarterly “${layout}” & review`,
      brand: "#1f4e8c",
      frame,
      layout,
    })),
  ),
  { project: "sample", file: "sample/hero.svg", title: "Sample App", brand: "#b0005b", frame: "hero" },
  { project: "sample", file: "sample/board.svg", title: "Edge Cases", brand: "#0f766e", frame: "whiteboard" },
];

function parse(svg: string): SVGSVGElement {
  const document = new DOMParser().parseFromString(svg.slice(svg.indexOf("\n") + 1), "image/svg+xml");
  expect(document.querySelector("parsererror")).toBeNull();
  const root = document.documentElement;
  if (!(root instanceof SVGSVGElement)) throw new Error(`the root is <${root.nodeName}>, not <svg>`);
  return root;
}

describe("renderScreen", () => {
  it.each(kinds.map((spec) => [`${spec.frame} ${spec.layout ?? ""}`, spec] as const))(
    "draws a %s screen as a well-formed SVG of its frame's size, labelled with its title",
    (_, spec) => {
      const svg = renderScreen(spec);
      expect(svg.split("\n", 1)[0]).toBe(marker);
      const root = parse(svg);
      const [width, height] = frameSize[spec.frame];
      expect(root.getAttribute("width")).toBe(String(width));
      expect(root.getAttribute("height")).toBe(String(height));
      expect(root.getAttribute("aria-label")).toBe(`Stand-in screen: ${spec.title}`);
      expect(root.querySelectorAll("rect, path, circle, text").length).toBeGreaterThan(10);
      expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
    },
  );

  it("draws the same screen for the same record, and another for another file", () => {
    const [spec] = kinds;
    if (!spec) throw new Error("no kinds of screen");
    expect(renderScreen({ ...spec })).toBe(renderScreen(spec));
    expect(renderScreen({ ...spec, file: "sample/other.svg" })).not.toBe(renderScreen(spec));
  });
});
