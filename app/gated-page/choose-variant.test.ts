import { describe, expect, it } from "vitest";
import { chooseVariant } from "./choose-variant";

const variant = (mime: "image/avif" | "image/webp", width: number) => ({
  fileId: `${mime === "image/avif" ? "a" : "b"}${String(width).padStart(31, "0")}`,
  mime,
  width,
});
const image = {
  variants: [320, 640, 960].flatMap((width) => [variant("image/avif", width), variant("image/webp", width)]),
};

describe("chooseVariant", () => {
  it("takes AVIF where the browser decodes it, and WebP where it does not", () => {
    const needs = { slotWidth: 300, devicePixelRatio: 1 };
    expect(chooseVariant(image, { ...needs, avif: true })).toEqual(variant("image/avif", 320));
    expect(chooseVariant(image, { ...needs, avif: false })).toEqual(variant("image/webp", 320));
  });

  it("falls back to WebP for an image sealed without AVIF", () => {
    const webpOnly = { variants: [variant("image/webp", 320), variant("image/webp", 640)] };
    expect(chooseVariant(webpOnly, { avif: true, slotWidth: 300, devicePixelRatio: 1 })).toEqual(
      variant("image/webp", 320),
    );
  });

  it("takes the narrowest variant at least as wide as the slot's device pixels", () => {
    const avif = true;
    expect(chooseVariant(image, { avif, slotWidth: 320, devicePixelRatio: 1 })?.width).toBe(320);
    expect(chooseVariant(image, { avif, slotWidth: 321, devicePixelRatio: 1 })?.width).toBe(640);
    expect(chooseVariant(image, { avif, slotWidth: 350, devicePixelRatio: 2 })?.width).toBe(960);
    expect(chooseVariant(image, { avif, slotWidth: 300, devicePixelRatio: 1.5 })?.width).toBe(640);
  });

  it("counts at most two device pixels per CSS pixel", () => {
    expect(chooseVariant(image, { avif: true, slotWidth: 310, devicePixelRatio: 3 })?.width).toBe(640);
  });

  it("takes the widest variant when the slot needs more, rather than nothing", () => {
    expect(chooseVariant(image, { avif: true, slotWidth: 1086, devicePixelRatio: 2 })).toEqual(
      variant("image/avif", 960),
    );
  });

  it("finds the right variant whatever order the index lists them in", () => {
    const shuffled = { variants: [...image.variants].reverse() };
    expect(chooseVariant(shuffled, { avif: false, slotWidth: 500, devicePixelRatio: 1 })).toEqual(
      variant("image/webp", 640),
    );
  });
});
