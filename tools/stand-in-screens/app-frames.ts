import { BAR, BAR2, BG, INK, LINE, SUB, type Ctx, type Layout, type ScreenSpec } from "./palette.ts";
import { between, hash } from "./random.ts";
import { bar, button, circle, icon, n, pill, rect, text, titleText } from "./svg.ts";
import { illustration, layouts, onboarding } from "./task-layouts.ts";

function statusBar(ink: string): string {
  const out = [text(34, 34, "9:41", 16, ink, 600)];
  for (let i = 0; i < 4; i++) out.push(rect(290 + i * 6, 31 - (i + 1) * 3, 4, (i + 1) * 3, ink, 1));
  out.push(
    `<path d="M316 25a10 10 0 0 1 14 0M319 28.5a5.5 5.5 0 0 1 8 0" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>`,
  );
  out.push(circle(323, 32, 1.8, ink));
  out.push(rect(338, 21, 25, 13, "none", 4, ` stroke="${ink}" stroke-opacity=".4"`), rect(340, 23, 18, 9, ink, 2));
  return out.join("");
}

function avatarGlyph(cx: number, cy: number, r: number, fill: string): string {
  return (
    circle(cx, cy - r * 0.22, r * 0.3, fill) +
    `<path d="M${n(cx - r * 0.55)} ${n(cy + r * 0.62)}a${n(r * 0.55)} ${n(r * 0.5)} 0 0 1 ${n(r * 1.1)} 0z" fill="${fill}"/>`
  );
}

function bellGlyph(cx: number, cy: number, ink: string): string {
  return `<path d="M${cx - 6} ${cy + 4}v-5a6 6 0 0 1 12 0v5l2 2h-16zM${cx - 2} ${cy + 8}h4" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linejoin="round"/>`;
}

function tabBar(c: Ctx): string {
  const out = [rect(0, 760, 390, 84, "#fff"), rect(0, 760, 390, 1, LINE)];
  const active = between(c.rng, 0, 1);
  for (let i = 0; i < 5; i++) {
    const cx = 39 + i * 78;
    const on = i === active;
    out.push(rect(cx - 11, 774, 22, 20, on ? c.pal.brand : "#c4c9d1", 6));
    out.push(bar(cx - 14, 801, 28, 5, on ? c.pal.t3 : BAR2));
  }
  return out.join("");
}

export const templates: readonly [Layout, ...Layout[]] = ["dashboard", "list", "detail", "form", "chart", "onboarding"];

export function chooseLayout(spec: ScreenSpec): Layout {
  if (/user[\s-]*test|usability|moderated/i.test(spec.title)) return "testing";
  return spec.layout ?? templates[hash(spec.file) % templates.length] ?? "dashboard";
}

export function phoneBody(title: string, layout: Layout, c: Ctx): string {
  const out = [rect(0, 0, 390, 844, BG)];
  if (layout === "onboarding") {
    out.push(rect(0, 0, 390, 844, "#fff"), statusBar(INK));
    out.push(text(358, 84, "Skip", 15, SUB, 600, "end"));
    out.push(onboarding({ x: 28, y: 120, w: 334, h: 690 }, c, title));
    return out.join("") + rect(128, 830, 134, 5, INK, 2.5);
  }
  const branded = c.rng() > 0.5;
  if (branded) {
    out.push(rect(0, 0, 390, 150, "url(#gb)"), statusBar("#fff"));
    out.push(`<path d="M30 72l-8 8 8 8" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`);
    out.push(circle(354, 80, 16, "#ffffff33"), avatarGlyph(354, 80, 16, "#fff"));
    out.push(titleText(22, 130, title, 346, 28, "#fff"));
  } else {
    out.push(statusBar(INK), circle(38, 80, 18, "#fff", ' filter="url(#sh)"'));
    out.push(`<path d="M41 73l-7 7 7 7" fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>`);
    out.push(circle(308, 80, 18, "#fff", ' filter="url(#sh)"'), bellGlyph(308, 80, INK));
    out.push(circle(352, 80, 18, c.pal.t2), avatarGlyph(352, 80, 18, c.pal.brand));
    out.push(titleText(20, 140, title, 350, 30));
  }
  const withTabs = layout !== "form";
  const top = branded ? 170 : 166;
  const r = { x: 20, y: top, w: 350, h: (withTabs ? 744 : 806) - top };
  out.push(layouts[layout === "testing" ? "dashboard" : layout](r, c));
  if (withTabs) out.push(tabBar(c));
  return out.join("") + rect(128, 830, 134, 5, INK, 2.5);
}

