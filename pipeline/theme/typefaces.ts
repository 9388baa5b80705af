import { createFontStack, type FontMetrics } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import dmSans from "@capsizecss/metrics/dMSans";
import fraunces from "@capsizecss/metrics/fraunces";
import georgia from "@capsizecss/metrics/georgia";
import ibmPlexSans from "@capsizecss/metrics/iBMPlexSans";
import inter from "@capsizecss/metrics/inter";
import lora from "@capsizecss/metrics/lora";
import notoSerif from "@capsizecss/metrics/notoSerif";
import playfairDisplay from "@capsizecss/metrics/playfairDisplay";
import roboto from "@capsizecss/metrics/roboto";
import spaceGrotesk from "@capsizecss/metrics/spaceGrotesk";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import workSans from "@capsizecss/metrics/workSans";
import type { TypefaceName } from "../../content/schema.ts";

type LocalFont = { metrics: FontMetrics; names: string[] };
const localFonts = {
  sans: {
    generic: ["ui-sans-serif", "system-ui", "sans-serif"],
    fallbacks: [
      { metrics: arial, names: ["Arial", "ArialMT", "Liberation Sans"] },
      { metrics: roboto, names: ["Roboto", "Roboto Regular", "Roboto-Regular"] },
    ],
  },
  serif: {
    generic: ["ui-serif", "serif"],
    fallbacks: [
      { metrics: georgia, names: ["Georgia"] },
      { metrics: timesNewRoman, names: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif"] },
      { metrics: notoSerif, names: ["Noto Serif", "NotoSerif-Regular"] },
    ],
  },
} satisfies Record<string, { generic: string[]; fallbacks: LocalFont[] }>;

export type WebFace = {
  family: string;
  /** The fontsource file, cut at build time to the characters and weights the site uses (pipeline/subset-fonts.ts). */
  source: string;
  output: string;
  weights: readonly [number, number];
  metrics: FontMetrics;
  kind: keyof typeof localFonts;
};

export type TypefacePair = { text: WebFace; display: WebFace };

function face(slug: string, metrics: FontMetrics, role: keyof TypefacePair): WebFace {
  return {
    family: `${metrics.familyName} Variable`,
    source: `@fontsource-variable/${slug}/files/${slug}-latin-wght-normal.woff2`,
    output: `${slug}.woff2`,
    weights: role === "text" ? [400, 600] : [500, 600],
    metrics,
    kind: metrics.category === "serif" ? "serif" : "sans",
  };
}

export const typefacePairs = {
  "inter-fraunces": { text: face("inter", inter, "text"), display: face("fraunces", fraunces, "display") },
  "dm-sans-lora": { text: face("dm-sans", dmSans, "text"), display: face("lora", lora, "display") },
  "dm-sans-playfair": {
    text: face("dm-sans", dmSans, "text"),
    display: face("playfair-display", playfairDisplay, "display"),
  },
  "work-sans-space-grotesk": {
    text: face("work-sans", workSans, "text"),
    display: face("space-grotesk", spaceGrotesk, "display"),
  },
  "plex-sans-space-grotesk": {
    text: face("ibm-plex-sans", ibmPlexSans, "text"),
    display: face("space-grotesk", spaceGrotesk, "display"),
  },
} satisfies Record<TypefaceName, TypefacePair>;

/** Two decimals: a hundredth of a percent of a 100 px heading is a tenth of a pixel. */
const percent = (value: string | number | undefined) => `${Number(parseFloat(String(value ?? 0)).toFixed(2))}%`;

function fallbackFaces({ family, metrics, kind }: WebFace): { name: string; css: string }[] {
  const { fallbacks } = localFonts[kind];
  const stack = createFontStack([metrics, ...fallbacks.map((local) => local.metrics)], {
    fontFaceFormat: "styleObject",
  });
  const base = family.replace(/ Variable$/, "");
  return stack.fontFaces.map(({ "@font-face": rule }, index) => {
    const local = fallbacks[index];
    const name = `${base} Fallback: ${local?.metrics.familyName ?? ""}`;
    const css = [
      "@font-face {",
      `  font-family: "${name}";`,
      `  src: ${(local?.names ?? []).map((one) => `local("${one}")`).join(", ")};`,
      `  size-adjust: ${percent(rule.sizeAdjust)};`,
      `  ascent-override: ${percent(rule.ascentOverride)};`,
      `  descent-override: ${percent(rule.descentOverride)};`,
      `  line-gap-override: ${percent(rule.lineGapOverride)};`,
      "}",
    ].join("\n");
    return { name, css };
  });
}

export function familyStack(face: WebFace): string {
  const names = [face.family, ...fallbackFaces(face).map((fallback) => fallback.name)];
  return [...names.map((name) => `"${name}"`), ...localFonts[face.kind].generic].join(", ");
}

export function typefaceStylesheet(pair: TypefacePair): string {
  const faces = [pair.text, pair.display].flatMap((one) => fallbackFaces(one).map((fallback) => fallback.css));
  const theme = [
    "@theme {",
    `  --font-sans: ${familyStack(pair.text)};`,
    `  --font-display: ${familyStack(pair.display)};`,
    "}",
  ];
  return [...faces, theme.join("\n")].join("\n\n");
}
