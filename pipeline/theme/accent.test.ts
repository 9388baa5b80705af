import { oklch } from "culori";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../content/schema/common.ts";
import { accentStylesheet, resolveAccent, templatePalettes } from "./accent.ts";

const palettes = templatePalettes();
const { light, dark } = palettes;
const pages = (palette: typeof light) => [palette.paper, palette.surface, palette.sand].map(String);

/** Every pair of colours the site shows the accent tokens in, as the check must see them. */
function everyUse(tokens: ReturnType<typeof resolveAccent>["tokens"]): [string, string, string][] {
  return [
    ...pages(light).map((page): [string, string, string] => ["light link", tokens.light.ember, page]),
    ["light button", String(light.paper), tokens.light.ember],
    ...pages(dark).map((page): [string, string, string] => ["dark link", tokens.dark.ember, page]),
    ["dark button", String(dark.paper), tokens.dark.ember],
    ...[light.night, light["night-soft"], dark.night, dark["night-soft"]].map((panel): [string, string, string] => [
      "panel",
      tokens.light["ember-on-ink"],
      String(panel),
    ]),
  ];
}

describe("the accent", () => {
  it("reads the template's light and dark tokens from app.css", () => {
    for (const name of ["paper", "surface", "sand", "night", "night-soft", "ember", "ember-soft", "ember-on-ink"]) {
      expect(light[name], name).toMatch(/^#[0-9a-f]{6}$/);
      expect(dark[name], name).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(dark.paper).not.toBe(light.paper);
    expect(dark.ember).not.toBe(light.ember);
  });

  it("keeps the template's own look for the template's accent: every token as app.css has it, nothing to import", () => {
    const { tokens, problems } = resolveAccent({ accent: String(light.ember) }, palettes);
    expect(problems).toEqual([]);
    expect(tokens).toEqual({
      light: { ember: light.ember, "ember-soft": light["ember-soft"], "ember-on-ink": light["ember-on-ink"] },
      dark: { ember: dark.ember, "ember-soft": dark["ember-soft"] },
    });
    expect(accentStylesheet(tokens, palettes)).toBe("");
    for (const [use, colour, behind] of everyUse(tokens))
      expect(contrastRatio(colour, behind), use).toBeGreaterThan(4.5);
  });

  it("derives, for any accent that passes, a dark accent and a panel shade that pass too, of the same hue", () => {
    for (let hue = 0; hue < 360; hue += 30) {
      const accent = `#${[0, 1, 2]
        .map((channel) =>
          Math.round(60 + 50 * Math.cos(((hue + channel * 120) * Math.PI) / 180))
            .toString(16)
            .padStart(2, "0"),
        )
        .join("")}`;
      const { tokens, problems } = resolveAccent({ accent }, palettes);
      expect(problems, accent).toEqual([]);
      for (const [use, colour, behind] of everyUse(tokens)) {
        expect(contrastRatio(colour, behind), `${accent}: ${use}`).toBeGreaterThanOrEqual(4.5);
      }
      const hueOf = (colour: string) => oklch(colour)?.h ?? 0;
      const apart = Math.abs(hueOf(tokens.dark.ember) - hueOf(accent)) % 360;
      expect(Math.min(apart, 360 - apart), accent).toBeLessThan(10);
    }
  });

  it("overrides only the tokens that differ, the dark ones inside the dark theme's rule", () => {
    const { tokens } = resolveAccent({ accent: "#0f766e" }, palettes);
    const css = accentStylesheet(tokens, palettes);
    expect(css).toContain(`--color-ember: ${tokens.light.ember};`);
    expect(css.slice(css.indexOf('html[data-theme="dark"]'))).toContain(`--color-ember: ${tokens.dark.ember};`);
  });

  it("refuses a colour that fails, with each ratio it reads at and the nearest shade of its hue that passes", () => {
    const { problems } = resolveAccent({ accent: "#f4f1ea", darkAccent: "#0f766e" }, palettes);
    expect(problems.map((problem) => problem.field)).toEqual(["accent", "darkAccent"]);
    for (const { message } of problems) {
      expect(message).toMatch(
        /fails WCAG AA: it reads at \d+(\.\d+)?:1 as link text on the page, where it needs 4\.5:1/,
      );
      const [, shade = ""] = /nearest shade of its hue that passes is "(#[0-9a-f]{6})"/.exec(message) ?? [];
      expect(shade).not.toBe("");
    }
    const [accentShade, darkShade] = problems.map(({ message }) => /"(#[0-9a-f]{6})"$/.exec(message)?.[1] ?? "");
    expect(resolveAccent({ accent: String(accentShade), darkAccent: String(darkShade) }, palettes).problems).toEqual(
      [],
    );
  });
});
