import { BAR, GREEN, GREEN_T, INK, RED, RED_T, type Ctx, type Palette } from "./palette.ts";
import { between, pick } from "./random.ts";

/** The drawing helpers every screen shares: SVG shapes, text that fits, small figures and controls. */

export const n = (v: number) => String(Math.round(v * 10) / 10);

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  const r = rx ? ` rx="${n(rx)}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r} fill="${fill}"${extra}/>`;
}
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const card = (x: number, y: number, w: number, h: number, rx = 14) =>
  rect(x, y, w, h, "#fff", rx, ' filter="url(#sh)"');
export const bar = (x: number, y: number, w: number, h = 8, fill = BAR) => rect(x, y, w, h, fill, h / 2);

export function text(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  weight = 400,
  anchor?: "middle" | "end",
): string {
  const a = anchor ? ` text-anchor="${anchor}"` : "";
  const w = weight === 400 ? "" : ` font-weight="${weight}"`;
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${w}${a} fill="${fill}">${escapeXml(value)}</text>`;
}

/** Rough advance width of a string in a UI sans-serif, in px. */
export function textWidth(value: string, size: number, weight = 400): number {
  let units = 0;
  for (const ch of value) {
    if (ch === " ") units += 0.28;
    else if ("iljtfI.,:;'!|()[]".includes(ch)) units += 0.3;
    else if ("mwMW@".includes(ch)) units += 0.86;
    else if (/[A-Z]/.test(ch)) units += 0.68;
    else if (/[0-9]/.test(ch)) units += 0.58;
    else units += 0.54;
  }
  // Scaled up so the estimate holds for wider fallback fonts (DejaVu Sans) too.
  return units * size * 1.12 * (weight >= 600 ? 1.08 : 1);
}

/** The title at the largest size (down to `min`) that fits `maxWidth`, ellipsized if it still does not. */
function fit(
  value: string,
  maxWidth: number,
  size: number,
  min: number,
  weight = 700,
): { value: string; size: number } {
  let s = size;
  while (s > min && textWidth(value, s, weight) > maxWidth) s -= 1;
  let v = value;
  while (v.length > 1 && textWidth(v, s, weight) > maxWidth) v = `${v.slice(0, -2).trimEnd()}…`;
  return { value: v, size: s };
}

export function titleText(
  x: number,
  y: number,
  title: string,
  maxWidth: number,
  size: number,
  fill = INK,
  anchor?: "middle",
) {
  const f = fit(title, maxWidth, size, Math.round(size * 0.7));
  return text(x, y, f.value, f.size, fill, 700, anchor);
}

/** A smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: [number, number][]): string {
  const first = points[0];
  if (!first) return "";
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i] ?? first;
    const p0 = points[i - 1] ?? p1;
    const p2 = points[i + 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0] ?? 0)} ${n(c1[1] ?? 0)} ${n(c2[0] ?? 0)} ${n(c2[1] ?? 0)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

export const money = (rng: () => number) => `$${between(rng, 12, 98)}.${between(rng, 1, 9)}k`;
const count = (rng: () => number) => `${between(rng, 1, 9)},${between(rng, 100, 999)}`;
const percent = (rng: () => number) => `${between(rng, 62, 98)}%`;
export const figure = (rng: () => number) => pick(rng, [money, count, percent] as const)(rng);
const sectionNames = ["Overview", "Recent activity", "Performance", "Insights", "This week", "Highlights"] as const;

export function pill(x: number, y: number, label: string, fill: string, ink: string, size = 11): string {
  const w = textWidth(label, size, 600) + 14;
  return rect(x, y, w, size + 9, fill, (size + 9) / 2) + text(x + w / 2, y + size + 2, label, size, ink, 600, "middle");
}

export function delta(rng: () => number, x: number, y: number): string {
  const up = rng() > 0.25;
  const label = `${up ? "+" : "−"}${between(rng, 2, 24)}.${between(rng, 0, 9)}%`;
  return pill(x, y, label, up ? GREEN_T : RED_T, up ? GREEN : RED);
}

export function icon(x: number, y: number, s: number, pal: Palette, filled = false): string {
  return (
    rect(x, y, s, s, filled ? pal.brand : pal.t1, s * 0.3) +
    circle(x + s / 2, y + s / 2, s * 0.2, filled ? "#fff" : pal.brand)
  );
}

export function button(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  pal: Palette,
  primary = true,
): string {
  const body = primary
    ? rect(x, y, w, h, pal.brand, h / 2, ' filter="url(#sh)"')
    : rect(x, y, w, h, "#fff", h / 2, ` stroke="${BAR}"`);
  return body + text(x + w / 2, y + h / 2 + 5, label, 15, primary ? "#fff" : INK, 600, "middle");
}

export function sectionHeader(x: number, y: number, w: number, c: Ctx): string {
  return text(x, y, pick(c.rng, sectionNames), 15, INK, 700) + text(x + w, y, "See all", 13, c.pal.brand, 600, "end");
}
