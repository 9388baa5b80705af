import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { collectStrings } from "./collect-strings.ts";
import { importWithVite, loadPublicContent } from "./content.ts";

/** The two faces the design uses, cut to the weights it sets (Tailwind's medium and semibold, Inter's body text). */
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

/** Generated, not committed: app/styles/app.css and app/root.tsx refer to the files here. */
export const fontsDir = path.resolve(import.meta.dirname, "../../app/styles/fonts");
const cacheDir = path.resolve(import.meta.dirname, "../../node_modules/.cache/portfolio-fonts");

/**
 * Characters every page may need: printable ASCII, Latin-1 (names such as
 * Zoë or Ōtsuka's neighbours), typographic punctuation, and whatever the
 * public content uses besides. Case studies are written with the same
 * alphabet; their text is not read here, so the fonts say nothing about it.
 */
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

/** Subsets one face, or reuses the result of an earlier build with the same font and characters. */
async function subsetFace(face: (typeof fontFaces)[number], characters: string): Promise<Uint8Array> {
  const source = await readFile(resolvePackage(face.source));
  const [min, max] = face.weights;
  const key = createHash("sha256").update(source).update(characters).update(`${min}-${max}`).digest("hex");
  const cached = path.join(cacheDir, `${key}.woff2`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const subset = await subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min, max } },
  });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, subset);
  return subset;
}

/** Writes a file only when its bytes change, so the dev server does not reload for nothing. */
async function writeIfChanged(file: string, bytes: Uint8Array): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current && Buffer.compare(current, bytes) === 0) return;
  await writeFile(file, bytes);
}

/**
 * Fonts cut to the characters and weights the site uses: about a third of
 * the full Latin files, and the text waits for neither (font-display: swap).
 */
export async function subsetFonts(): Promise<void> {
  const { modules } = await loadPublicContent(importWithVite);
  const characters = fontCharacters(collectStrings([...modules.values()]));
  await mkdir(fontsDir, { recursive: true });
  await Promise.all(
    fontFaces.map(async (face) => writeIfChanged(path.join(fontsDir, face.output), await subsetFace(face, characters))),
  );
}

export function subsetFontsPlugin(): Plugin {
  return { name: "portfolio:subset-fonts", buildStart: subsetFonts };
}