export function cardBody(title: string, layout: Layout, c: Ctx): string {
  const out = [rect(0, 0, 640, 480, BG)];
  if (layout === "onboarding") {
    out.push(rect(0, 0, 640, 480, "#fff"), rect(0, 0, 300, 480, c.pal.t1));
    out.push(illustration(150, 230, 1, c));
    out.push(onboardingText(336, 150, 272, title, c));
    return out.join("");
  }
  out.push(rect(0, 0, 640, 64, "#fff"), rect(0, 64, 640, 1, LINE), icon(20, 16, 32, c.pal, true));
  out.push(titleText(64, 40, title, 440, 20));
  out.push(circle(566, 32, 16, BAR2), bellGlyph(566, 32, SUB), circle(604, 32, 16, c.pal.t2));
  out.push(avatarGlyph(604, 32, 16, c.pal.brand));
  out.push(layouts[layout === "testing" ? "chart" : layout]({ x: 20, y: 84, w: 600, h: 376 }, c));
  return out.join("");
}

function onboardingText(x: number, y: number, w: number, title: string, c: Ctx): string {
  const out = [pill(x, y - 40, "Welcome", c.pal.t1, c.pal.brand, 12)];
  out.push(titleText(x, y + 10, title, w, 30));
  out.push(bar(x, y + 40, w * 0.9, 9), bar(x, y + 60, w * 0.7, 9), bar(x, y + 80, w * 0.8, 9));
  out.push(button(x, y + 120, 150, 48, "Get started", c.pal));
  out.push(text(x + 174, y + 150, "Learn more", 15, c.pal.brand, 600));
  return out.join("");
}

export function wideBody(title: string, layout: Layout, c: Ctx): string {
  const out = [rect(0, 0, 1280, 800, BG)];
  if (layout === "onboarding") {
    out.push(rect(0, 0, 1280, 800, "#fff"), rect(0, 0, 600, 800, "url(#gb)"));
    out.push(circle(300, 400, 220, "#ffffff14"), illustration(300, 400, 1.5, c));
    out.push(icon(680, 64, 36, c.pal, true), bar(728, 78, 90, 10, "#c9ced6"));
    out.push(onboardingText(680, 360, 520, title, c));
    return out.join("");
  }
  out.push(rect(0, 0, 240, 800, "#fff"), rect(240, 0, 1, 800, LINE));
  out.push(icon(24, 24, 36, c.pal, true), bar(72, 38, 96, 10, "#c9ced6"));
  const activeNav = between(c.rng, 0, 3);
  for (let i = 0; i < 7; i++) {
    const y = 104 + i * 48;
    if (i === activeNav) out.push(rect(16, y - 14, 208, 40, c.pal.t1, 10));
    out.push(rect(32, y - 2, 16, 16, i === activeNav ? c.pal.brand : "#c4c9d1", 5));
    out.push(bar(60, y + 2, 70 + ((i * 37) % 50), 8, i === activeNav ? c.pal.t3 : BAR));
  }
  out.push(rect(16, 700, 208, 76, BAR2, 14), circle(52, 738, 18, c.pal.t2));
  out.push(bar(80, 728, 90, 8, "#c9ced6"), bar(80, 744, 60, 6, BAR));
  out.push(rect(241, 0, 1039, 76, "#fff"), rect(241, 76, 1039, 1, LINE));
  out.push(titleText(272, 47, title, 520, 24));
  out.push(rect(830, 20, 220, 36, BG, 18), circle(852, 38, 6, "none", ` stroke="${SUB}" stroke-width="2"`));
  out.push(bar(868, 34, 90, 8, BAR), circle(1076, 38, 18, BAR2), button(1108, 18, 148, 40, "New report", c.pal));
  out.push(layouts[layout === "testing" ? "dashboard" : layout]({ x: 272, y: 104, w: 976, h: 672 }, c));
  return out.join("");
}
