/** What a stand-in screen is (its frame and layout) and the colours every screen is drawn with. */

export type Frame = "phone" | "card" | "wide" | "hero" | "whiteboard";
export type Layout = "dashboard" | "list" | "detail" | "form" | "chart" | "onboarding" | "testing";
export type Rect = { x: number; y: number; w: number; h: number };
export type Palette = { brand: string; dark: string; t1: string; t2: string; t3: string; t4: string };
export type Ctx = { rng: () => number; pal: Palette; frame: Frame };

export type ScreenSpec = { project: string; file: string; title: string; brand: string; frame: Frame; layout?: Layout };

export const BG = "#f5f6f8";
export const LINE = "#e6e8ec";
export const BAR = "#d9dde3";
export const BAR2 = "#eceef1";
export const INK = "#111827";
export const SUB = "#6b7280";
export const GREEN = "#15803d";
export const GREEN_T = "#dcfce7";
export const RED = "#b91c1c";
export const RED_T = "#fee2e2";
export const AMBER = "#b45309";
export const AMBER_T = "#fef3c7";

function mix(hex: string, other: string, amount: number): string {
  const parse = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const a = parse(hex);
  const b = parse(other);
  return `#${a
    .map((channel, i) => Math.round(channel + ((b[i] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

export function palette(brand: string): Palette {
  return {
    brand,
    dark: mix(brand, "#000000", 0.35),
    t1: mix(brand, "#ffffff", 0.93),
    t2: mix(brand, "#ffffff", 0.82),
    t3: mix(brand, "#ffffff", 0.6),
    t4: mix(brand, "#ffffff", 0.35),
  };
}
