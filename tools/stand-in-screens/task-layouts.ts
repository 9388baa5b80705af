import { dashboard, detail, list } from "./overview-layouts.ts";
import { BAR, BAR2, GREEN, GREEN_T, INK, LINE, SUB, type Ctx, type Layout, type Rect } from "./palette.ts";
import { between } from "./random.ts";
import {
  bar,
  button,
  card,
  circle,
  delta,
  icon,
  money,
  n,
  rect,
  sectionHeader,
  smooth,
  text,
  textWidth,
  titleText,
} from "./svg.ts";
import { barChart, donut, field, legend, lineChart, toggleRow } from "./widgets.ts";

function form(r: Rect, c: Ctx): string {
  const out: string[] = [];
  const wide = r.w >= 700;
  const steps = 4;
  const done = between(c.rng, 1, 2);
  const fw = wide ? Math.round(r.w * 0.62) : r.w;
  const sw = (fw - 40) / (steps - 1);
  for (let i = 0; i < steps; i++) {
    const cx = r.x + 20 + i * sw;
    if (i < steps - 1) out.push(rect(cx, r.y + 15, sw, 3, i < done ? c.pal.brand : BAR));
  }
  for (let i = 0; i < steps; i++) {
    const cx = r.x + 20 + i * sw;
    out.push(
      circle(cx, r.y + 16, 12, i <= done ? c.pal.brand : "#fff", i <= done ? "" : ` stroke="${BAR}" stroke-width="2"`),
    );
    out.push(text(cx, r.y + 21, i < done ? "✓" : String(i + 1), 12, i <= done ? "#fff" : SUB, 700, "middle"));
  }
  let y = r.y + 52;
  const below = c.frame === "phone" ? 64 : 0;
  const body = wide ? { x: r.x, y, w: fw, h: r.y + r.h - y } : { x: r.x, y, w: r.w, h: r.y + r.h - y - below };
  if (wide || c.frame === "card") out.push(card(body.x, body.y, body.w, body.h));
  const pad = wide || c.frame === "card" ? 24 : 0;
  y = body.y + pad;
  const inner = body.w - pad * 2;
  const focus = between(c.rng, 0, 2);
  let i = 0;
  const reserve = wide ? 80 : c.frame === "card" ? 76 : 40;
  while (y + 72 <= body.y + body.h - reserve) {
    if (wide && y + 72 <= body.y + body.h - 80) {
      const hw = (inner - 16) / 2;
      out.push(field(body.x + pad, y, hw, c, i === focus), field(body.x + pad + hw + 16, y, hw, c, false, i === 1));
    } else out.push(field(body.x + pad, y, inner, c, i === focus, i === 2));
    y += 84;
    i++;
    if (i === 3 && y + 40 <= body.y + body.h - (wide ? 80 : 40)) {
      out.push(toggleRow(body.x + pad, y, inner, true, c));
      y += 48;
    }
  }
  if (wide) {
    out.push(button(body.x + body.w - pad - 160, body.y + body.h - 72, 160, 48, "Continue", c.pal));
    out.push(button(body.x + body.w - pad - 292, body.y + body.h - 72, 120, 48, "Back", c.pal, false));
    const sx = r.x + fw + 24;
    const sWidth = r.w - fw - 24;
    out.push(card(sx, r.y, sWidth, 300), text(sx + 24, r.y + 40, "Summary", 16, INK, 700));
    for (let k = 0; k < 4; k++) {
      out.push(bar(sx + 24, r.y + 74 + k * 40, 80, 8), bar(sx + sWidth - 24 - 70, r.y + 74 + k * 40, 70, 8, "#c9ced6"));
    }
    out.push(rect(sx + 24, r.y + 236, sWidth - 48, 1, LINE));
    out.push(text(sx + sWidth - 24, r.y + 272, money(c.rng), 20, INK, 700, "end"));
    out.push(rect(sx, r.y + 324, sWidth, 120, c.pal.t1, 14), icon(sx + 20, r.y + 344, 36, c.pal, true));
    out.push(bar(sx + 68, r.y + 352, sWidth - 100, 9, c.pal.t3), bar(sx + 68, r.y + 372, sWidth - 140, 7, c.pal.t2));
  } else if (c.frame === "card") {
    out.push(button(body.x + body.w - pad - 140, body.y + body.h - 64, 140, 44, "Continue", c.pal));
  } else {
    out.push(button(r.x, r.y + r.h - 52, r.w, 52, "Continue", c.pal));
  }
  return out.join("");
}

