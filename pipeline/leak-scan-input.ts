import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { collectStrings, publishedStrings } from "./collect-strings.ts";
import { studiesFolder, type Content } from "./content/load-content.ts";
import { repoRoot } from "../site/repo-root.ts";
import type { LeakScanInput, PrivateText } from "./leak-scan.ts";
import type { PrivateContent } from "./private-content.ts";
import type { OptimisedImage } from "./private-images.ts";

type ScanSources = {
  content: Content;
  privateContent: PrivateContent;
  images: ReadonlyMap<string, OptimisedImage>;
  root?: string;
};

const imageFile = /\.(webp|png|jpe?g|avif|gif|svg)$/i;
const publishedFolders = ["content/images", "public"];

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export type StudySources = { texts: PrivateText[]; images: LeakScanInput["images"] };

/** Private words and images, less what the owner also published; by study too, for leak-scan-recipients.ts. */
export async function leakScanSources({ content, privateContent, images, root = repoRoot }: ScanSources) {
  const published = await publishedImageHashes(root);
  const isPublished = (bytes: Uint8Array) => published.has(sha256(bytes));
  const studies = new Map<string, StudySources>();
  for (const id of content.projectIds) {
    const folder = `${studiesFolder}/${id}/`;
    const files = await Promise.all(
      content.studyFiles
        .filter((file) => file.startsWith(folder))
        .map(async (file) => ({ file, bytes: await readFile(path.join(root, file)) })),
    );
    const optimised = [...images.values()].filter((image) => image.file.startsWith(`${id}/`));
    const documentOf = `${folder}index.md`;
    const card = privateContent.cards.find((candidate) => candidate.id === id);
    studies.set(id, {
      texts: [
        ...collectStrings([card, privateContent.studies.get(id)]).map((text) => ({ text, from: documentOf })),
        ...files.filter(({ file }) => !imageFile.test(file)).flatMap(paragraphs),
      ],
      images: [
        ...files.filter(({ file, bytes }) => imageFile.test(file) && !isPublished(bytes)).map(asImage),
        ...optimised
          .filter((image) => !isPublished(image.bytes))
          .flatMap((image) => [
            { name: image.file, bytes: image.bytes },
            ...image.variants.map((variant) => ({
              name: `${image.file} (${variant.width} px ${variant.format})`,
              bytes: variant.bytes,
            })),
          ]),
      ],
    });
  }
  return {
    privateTexts: [...studies.values()].flatMap((study) => study.texts),
    publicTexts: publishedStrings(content),
    images: [...studies.values()].flatMap((study) => study.images),
    studies,
  };
}

const asImage = ({ file, bytes }: { file: string; bytes: Uint8Array }) => ({ name: file, bytes });

/** A study folder's text files (its `index.md` as written, notes) by paragraph, each named by its first line. */
function paragraphs({ file, bytes }: { file: string; bytes: Uint8Array }): PrivateText[] {
  const found: PrivateText[] = [];
  let line = 1;
  for (const paragraph of Buffer.from(bytes)
    .toString("utf8")
    .split(/(\n\s*\n)/)) {
    if (paragraph.trim() !== "") found.push({ text: paragraph, from: `${file}:${line}` });
    line += paragraph.split("\n").length - 1;
  }
  return found;
}

async function publishedImageHashes(root: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const folder of publishedFolders) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries.filter((item) => item.isFile())) {
      hashes.add(sha256(await readFile(path.join(entry.parentPath, entry.name))));
    }
  }
  return hashes;
}
