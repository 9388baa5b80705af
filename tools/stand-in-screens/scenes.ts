import { cardBody, phoneBody } from "./app-frames.ts";
import { BAR, BAR2, BG, INK, type Ctx, type ScreenSpec } from "./palette.ts";
import { between, hash, pick } from "./random.ts";
import { bar, card, circle, delta, figure, icon, n, rect, text, textWidth, titleText } from "./svg.ts";
import { barChart } from "./widgets.ts";

function phoneDevice(x: number, y: number, w: number, screen: string): string {
  const s = w / 390;
  const h = 844 * s;
  const b = 10 * s + 4;
  return (
    rect(x - b, y - b, w + b * 2, h + b * 2, "#0f172a", 44 * s + b, ' filter="url(#sd)"') +
    `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 390 844"><g clip-path="url(#pc)">${screen}</g></svg>` +
    rect(x + w / 2 - 56 * s, y + 12 * s, 112 * s, 32 * s, "#0f172a", 16 * s)
  );
}

export function hero(spec: ScreenSpec, c: Ctx): string {
  const out = [rect(0, 0, 1200, 900, "url(#gh)")];
  out.push(
    circle(1040, 140, 260, "#ffffff", ' fill-opacity=".35"'),
    circle(140, 820, 220, c.pal.t3, ' fill-opacity=".35"'),
  );
  out.push(circle(980, 760, 90, c.pal.brand, ' fill-opacity=".12"'));
  const withTablet = (hash(spec.file) & 1) === 1;
  const phoneLayout = pick(c.rng, ["dashboard", "chart", "list"] as const);
  if (withTablet) {
    const tx = 120;
    const ty = 190;
    out.push(rect(tx - 22, ty - 22, 720 + 44, 540 + 44, "#0f172a", 40, ' filter="url(#sd)"'));
    out.push(
      `<svg x="${tx}" y="${ty}" width="720" height="540" viewBox="0 0 640 480"><g clip-path="url(#tc)">${cardBody(spec.title, pick(c.rng, ["dashboard", "chart"] as const), c)}</g></svg>`,
    );
    out.push(phoneDevice(780, 250, 290, phoneBody(spec.title, phoneLayout, c)));
  } else {
    out.push(phoneDevice(450, 110, 310, phoneBody(spec.title, phoneLayout, c)));
    out.push(card(180, 300, 250, 120, 20), icon(204, 324, 40, c.pal, true));
    out.push(bar(258, 332, 120, 10, "#c9ced6"), bar(258, 352, 80, 8, BAR2));
    out.push(text(204, 400, figure(c.rng), 24, INK, 700), delta(c.rng, 340, 382));
    out.push(card(790, 560, 250, 150, 20), text(814, 596, "This week", 14, INK, 700));
    out.push(barChart({ x: 814, y: 612, w: 202, h: 76 }, c, 7));
  }
  return out.join("");
}

export function whiteboard(spec: ScreenSpec, c: Ctx): string {
  const out = [rect(0, 0, 1280, 800, "#e9ebef")];
  out.push(rect(40, 36, 1200, 680, "#fdfdfc", 12, ' stroke="#c3c8d0" stroke-width="10" filter="url(#sd)"'));
  out.push(rect(340, 724, 600, 20, "#c3c8d0", 6));
  for (const [i, color] of [c.pal.brand, "#dc2626", "#15803d"].entries()) {
    out.push(rect(380 + i * 110, 712, 90, 14, color, 7), rect(380 + i * 110, 712, 28, 14, "#f3f4f6", 7));
  }
  const ink = c.pal.dark;
  out.push(titleText(90, 110, spec.title, 720, 38, ink));
  out.push(
    `<path d="M90 126c120-8 260-6 ${n(Math.min(640, textWidth(spec.title, 38, 700)))} -2" fill="none" stroke="${c.pal.brand}" stroke-width="4" stroke-linecap="round"/>`,
  );
  const num = Number(/\d+/.exec(spec.title)?.[0] ?? 32);
  const total = Math.min(40, Math.max(12, num));
  const cols = 8;
  const rows = Math.ceil(total / cols);
  const colors = ["#fde68a", "#fbcfe8", "#bfdbfe", "#bbf7d0", "#fed7aa"];
  const cw = 134;
  const gap = (1100 - cols * cw) / (cols - 1);
  const noteH = Math.min(112, (490 - (rows - 1) * 18) / rows);
  for (let k = 0; k < cols / 2; k++) {
    const x = 90 + k * 2 * (cw + gap);
    out.push(
      rect(x, 152, 2 * cw + gap, 34, "none", 17, ` stroke="${ink}" stroke-width="2.5"`),
      bar(x + 20, 165, 90 + ((k * 41) % 60), 8, ink),
    );
  }
  for (let i = 0; i < total; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const x = 90 + col * (cw + gap);
    const y = 206 + row * (noteH + 18);
    const angle = Math.round((c.rng() - 0.5) * 60) / 10;
    const color = colors[(col >> 1) % colors.length] ?? "#fde68a";
    const lines = between(c.rng, 2, 3);
    let d = "";
    for (let l = 0; l < lines; l++) d += `M${n(x + 14)} ${n(y + 26 + l * 20)}h${n(50 + c.rng() * 60)}`;
    out.push(
      `<g transform="rotate(${angle} ${n(x + cw / 2)} ${n(y + noteH / 2)})">${rect(x, y, cw, noteH, color, 3, ' filter="url(#sh)"')}<path d="${d}" stroke="#1f2937" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/></g>`,
    );
  }
  out.push(`<ellipse cx="1150" cy="94" rx="44" ry="30" fill="none" stroke="#dc2626" stroke-width="3"/>`);
  out.push(text(1150, 105, `${total}`, 30, "#dc2626", 800, "middle"));
  return out.join("");
}

