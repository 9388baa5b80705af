import { AMBER, AMBER_T, BAR, BAR2, GREEN, GREEN_T, INK, LINE, SUB, type Ctx, type Rect } from "./palette.ts";
import { between } from "./random.ts";
import { bar, button, card, circle, figure, money, pill, rect, sectionHeader, smooth, text, textWidth } from "./svg.ts";
import { barChart, lineChart, listCard, statTile } from "./widgets.ts";

export function dashboard(r: Rect, c: Ctx): string {
  const out: string[] = [];
  const gap = 16;
  let y = r.y;
  const wide = r.w >= 700;
  if (c.frame === "phone" && r.h > 460) {
    out.push(rect(r.x, y, r.w, 156, "url(#gb)", 22, ' filter="url(#sh)"'));
    out.push(bar(r.x + 22, y + 26, 90, 8, "#ffffff80"));
    out.push(text(r.x + 22, y + 76, money(c.rng), 36, "#fff", 700));
    out.push(
      pill(r.x + 22, y + 96, `+${between(c.rng, 2, 18)}.${between(c.rng, 0, 9)}% this month`, "#ffffff2e", "#fff"),
    );
    const spark: [number, number][] = [];
    for (let i = 0; i < 7; i++) spark.push([r.x + r.w - 130 + i * 18, y + 120 - c.rng() * 40 - i * 4]);
    out.push(`<path d="${smooth(spark)}" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`);
    y += 156 + gap + 8;
    const actions = ["Send", "Pay", "Scan", "More"];
    const aw = r.w / actions.length;
    for (const [i, label] of actions.entries()) {
      const cx = r.x + aw * i + aw / 2;
      out.push(circle(cx, y + 26, 26, i === 0 ? c.pal.brand : "#fff", ' filter="url(#sh)"'));
      out.push(rect(cx - 8, y + 18, 16, 16, i === 0 ? "#fff" : c.pal.brand, 5));
      out.push(text(cx, y + 74, label, 12, SUB, 600, "middle"));
    }
    y += 100;
    out.push(sectionHeader(r.x + 2, y + 6, r.w - 4, c));
    return out.join("") + listCard({ x: r.x, y: y + 22, w: r.w, h: r.y + r.h - y - 22 }, c);
  }
  const cols = wide ? 4 : r.w >= 560 ? 3 : 2;
  const tileW = (r.w - gap * (cols - 1)) / cols;
  const tileH = c.frame === "card" ? 92 : 104;
  for (let i = 0; i < cols; i++) out.push(statTile({ x: r.x + i * (tileW + gap), y, w: tileW, h: tileH }, c));
  y += tileH + gap;
  const rest = r.y + r.h - y;
  if (wide) {
    const cw = Math.round((r.w - gap) * 0.64);
    out.push(card(r.x, y, cw, rest), sectionHeader(r.x + 24, y + 36, cw - 48, c));
    out.push(lineChart({ x: r.x + 24, y: y + 70, w: cw - 48, h: rest - 100 }, c, { tooltip: true, compare: true }));
    out.push(listCard({ x: r.x + cw + gap, y, w: r.w - cw - gap, h: rest }, c, 68));
  } else if (c.frame === "card" || rest < 260) {
    out.push(card(r.x, y, r.w, rest));
    out.push(lineChart({ x: r.x + 20, y: y + 24, w: r.w - 40, h: rest - 48 }, c, { tooltip: true }));
  } else {
    const ch = Math.min(190, Math.round(rest * 0.48));
    out.push(card(r.x, y, r.w, ch), sectionHeader(r.x + 18, y + 30, r.w - 36, c));
    out.push(lineChart({ x: r.x + 18, y: y + 52, w: r.w - 36, h: ch - 72 }, c));
    y += ch + gap;
    out.push(listCard({ x: r.x, y, w: r.w, h: r.y + r.h - y }, c));
  }
  return out.join("");
}

export function list(r: Rect, c: Ctx): string {
  const out: string[] = [];
  const wide = r.w >= 700;
  const searchW = wide ? 360 : r.w;
  out.push(rect(r.x, r.y, searchW, 44, "#fff", 22, ` stroke="${LINE}"`));
  out.push(circle(r.x + 24, r.y + 21, 7, "none", ` stroke="${SUB}" stroke-width="2"`));
  out.push(bar(r.x + 44, r.y + 18, 120, 8, BAR2));
  let y = r.y + 60;
  const chips = ["All", "Recent", "Starred", "Shared", "Archived"];
  let x = wide ? r.x + searchW + 16 : r.x;
  const cy = wide ? r.y + 6 : y;
  const active = between(c.rng, 0, 2);
  for (const [i, label] of chips.entries()) {
    const w = textWidth(label, 13, 600) + 28;
    if (x + w > r.x + r.w) break;
    out.push(rect(x, cy, w, 32, i === active ? c.pal.brand : "#fff", 16, i === active ? "" : ` stroke="${LINE}"`));
    out.push(text(x + w / 2, cy + 21, label, 13, i === active ? "#fff" : INK, 600, "middle"));
    x += w + 8;
  }
  if (!wide) y += 48;
  if (!wide) return out.join("") + listCard({ x: r.x, y, w: r.w, h: r.y + r.h - y }, c, r.w < 400 ? 66 : 60);
  const h = r.y + r.h - y;
  out.push(card(r.x, y, r.w, h), rect(r.x, y, r.w, 48, BAR2, 14), rect(r.x, y + 34, r.w, 14, BAR2));
  const colX = [r.x + 56, r.x + r.w * 0.42, r.x + r.w * 0.62, r.x + r.w - 24];
  for (const [i, cx] of colX.entries())
    out.push(i === 3 ? bar(cx - 60, y + 20, 60, 8) : bar(cx, y + 20, 60 + i * 10, 8, BAR));
  const rowH = 60;
  const rows = Math.floor((h - 56) / rowH);
  for (let i = 0; i < rows; i++) {
    const ry = y + 48 + i * rowH;
    const sel = i === 1;
    if (sel) out.push(rect(r.x, ry, r.w, rowH, c.pal.t1));
    out.push(rect(r.x + 20, ry + 21, 18, 18, sel ? c.pal.brand : "#fff", 5, sel ? "" : ` stroke="${BAR}"`));
    out.push(circle((colX[0] ?? 0) + 16, ry + 30, 16, [c.pal.t2, c.pal.t3, c.pal.t1][i % 3] ?? c.pal.t2));
    out.push(bar((colX[0] ?? 0) + 44, ry + 20, 110 + c.rng() * 90, 9, "#c9ced6"));
    out.push(bar((colX[0] ?? 0) + 44, ry + 35, 70 + c.rng() * 50, 7, BAR2));
    const s = i % 4 === 2 ? (["Pending", AMBER_T, AMBER] as const) : (["Active", GREEN_T, GREEN] as const);
    out.push(pill(colX[1] ?? 0, ry + 20, s[0], s[1], s[2]));
    out.push(bar(colX[2] ?? 0, ry + 26, 60 + c.rng() * 60, 8));
    out.push(text(colX[3] ?? 0, ry + 35, figure(c.rng), 14, INK, 600, "end"));
    out.push(rect(r.x, ry + rowH, r.w, 1, LINE));
  }
  return out.join("");
}