function chart(r: Rect, c: Ctx): string {
  const out: string[] = [];
  const wide = r.w >= 700;
  const segs = ["1D", "1W", "1M", "3M", "1Y"];
  const sw = wide ? 64 : r.w / segs.length;
  const active = between(c.rng, 1, 3);
  out.push(rect(r.x, r.y, sw * segs.length, 40, BAR2, 12));
  for (const [i, label] of segs.entries()) {
    if (i === active) out.push(rect(r.x + i * sw + 3, r.y + 3, sw - 6, 34, "#fff", 10, ' filter="url(#sh)"'));
    out.push(text(r.x + i * sw + sw / 2, r.y + 25, label, 13, i === active ? INK : SUB, 600, "middle"));
  }
  let y = r.y + 56;
  const bigY = wide ? r.y : y;
  const bigX = wide ? r.x + r.w : r.x;
  out.push(bar(bigX - (wide ? 120 : 0), bigY + 4, 120, 8));
  const big = money(c.rng);
  out.push(text(bigX, bigY + 42, big, 30, INK, 700, wide ? "end" : undefined));
  if (!wide) out.push(delta(c.rng, r.x + textWidth(big, 30, 700) + 12, bigY + 22));
  y = wide ? r.y + 64 : y + 60;
  const rest = r.y + r.h - y;
  if (wide) {
    const lw = Math.round(r.w * 0.66);
    const top = Math.round(rest * 0.6);
    out.push(card(r.x, y, lw, top), sectionHeader(r.x + 24, y + 36, lw - 48, c));
    out.push(lineChart({ x: r.x + 24, y: y + 70, w: lw - 48, h: top - 100 }, c, { tooltip: true, compare: true }));
    const dx = r.x + lw + 16;
    const dw = r.w - lw - 16;
    out.push(card(dx, y, dw, top), donut(dx + dw / 2, y + top * 0.42, Math.min(80, dw * 0.24), c));
    out.push(legend(dx + 28, y + top - 80, c));
    const by = y + top + 16;
    const bh = r.y + r.h - by;
    out.push(card(r.x, by, r.w, bh), barChart({ x: r.x + 24, y: by + 20, w: r.w - 48, h: bh - 40 }, c, 24));
    return out.join("");
  }
  const ch = c.frame === "card" ? rest : Math.round(rest * 0.5);
  out.push(card(r.x, y, r.w, ch));
  out.push(lineChart({ x: r.x + 18, y: y + 36, w: r.w - 36, h: ch - 56 }, c, { tooltip: true }));
  if (c.frame === "card") return out.join("");
  y += ch + 16;
  const bh = r.y + r.h - y;
  out.push(card(r.x, y, r.w, bh));
  if (bh > 180) {
    out.push(donut(r.x + 80, y + bh / 2, Math.min(56, bh / 2 - 24), c), legend(r.x + 170, y + bh / 2 - 26, c));
  } else out.push(barChart({ x: r.x + 16, y: y + 16, w: r.w - 32, h: bh - 32 }, c, 10));
  return out.join("");
}

export function illustration(cx: number, cy: number, s: number, c: Ctx): string {
  const out = [circle(cx, cy, 120 * s, c.pal.t1), circle(cx, cy, 86 * s, c.pal.t2)];
  out.push(circle(cx + 100 * s, cy - 90 * s, 16 * s, c.pal.t3), circle(cx - 110 * s, cy + 70 * s, 10 * s, c.pal.t4));
  out.push(card(cx - 80 * s, cy - 60 * s, 160 * s, 110 * s, 16 * s));
  out.push(icon(cx - 62 * s, cy - 44 * s, 32 * s, c.pal, true));
  out.push(bar(cx - 20 * s, cy - 38 * s, 80 * s, 8 * s, "#c9ced6"), bar(cx - 20 * s, cy - 22 * s, 50 * s, 6 * s, BAR2));
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++) pts.push([cx - 60 * s + i * 24 * s, cy + 30 * s - c.rng() * 30 * s - i * 3 * s]);
  out.push(
    `<path d="${smooth(pts)}" fill="none" stroke="${c.pal.brand}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`,
  );
  out.push(card(cx + 30 * s, cy + 34 * s, 90 * s, 44 * s, 12 * s), circle(cx + 52 * s, cy + 56 * s, 10 * s, GREEN_T));
  out.push(`<path d="M${n(cx + 47 * s)} ${n(cy + 56 * s)}l4 4 7-8" fill="none" stroke="${GREEN}" stroke-width="2"/>`);
  out.push(bar(cx + 70 * s, cy + 52 * s, 38 * s, 7 * s, BAR));
  return out.join("");
}

export function onboarding(r: Rect, c: Ctx, title: string): string {
  const out: string[] = [];
  const cx = r.x + r.w / 2;
  const s = Math.min(1.3, r.w / 300, (r.h * 0.5) / 260);
  out.push(illustration(cx, r.y + 130 * s, s, c));
  let y = r.y + 280 * s;
  const lines = r.h > 400 ? 3 : 2;
  out.push(titleText(cx, y + 10, title, r.w - 20, 28, INK, "middle"));
  for (let i = 0; i < lines - 1; i++) {
    const w = r.w * (i === 0 ? 0.78 : 0.56);
    out.push(bar(cx - w / 2, y + 36 + i * 20, w, 9, BAR));
  }
  y += 36 + lines * 20;
  for (let i = 0; i < 3; i++)
    out.push(rect(cx - 30 + i * 22 + (i ? 12 : 0), y, i ? 8 : 20, 8, i ? BAR : c.pal.brand, 4));
  const bw = Math.min(r.w, 320);
  if (r.y + r.h - y > 140) {
    out.push(button(cx - bw / 2, r.y + r.h - 104, bw, 52, "Get started", c.pal));
    out.push(text(cx, r.y + r.h - 26, "I already have an account", 14, c.pal.brand, 600, "middle"));
  } else out.push(button(cx - 80, r.y + r.h - 48, 160, 44, "Get started", c.pal));
  return out.join("");
}

export const layouts: Record<Exclude<Layout, "onboarding" | "testing">, (r: Rect, c: Ctx) => string> = {
  dashboard,
  list,
  detail,
  form,
  chart,
};
