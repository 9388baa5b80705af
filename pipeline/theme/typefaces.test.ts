import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fromBuffer } from "@capsizecss/unpack";
import { describe, expect, it } from "vitest";
import { typefaceNames } from "../../content/schema/theme.ts";
import { repoRoot } from "../../site/repo-root.ts";
import { publishedStrings } from "../collect-strings.ts";
import { loadContent } from "../content/load-content.ts";
import { fontCharacters, subsetFace } from "../subset-fonts.ts";
import { typefacePairs, typefaceStylesheet } from "./typefaces.ts";

const resolvePackage = createRequire(import.meta.url).resolve;
const pairs = Object.entries(typefacePairs);
const [templateName = ""] = typefaceNames;

describe("the typeface pairs", () => {
  it("are the pairs the schema names, each a face for text and a face for headings", () => {
    expect(Object.keys(typefacePairs)).toEqual([...typefaceNames]);
    for (const [name, pair] of pairs) expect(pair.text.family, name).not.toBe(pair.display.family);
  });

  it("stretch their fallbacks to the metrics of the very files the site serves", async () => {
    for (const face of pairs.flatMap(([, pair]) => [pair.text, pair.display])) {
      const file = await fromBuffer(await readFile(resolvePackage(face.source)));
      const { ascent, descent, lineGap, unitsPerEm } = face.metrics;
      expect({ ascent, descent, lineGap, unitsPerEm }, face.family).toEqual({
        ascent: file.ascent,
        descent: file.descent,
        lineGap: file.lineGap,
        unitsPerEm: file.unitsPerEm,
      });
    }
  });

  it("weigh, cut to the site's characters, no more than the template's pair", async () => {
    const characters = fontCharacters(publishedStrings(loadContent()));
    const bytes = async (name: string) => {
      const { text, display } = typefacePairs[name as keyof typeof typefacePairs];
      const files = await Promise.all([text, display].map((face) => subsetFace(face, characters)));
      return files.reduce((sum, file) => sum + file.byteLength, 0);
    };
    const template = await bytes(templateName);
    for (const [name] of pairs) expect(await bytes(name), name).toBeLessThanOrEqual(template);
  });

  it("set every page's text and headings in the pair, then in its fallbacks, each declared with its metrics", () => {
    for (const [name, pair] of pairs) {
      const css = typefaceStylesheet(pair);
      const stack = (token: string) => new RegExp(`${token}: "${pair.text.family}"`);
      expect(css, name).toMatch(stack("--font-sans"));
      expect(css, name).toMatch(new RegExp(`--font-display: "${pair.display.family}"`));
      for (const [, fallback] of css.matchAll(/--font-\w+: [^;]*?"([^"]+ Fallback: [^"]+)"/g)) {
        expect(css, `${name}: ${fallback}`).toContain(`font-family: "${fallback}";`);
      }
      expect(css.match(/size-adjust: \d+(\.\d+)?%;/g)?.length, name).toBe(css.match(/@font-face/g)?.length);
    }
  });

  it("are each named in backticks in the owner's guide", async () => {
    const guide = await readFile(path.join(repoRoot, "docs/owner-guide.md"), "utf8");
    for (const name of typefaceNames) expect(guide, name).toContain(`\`${name}\``);
  });
});