export function detail(r: Rect, c: Ctx): string {
  const out: string[] = [];
  const wide = r.w >= 700;
  const left = wide ? { x: r.x, y: r.y, w: 320, h: r.h } : r;
  const bh = c.frame === "card" ? 80 : 130;
  out.push(card(left.x, left.y, left.w, wide ? left.h : bh + 110));
  out.push(rect(left.x, left.y, left.w, bh, "url(#gb)", 14), rect(left.x, left.y + bh - 14, left.w, 14, c.pal.dark));
  out.push(rect(left.x, left.y + bh - 14, left.w, 14, "url(#gb)"));
  out.push(circle(left.x + 56, left.y + bh, 34, "#fff"), circle(left.x + 56, left.y + bh, 28, c.pal.t2));
  out.push(circle(left.x + 56, left.y + bh - 6, 10, c.pal.t4), rect(left.x + 40, left.y + bh + 8, 32, 14, c.pal.t4, 7));
  out.push(bar(left.x + 20, left.y + bh + 50, 150, 12, "#c9ced6"), bar(left.x + 20, left.y + bh + 72, 100, 8, BAR2));
  out.push(pill(left.x + left.w - 90, left.y + bh + 14, "Verified", GREEN_T, GREEN));
  let y = left.y + bh + 110;
  if (wide) {
    for (let i = 0; i < 6; i++) {
      const ry = y + 10 + i * 44;
      out.push(bar(left.x + 20, ry, 70, 8), bar(left.x + left.w - 20 - 90, ry, 90, 8, "#c9ced6"));
    }
    out.push(button(left.x + 20, left.y + left.h - 72, left.w - 40, 48, "Message", c.pal));
  }
  const main = wide
    ? { x: r.x + 344, y: r.y, w: r.w - 344, h: r.h }
    : { x: r.x, y: y + 16, w: r.w, h: r.y + r.h - y - 16 };
  const tabs = ["Summary", "Activity", "Details"];
  let tx = main.x;
  for (const [i, label] of tabs.entries()) {
    const w = textWidth(label, 14, 600) + 24;
    out.push(text(tx + w / 2, main.y + 16, label, 14, i === 0 ? c.pal.brand : SUB, 600, "middle"));
    if (i === 0) out.push(rect(tx, main.y + 26, w, 3, c.pal.brand, 1.5));
    tx += w + 6;
  }
  out.push(rect(main.x, main.y + 29, main.w, 1, LINE));
  y = main.y + 46;
  const kvH = wide ? 220 : Math.max(64, Math.min(200, main.h - 46 - 64));
  if (wide) {
    const half = (main.w - 16) / 2;
    out.push(
      statTile({ x: main.x, y, w: half, h: 104 }, c),
      statTile({ x: main.x + half + 16, y, w: half, h: 104 }, c),
    );
    y += 120;
    out.push(card(main.x, y, main.w, kvH), sectionHeader(main.x + 24, y + 34, main.w - 48, c));
    out.push(barChart({ x: main.x + 24, y: y + 56, w: main.w - 48, h: kvH - 76 }, c, 12));
    y += kvH + 16;
    return out.join("") + listCard({ x: main.x, y, w: main.w, h: main.y + main.h - y }, c, 64);
  }
  if (kvH >= 64 && c.frame !== "card") {
    out.push(card(main.x, y, main.w, kvH));
    const rows = Math.max(1, Math.floor((kvH - 12) / 46));
    for (let i = 0; i < rows; i++) {
      const ry = y + kvH / (rows * 2) - 4 + i * 46;
      out.push(bar(main.x + 18, ry, 80, 8), bar(main.x + main.w - 18 - 100, ry, 100, 8, "#c9ced6"));
      if (i < rows - 1) out.push(rect(main.x + 18, ry + 22, main.w - 36, 1, LINE));
    }
    y += kvH + 16;
  }
  const bw = (main.w - 12) / 2;
  if (main.y + main.h - y >= 48) {
    y = main.y + main.h - 48;
    out.push(button(main.x, y, bw, 48, "Share", c.pal, false), button(main.x + bw + 12, y, bw, 48, "Continue", c.pal));
  }
  return out.join("");
}
