import { describe, expect, it } from "vitest";
import { privateVariantWidths } from "./private-images.ts";

describe("privateVariantWidths", () => {
  it.each([
    ["a 390 px phone-screen SVG, drawn at up to 780 px", { width: 390, height: 844, vector: true }, [320, 640]],
    [
      "a 1280 px desktop-screen SVG, capped at 1440 px",
      { width: 1280, height: 800, vector: true },
      [320, 640, 960, 1440],
    ],
    [
      "a 640 px card SVG, whose 1280 px is a fifth past 960",
      { width: 640, height: 480, vector: true },
      [320, 640, 960, 1280],
    ],
    ["a 1200 px cover bitmap, which 960 nearly covers", { width: 1200, height: 750, vector: false }, [320, 640, 960]],
    [
      "a 900 px bitmap, kept whole beside the steps below it",
      { width: 900, height: 600, vector: false },
      [320, 640, 900],
    ],
    ["a 200 px bitmap, smaller than every step", { width: 200, height: 100, vector: false }, [200]],
  ])("gives %s the steps it fills", (_what, size, widths) => {
    expect(privateVariantWidths(size)).toEqual(widths);
  });
});
