import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CaseStudy, PrivateImage, ProjectCard } from "../../content/schema.ts";
import { contentDir, importWithNode, loadPublicContent, type ModuleImporter } from "./content.ts";
import { sourceSize, type SourceSize } from "./image-pipeline.ts";
import { studyImages } from "./study-images.ts";

export const privateDir = path.join(contentDir, "private");
export const privateImagesDir = path.join(privateDir, "images");

/** A source image as the owner saved it, before the image pipeline. */
export type LoadedImage = PrivateImage & { bytes: Uint8Array<ArrayBuffer>; size: SourceSize };
export type PrivateContent = {
  cards: ProjectCard[];
  studies: Map<string, CaseStudy>;
  images: Map<string, LoadedImage>;
};


/** Reads and validates everything under content/private/; the only reader besides the tests. */
export async function loadPrivateContent(importModule: ModuleImporter = importWithNode): Promise<PrivateContent> {
  const { projectIds } = await loadPublicContent(importModule);
  const projectsModule = await importModule<{ projectCards?: ProjectCard[] }>(path.join(privateDir, "projects.ts"));
  const projectCards = projectsModule.projectCards ?? [];
  const cards = projectIds.map((id) => {
    const card = projectCards.find((candidate) => candidate.id === id);
    if (!card) throw new Error(`content/private/projects.ts has no card for "${id}"`);
    return card;
  });

  const studies = new Map<string, CaseStudy>();
  for (const id of projectIds) {
    const file = path.join(privateDir, "case-studies", `${id}.ts`);
    type StudyModule = { caseStudy?: CaseStudy };
    const module = await importModule<StudyModule>(file).catch((error: unknown): StudyModule => {
      // A file that exists but fails its schema must say so, not read as missing.
      if (error instanceof Error && error.name === "ContentError") throw error;
      return {};
    });
    if (!module.caseStudy) {
      throw new Error(`content/private/case-studies/${id}.ts is missing or does not export "caseStudy"`);
    }
    studies.set(id, module.caseStudy);
  }

  const images = new Map<string, LoadedImage>();
  for (const image of [...cards.map((card) => card.image), ...[...studies.values()].flatMap(studyImages)]) {
    if (!images.has(image.file)) images.set(image.file, await loadImage(image));
  }
  return { cards, studies, images };
}

async function loadImage(image: PrivateImage): Promise<LoadedImage> {
  const file = path.join(privateImagesDir, image.file);
  const bytes = await readFile(file).catch(() => {
    throw new Error(`Image content/private/images/${image.file} does not exist`);
  });
  const size = sourceSize(bytes);
  if (!size) throw new Error(`content/private/images/${image.file} is not a readable image`);
  return { ...image, bytes: new Uint8Array(bytes), size };
}