function laptop(title: string, c: Ctx): string {
  // Drawn at the origin: 760 × 500.
  const out = [rect(30, 0, 700, 452, "#1f2937", 20, ' filter="url(#sd)"'), rect(46, 16, 668, 420, "#fff", 6)];
  out.push(rect(0, 452, 760, 22, "#d1d5db", 10), rect(320, 452, 120, 8, "#9ca3af", 4));
  out.push(rect(46, 16, 668, 44, BG, 6), circle(68, 38, 5, "#f87171"), circle(84, 38, 5, "#fbbf24"));
  out.push(circle(100, 38, 5, "#34d399"), titleText(122, 44, title, 300, 16));
  out.push(circle(600, 38, 5, "#dc2626"), text(612, 43, "REC 12:48", 12, "#dc2626", 700));
  out.push(rect(62, 74, 420, 300, "#334155", 12), circle(272, 190, 44, "#94a3b8"));
  out.push(`<path d="M186 374c0-70 40-104 86-104s86 34 86 104z" fill="#94a3b8"/>`);
  out.push(rect(76, 344, 110, 22, "#0f172acc", 11), bar(88, 352, 60, 6, "#e5e7eb"));
  out.push(rect(392, 280, 78, 82, "#475569", 8), circle(431, 310, 14, "#cbd5e1"));
  out.push(text(500, 96, "Tasks", 15, INK, 700));
  for (let i = 0; i < 5; i++) {
    const y = 114 + i * 44;
    const done = i < 3;
    out.push(rect(500, y, 20, 20, done ? c.pal.brand : "#fff", 6, done ? "" : ` stroke="${BAR}" stroke-width="2"`));
    if (done) out.push(`<path d="M505 ${y + 10}l4 4 7-8" fill="none" stroke="#fff" stroke-width="2"/>`);
    out.push(bar(530, y + 6, 90 + ((i * 53) % 70), 8, done ? BAR : "#9ca3af"));
  }
  out.push(rect(500, 340, 196, 34, c.pal.t1, 10), bar(514, 353, 120, 8, c.pal.t3));
  for (let i = 0; i < 3; i++) out.push(circle(232 + i * 40, 404, 14, i === 2 ? "#dc2626" : BAR2));
  return out.join("");
}

function notepad(c: Ctx): string {
  // Drawn at the origin: 300 × 220.
  const out = [rect(0, 0, 300, 220, "#fef3c7", 6, ' filter="url(#sh)"'), rect(0, 0, 300, 26, c.pal.brand, 6)];
  out.push(rect(0, 16, 300, 10, c.pal.brand), rect(36, 26, 1.5, 194, "#fca5a5"));
  let d = "";
  for (let i = 0; i < 6; i++) {
    const y = 54 + i * 26;
    out.push(rect(0, y + 8, 300, 1, "#bfdbfe"));
    d += `M50 ${y}h${n(60 + c.rng() * 170)}`;
  }
  out.push(`<path d="${d}" stroke="#1e3a8a" stroke-opacity=".7" stroke-width="4" stroke-linecap="round"/>`);
  out.push(rect(180, 150, 160, 12, "#111827", 6, ' transform="rotate(-28 260 156)"'));
  return out.join("");
}

export function testingScene(spec: ScreenSpec, w: number, h: number, c: Ctx): string {
  const out = [rect(0, 0, w, h, c.pal.t1), rect(0, h * 0.62, w, h * 0.38, c.pal.t2)];
  const phone = phoneBody(spec.title, pick(c.rng, ["list", "form", "detail"] as const), c);
  if (w >= h) {
    const s = Math.min(w / 1280, h / 800);
    out.push(
      `<g transform="translate(${n((w - 1280 * s) / 2)} ${n((h - 800 * s) / 2)}) scale(${Math.round(s * 100) / 100})">`,
    );
    out.push(`<g transform="translate(90 120)">${laptop(spec.title, c)}</g>`);
    out.push(`<g transform="rotate(5 1010 400)">${phoneDevice(920, 170, 190, phone)}</g>`);
    out.push(`<g transform="translate(830 580) rotate(-4)">${notepad(c)}</g>`);
    out.push(circle(120, 680, 52, "#fff", ' filter="url(#sh)"'), circle(120, 680, 38, "#7c4a2d"));
    out.push("</g>");
  } else {
    out.push(`<g transform="translate(12 150) scale(.48)">${laptop(spec.title, c)}</g>`);
    out.push(`<g transform="rotate(4 110 610)">${phoneDevice(40, 460, 150, phone)}</g>`);
    out.push(`<g transform="translate(206 520) rotate(-5) scale(.55)">${notepad(c)}</g>`);
    out.push(titleText(w / 2, 100, spec.title, w - 40, 28, INK, "middle"));
  }
  return out.join("");
}
