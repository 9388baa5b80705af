import { readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { typefaceNames } from "../../content/schema/theme.ts";
import { stylesheetFile, templatePalettes } from "./accent.ts";
import { themeStylesheets, withTheme, type ThemeStylesheets } from "./theme-plugin.ts";

// The template's theme, whatever the owner's content/theme.yaml says: app.css's accent and the first pair.
const template = { accent: templatePalettes().light.ember ?? "", typeface: typefaceNames[0] };
const names = ["typeface.css", "accent.css"] as const satisfies (keyof ThemeStylesheets)[];
const appCss = readFileSync(stylesheetFile, "utf8");
const importOf = (name: string) => `@import "./${name}";`;

describe("the theme's stylesheets", () => {
  it("are committed beside app.css for the template's theme, as the generator makes them and npm run format lays them out", async () => {
    const made = themeStylesheets(template);
    for (const name of names) {
      const file = path.join(path.dirname(stylesheetFile), name);
      const committed = readFileSync(file, "utf8").replace(/^\/\*[\s\S]*?\*\/\n\n?/, "");
      const formatted = await format(made[name], { ...(await resolveConfig(file)), filepath: file });
      expect(committed, `${name}: change the generator in pipeline/theme/, then this file to match`).toBe(formatted);
    }
  });

  it("take the place of app.css's imports of the template's, the accent's after the template's tokens in both themes", () => {
    const typeface = typefaceNames.findLast((name) => name !== template.typeface) ?? template.typeface;
    const own = themeStylesheets({ accent: "#0f766e", typeface });
    const css = withTheme(appCss, own);
    for (const name of names) {
      expect(css).not.toContain(importOf(name));
      expect(css, name).toContain(own[name]);
    }
    expect(own["accent.css"]).toContain("--color-ember: #0f766e;");
    const { light, dark } = templatePalettes();
    for (const ember of [light.ember, dark.ember]) {
      expect(css.indexOf(own["accent.css"])).toBeGreaterThan(css.lastIndexOf(`--color-ember: ${ember};`));
    }
  });

  it("refuse an app.css that no longer imports one of them, rather than build the template's look", () => {
    for (const name of names) {
      expect(() => withTheme(appCss.replace(importOf(name), ""), themeStylesheets(template)), name).toThrow(
        importOf(name),
      );
    }
  });
});
