import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { cachedFile, cacheKeyOf } from "./build-cache.ts";
import { repoRoot } from "../site/repo-root.ts";
import type { WebFace } from "./theme/typefaces.ts";

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

export async function subsetFace(face: WebFace, characters: string): Promise<Uint8Array> {
  const source = await readFile(resolvePackage(face.source));
  const [min, max] = face.weights;
  const key = cacheKeyOf(source, characters, `${min}-${max}`);
  return cachedFile("portfolio-fonts", `${key}.woff2`, () =>
    subsetFont(source, characters, { targetFormat: "woff2", variationAxes: { wght: { min, max } } }),
  );
}

// An unchanged file must not make the dev server reload.
export async function writeIfChanged(file: string, bytes: Uint8Array): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current && Buffer.compare(current, bytes) === 0) return;
  await writeFile(file, bytes);
}

export async function subsetFonts(faces: readonly WebFace[], publicTexts: string[]): Promise<void> {
  const characters = fontCharacters(publicTexts);
  await mkdir(fontsDir, { recursive: true });
  await Promise.all(
    faces.map(async (face) => writeIfChanged(path.join(fontsDir, face.output), await subsetFace(face, characters))),
  );
}
