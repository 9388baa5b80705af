import { readFileSync } from "node:fs";
import path from "node:path";
import { clampChroma, formatHex, oklch } from "culori";
import { contrastRatio } from "../../content/schema/common.ts";
import type { Theme } from "../../content/schema.ts";
import { repoRoot } from "../../site/repo-root.ts";

// The owner's accent in place of the template's, checked wherever the site shows it: docs/decisions/022-*.

export const stylesheetFile = path.join(repoRoot, "app/styles/app.css");

export type Palette = Readonly<Record<string, string>>;
export type Palettes = { light: Palette; dark: Palette };

/** The template's colours as app.css declares them: its `@theme`, then the dark theme's overrides of it. */
export function templatePalettes(css = readFileSync(stylesheetFile, "utf8")): Palettes {
  const tokens = (text: string): Record<string, string> =>
    Object.fromEntries(
      [...text.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name = "", hex = ""]) => [
        name,
        hex.toLowerCase(),
      ]),
    );
  const [lightPart = "", darkPart = ""] = css.split('html[data-theme="dark"]');
  const light = tokens(lightPart);
  return { light, dark: { ...light, ...tokens(darkPart.slice(0, darkPart.indexOf("}"))) } };
}

/** The tokens the accent sets: `ember` itself, its tint behind icons, and the shade it takes on the dark panels. */
export type AccentTokens = {
  light: { ember: string; "ember-soft": string; "ember-on-ink": string };
  dark: { ember: string; "ember-soft": string };
};

type Use = { what: string; minimum: number; colours: (colour: string, palette: Palette) => [string, string][] };

const onPage: Use = {
  what: "as link text on the page",
  minimum: 4.5,
  colours: (colour, page) => ["paper", "surface", "sand"].map((surface) => [colour, page[surface] ?? ""]),
};
const behindText: Use = {
  what: "behind the white text of buttons and highlights",
  minimum: 4.5,
  colours: (colour, page) => [[page.paper ?? "", colour]],
};
const onPanels: Use = {
  what: "as text on the dark panels",
  minimum: 4.5,
  colours: (colour, page) => ["night", "night-soft"].map((panel) => [colour, page[panel] ?? ""]),
};

type Failure = { what: string; ratio: number; minimum: number };

function failures(colour: string, uses: Use[], palettes: Palette[]): Failure[] {
  return uses.flatMap((use) => {
    const ratios = palettes.flatMap((palette) => use.colours(colour, palette).map(([a, b]) => contrastRatio(a, b)));
    const ratio = Math.min(...ratios);
    return ratio < use.minimum ? [{ what: use.what, ratio, minimum: use.minimum }] : [];
  });
}

/** The colour at another OKLCH lightness, its hue kept and its chroma cut to what sRGB can show. */
function atLightness(colour: string, lightness: number): string {
  const { c = 0, h } = oklch(colour) ?? {};
  return formatHex(clampChroma({ mode: "oklch", l: lightness, c, h }, "oklch"));
}

export function nearestPassingShade(colour: string, passes: (shade: string) => boolean): string | undefined {
  const lightness = oklch(colour)?.l ?? 0;
  for (let step = 0; step <= 1000; step++) {
    for (const l of [lightness - step / 1000, lightness + step / 1000]) {
      if (l < 0 || l > 1) continue;
      const shade = step === 0 ? colour : atLightness(colour, l);
      if (passes(shade)) return shade;
    }
  }
  return undefined;
}

/** A companion keeps its relation to the accent as the template chose it: its lightness, its share of chroma. */
function companion(templateAccent: string, templateCompanion: string, accent: string): string {
  if (accent === templateAccent) return templateCompanion;
  const [from, to, own] = [oklch(templateAccent), oklch(templateCompanion), oklch(accent)];
  const share = from?.c ? (to?.c ?? 0) / from.c : 0;
  return formatHex(clampChroma({ mode: "oklch", l: to?.l ?? 0, c: (own?.c ?? 0) * share, h: own?.h }, "oklch"));
}

const ratioText = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

export type AccentProblem = { field: "accent" | "darkAccent"; message: string };
export type ResolvedAccent = { tokens: AccentTokens; problems: AccentProblem[] };

export function resolveAccent(theme: Pick<Theme, "accent" | "darkAccent">, palettes: Palettes): ResolvedAccent {
  const { light, dark } = palettes;
  const template = {
    light: { ember: light.ember ?? "", soft: light["ember-soft"] ?? "", onInk: light["ember-on-ink"] ?? "" },
    dark: { ember: dark.ember ?? "", soft: dark["ember-soft"] ?? "" },
  };
  const problems: AccentProblem[] = [];
  const check = (field: AccentProblem["field"], colour: string, uses: Use[], page: Palette) => {
    const failed = failures(colour, uses, [page]);
    if (failed.length === 0) return;
    const shade = nearestPassingShade(colour, (candidate) => failures(candidate, uses, [page]).length === 0);
    const found = failed.map(({ what, ratio, minimum }) => `${ratioText(ratio)} ${what}, where it needs ${minimum}:1`);
    problems.push({
      field,
      message: `"${colour}" fails WCAG AA: it reads at ${found.join("; at ")}. The nearest shade of its hue that passes is "${shade}"`,
    });
  };

  const accent = theme.accent.toLowerCase();
  const pageUses = [onPage, behindText];
  check("accent", accent, pageUses, light);
  const given = theme.darkAccent?.toLowerCase();
  if (given) check("darkAccent", given, pageUses, dark);
  const derivedDark = companion(template.light.ember, template.dark.ember, accent);
  const darkAccent =
    given ?? nearestPassingShade(derivedDark, (shade) => failures(shade, pageUses, [dark]).length === 0) ?? "";
  const onInk = companion(template.dark.ember, template.light.onInk, darkAccent);
  return {
    problems,
    tokens: {
      light: {
        ember: accent,
        "ember-soft": companion(template.light.ember, template.light.soft, accent),
        // On the panels that stay dark in both themes.
        "ember-on-ink":
          nearestPassingShade(onInk, (shade) => failures(shade, [onPanels], [light, dark]).length === 0) ?? onInk,
      },
      dark: { ember: darkAccent, "ember-soft": companion(template.dark.ember, template.dark.soft, darkAccent) },
    },
  };
}

/** Tailwind source overriding the template's accent tokens where they differ: none for the template's own. */
export function accentStylesheet({ light, dark }: AccentTokens, palettes: Palettes): string {
  const changed = (tokens: Record<string, string>, template: Palette) =>
    Object.entries(tokens)
      .filter(([name, value]) => template[name] !== value)
      .map(([name, value]) => `--color-${name}: ${value};`);
  const [inTheme, inDark] = [changed(light, palettes.light), changed(dark, palettes.dark)];
  const blocks = [];
  if (inTheme.length > 0) blocks.push(["@theme {", ...inTheme, "}"]);
  // After app.css's own dark rule, so it wins there.
  const darkRule = [
    "@layer base {",
    "  @media screen {",
    '    html[data-theme="dark"] {',
    ...inDark,
    "    }",
    "  }",
    "}",
  ];
  if (inDark.length > 0) blocks.push(darkRule);
  return blocks.map((lines) => lines.join("\n")).join("\n\n");
}
