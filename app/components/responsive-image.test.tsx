// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const image = {
  width: 640,
  height: 800,
  src: "/assets/images/portrait-640-b.webp",
  sources: [
    { type: "image/avif", srcSet: "/assets/images/portrait-320-a.avif 320w, /assets/images/portrait-640-a.avif 640w" },
    { type: "image/webp", srcSet: "/assets/images/portrait-320-b.webp 320w, /assets/images/portrait-640-b.webp 640w" },
  ],
};
const sizes = "(min-width: 768px) 420px, 100vw";

describe("ResponsiveImage", () => {
  it("offers AVIF, then WebP, in every width, with the slot's sizes", () => {
    const { container } = render(<ResponsiveImage image={image} alt="A portrait" sizes={sizes} />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual(image.sources.map((s) => s.srcSet));
    expect(sources.every((source) => source.getAttribute("sizes") === sizes)).toBe(true);
  });

  it("reserves the image's shape and loads it lazily by default", () => {
    render(<ResponsiveImage image={image} alt="A portrait" sizes={sizes} />);
    const img = screen.getByRole("img", { name: "A portrait" });
    expect(img).toHaveAttribute("src", image.src);
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "800");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads the page's largest image at once and first when it has priority", () => {
    render(<ResponsiveImage image={image} alt="A portrait" sizes={sizes} priority />);
    const img = screen.getByRole("img", { name: "A portrait" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
