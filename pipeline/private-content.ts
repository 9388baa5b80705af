import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CaseStudy, PrivateImage, ProjectCard } from "../content/schema.ts";
import { loadContent, studiesFolder } from "./content/load-content.ts";
import { repoRoot } from "../site/repo-root.ts";
import { sourceSize, type SourceSize } from "./image-pipeline.ts";
import { studyImages } from "./study-images.ts";

export type LoadedImage = PrivateImage & { bytes: Uint8Array<ArrayBuffer>; size: SourceSize };
export type PrivateContent = {
  cards: ProjectCard[];
  studies: Map<string, CaseStudy>;
  images: Map<string, LoadedImage>;
};

export async function loadPrivateContent(root: string = repoRoot): Promise<PrivateContent> {
  const { cards, studies } = loadContent(root);
  const images = new Map<string, LoadedImage>();
  for (const image of [...cards.map((card) => card.image), ...[...studies.values()].flatMap(studyImages)]) {
    if (!images.has(image.file)) images.set(image.file, await loadImage(root, image));
  }
  return { cards, studies, images };
}

/** `image.file` is `<study id>/<file in its folder>`; the loader has checked that it exists. */
async function loadImage(root: string, image: PrivateImage): Promise<LoadedImage> {
  const file = `${studiesFolder}/${image.file}`;
  const bytes = await readFile(path.join(root, file));
  const size = sourceSize(bytes);
  if (!size) throw new Error(`${file} is not a readable image`);
  return { ...image, bytes: new Uint8Array(bytes), size };
}
