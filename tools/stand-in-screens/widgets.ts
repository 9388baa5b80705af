import { AMBER, AMBER_T, BAR, BAR2, GREEN, GREEN_T, INK, LINE, SUB, type Ctx, type Rect } from "./palette.ts";
import { between, pick } from "./random.ts";
import { bar, card, circle, delta, figure, icon, n, pill, rect, smooth, text, textWidth } from "./svg.ts";

export function lineChart(r: Rect, c: Ctx, opts: { tooltip?: boolean; compare?: boolean } = {}): string {
  const out: string[] = [];
  for (let i = 0; i <= 3; i++) out.push(rect(r.x, r.y + (r.h * i) / 3, r.w, 1, LINE));
  const steps = 8;
  const pts: [number, number][] = [];
  let v = 0.3 + c.rng() * 0.3;
  for (let i = 0; i <= steps; i++) {
    v = Math.min(0.95, Math.max(0.08, v + (c.rng() - 0.4) * 0.3));
    pts.push([r.x + (r.w * i) / steps, r.y + r.h * (1 - v)]);
  }
  const d = smooth(pts);
  if (opts.compare) {
    const alt = pts.map(([x, y], i): [number, number] => [x, Math.min(r.y + r.h, y + 18 + ((i * 37) % 23))]);
    out.push(`<path d="${smooth(alt)}" fill="none" stroke="${BAR}" stroke-width="2.5" stroke-dasharray="6 6"/>`);
  }
  out.push(`<path d="${d}L${n(r.x + r.w)} ${n(r.y + r.h)}L${n(r.x)} ${n(r.y + r.h)}Z" fill="url(#ga)"/>`);
  out.push(`<path d="${d}" fill="none" stroke="${c.pal.brand}" stroke-width="3" stroke-linecap="round"/>`);
  if (opts.tooltip) {
    const p = pts[6] ?? [r.x, r.y];
    out.push(rect(p[0] - 0.5, r.y, 1, r.h, c.pal.t3));
    out.push(circle(p[0], p[1], 6, "#fff", ` stroke="${c.pal.brand}" stroke-width="3"`));
    const label = figure(c.rng);
    const w = textWidth(label, 13, 700) + 20;
    const ty = Math.max(r.y - 12, p[1] - 44);
    out.push(rect(p[0] - w / 2, ty, w, 28, INK, 8) + text(p[0], ty + 19, label, 13, "#fff", 700, "middle"));
  }
  return out.join("");
}

export function barChart(r: Rect, c: Ctx, bars: number): string {
  const out: string[] = [];
  const slot = r.w / bars;
  const bw = Math.min(28, slot * 0.56);
  const hi = between(c.rng, 0, bars - 1);
  for (let i = 0; i < bars; i++) {
    const h = r.h * (0.3 + c.rng() * 0.7);
    out.push(rect(r.x + slot * i + (slot - bw) / 2, r.y + r.h - h, bw, h, i === hi ? c.pal.brand : c.pal.t2, 6));
  }
  return out.join("");
}

