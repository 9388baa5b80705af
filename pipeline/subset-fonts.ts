import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { cachedFile, cacheKeyOf } from "./build-cache.ts";
import { publishedStrings } from "./collect-strings.ts";
import { loadContent } from "./content/load-content.ts";
import { repoRoot } from "../site/repo-root.ts";

// Cut to the weights the design sets.
export const fontFaces = [
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "inter.woff2",
    weights: [400, 600],
  },
  {
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    output: "fraunces.woff2",
    weights: [500, 600],
  },
] as const;

// Generated, not committed.
export const fontsDir = path.join(repoRoot, "app/styles/fonts");

// Private text is never read here, so the fonts say nothing about it; the fixed ranges cover its alphabet.
export function fontCharacters(publicTexts: string[]): string {
  const characters = new Set<string>();
  const addRange = (from: number, to: number) => {
    for (let code = from; code <= to; code++) characters.add(String.fromCodePoint(code));
  };
  addRange(0x20, 0x7e);
  addRange(0xa0, 0xff);
  for (const mark of "‘’‚“”„–—…•·→←↑↓×−€£™") characters.add(mark);
  for (const text of publicTexts) for (const character of text) characters.add(character);
  return [...characters].sort().join("");
}

const resolvePackage = createRequire(import.meta.url).resolve;

async function subsetFace(face: (typeof fontFaces)[number], characters: string): Promise<Uint8Array> {
  const source = await readFile(resolvePackage(face.source));
  const [min, max] = face.weights;
  const key = cacheKeyOf(source, characters, `${min}-${max}`);
  return cachedFile("portfolio-fonts", `${key}.woff2`, () =>
    subsetFont(source, characters, { targetFormat: "woff2", variationAxes: { wght: { min, max } } }),
  );
}

// An unchanged font must not make the dev server reload.
async function writeIfChanged(file: string, bytes: Uint8Array): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current && Buffer.compare(current, bytes) === 0) return;
  await writeFile(file, bytes);
}

export async function subsetFonts(): Promise<void> {
  const characters = fontCharacters(publishedStrings(loadContent()));
  await mkdir(fontsDir, { recursive: true });
  await Promise.all(
    fontFaces.map(async (face) => writeIfChanged(path.join(fontsDir, face.output), await subsetFace(face, characters))),
  );
}

export function subsetFontsPlugin(): Plugin {
  return { name: "portfolio:subset-fonts", buildStart: subsetFonts };
}