export function donut(cx: number, cy: number, r: number, c: Ctx): string {
  const len = 2 * Math.PI * r;
  const a = 0.4 + c.rng() * 0.2;
  const b = 0.15 + c.rng() * 0.15;
  const seg = (from: number, size: number, color: string) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.32)}" stroke-dasharray="${n(len * size - 3)} ${n(len)}" stroke-dashoffset="${n(-len * from)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`;
  return (
    circle(cx, cy, r, "none", ` stroke="${BAR2}" stroke-width="${n(r * 0.32)}"`) +
    seg(0, a, c.pal.brand) +
    seg(a, b, c.pal.t3) +
    seg(a + b, 1 - a - b, c.pal.t2) +
    text(cx, cy + 8, `${Math.round(a * 100)}%`, Math.round(r * 0.42), INK, 700, "middle")
  );
}

export function legend(x: number, y: number, c: Ctx, gap = 26): string {
  return [c.pal.brand, c.pal.t3, c.pal.t2]
    .map((color, i) => circle(x + 5, y + i * gap, 5, color) + bar(x + 18, y + i * gap - 4, 50 + ((i * 23) % 30)))
    .join("");
}

export function listCard(r: Rect, c: Ctx, rowH = 64): string {
  const rows = Math.max(1, Math.floor((r.h - 8) / rowH));
  const out = [card(r.x, r.y, r.w, rows * rowH + 8)];
  const trailing = between(c.rng, 0, 2);
  for (let i = 0; i < rows; i++) {
    const cy = r.y + 4 + rowH * i + rowH / 2;
    const tint = [c.pal.t2, c.pal.t1, c.pal.t3][i % 3] ?? c.pal.t2;
    out.push(i % 2 ? icon(r.x + 16, cy - 18, 36, c.pal) : circle(r.x + 34, cy, 18, tint));
    out.push(
      bar(r.x + 66, cy - 11, 80 + c.rng() * 90, 9, "#c9ced6"),
      bar(r.x + 66, cy + 5, 50 + c.rng() * 70, 7, BAR2),
    );
    if (trailing === 0) out.push(text(r.x + r.w - 16, cy + 5, figure(c.rng), 14, INK, 600, "end"));
    else if (trailing === 1) {
      const s = pick<readonly [string, string, string]>(c.rng, [
        ["Active", GREEN_T, GREEN],
        ["Pending", AMBER_T, AMBER],
        ["Review", c.pal.t1, c.pal.brand],
      ] as const);
      const w = textWidth(s[0], 11, 600) + 14;
      out.push(pill(r.x + r.w - 16 - w, cy - 10, s[0], s[1], s[2]));
    } else {
      const x = r.x + r.w - 24;
      out.push(
        `<path d="M${n(x)} ${n(cy - 6)}l6 6-6 6" fill="none" stroke="#9ca3af" stroke-width="2" stroke-linecap="round"/>`,
      );
    }
    if (i < rows - 1) out.push(rect(r.x + 66, cy + rowH / 2, r.w - 82, 1, LINE));
  }
  return out.join("");
}

export function statTile(r: Rect, c: Ctx): string {
  return (
    card(r.x, r.y, r.w, r.h) +
    icon(r.x + 14, r.y + 14, 28, c.pal) +
    bar(r.x + 50, r.y + 24, Math.min(70, r.w - 64), 8) +
    text(r.x + 14, r.y + r.h - 18, figure(c.rng), r.w > 200 ? 26 : 22, INK, 700) +
    (r.w > 150 ? delta(c.rng, r.x + r.w - 72, r.y + r.h - 36) : "")
  );
}

export function field(x: number, y: number, w: number, c: Ctx, focused = false, select = false): string {
  const out = [bar(x, y, 70 + c.rng() * 40, 8, "#c9ced6")];
  out.push(
    rect(x, y + 16, w, 48, "#fff", 12, focused ? ` stroke="${c.pal.brand}" stroke-width="2"` : ` stroke="${BAR}"`),
  );
  out.push(bar(x + 16, y + 36, 90 + c.rng() * Math.min(120, w - 140), 8, focused ? "#9ca3af" : BAR2));
  if (focused) out.push(rect(x + 16 + 96, y + 30, 2, 20, c.pal.brand));
  if (select)
    out.push(
      `<path d="M${n(x + w - 28)} ${n(y + 37)}l6 6 6-6" fill="none" stroke="${SUB}" stroke-width="2" stroke-linecap="round"/>`,
    );
  return out.join("");
}

export function toggleRow(x: number, y: number, w: number, on: boolean, c: Ctx): string {
  return (
    bar(x, y + 8, 120 + c.rng() * 60, 9, "#c9ced6") +
    rect(x + w - 50, y, 50, 28, on ? c.pal.brand : BAR, 14) +
    circle(on ? x + w - 14 : x + w - 36, y + 14, 11, "#fff")
  );
}
