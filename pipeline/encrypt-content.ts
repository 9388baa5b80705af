import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  deriveKekBytes,
  fileAad,
  framePadded,
  headerFile,
  importAesKey,
  sealBlob,
  sizeBucket,
  slotAad,
  slotPlaintext,
  toBase64Url,
  vaultFormat,
  type VaultHeader,
} from "../app/lib/vault/format.ts";
import type { PreviewPage } from "../app/gated-page/screens/render-preview.tsx";
import {
  vaultIndexSchema,
  type PrivateImage,
  type SealedImage as VaultImage,
  type VaultCard,
  type VaultIndex,
} from "../content/schema.ts";
import { vaultFileTime } from "./file-times.ts";
import { outputMime } from "./image-pipeline.ts";
import type { Recipient } from "./passwords.ts";
import type { ReportIdentity } from "../views/build/views-config.ts";
import type { PrivateContent } from "./private-content.ts";
import type { OptimisedImage } from "./private-images.ts";
import { sealStudyImages } from "./study-images.ts";

const encoder = new TextEncoder();

function randomHex(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("hex");
}

export function newSalt(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(vaultFormat.saltBytes));
}

export function newBuildId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(12)));
}

/** JSON padded with spaces to its size bucket, or to `atLeast`'s, so lengths say little about the text. */
function paddedJson(json: string, atLeast = 0): Uint8Array<ArrayBuffer> {
  const bytes = encoder.encode(json).length;
  return encoder.encode(json + " ".repeat(sizeBucket(Math.max(bytes, atLeast)) - bytes));
}

function shuffled<Item>(items: readonly Item[]): Item[] {
  const keys = crypto.getRandomValues(new Uint32Array(items.length));
  return items
    .map((item, index) => ({ item, key: keys[index] ?? 0 }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

export type RenderPreview = (page: PreviewPage) => string;

/** Secrets of one build, handed to the leak scan in memory and never written: each slot's KEK, every content key. */
export type VaultSecrets = { keks: Uint8Array[]; keys: Uint8Array[] };

type ContentKey = { bytes: Uint8Array<ArrayBuffer>; key: CryptoKey };

async function newContentKey(): Promise<ContentKey> {
  const bytes = crypto.getRandomValues(new Uint8Array(vaultFormat.keyBytes));
  return { bytes, key: await importAesKey(bytes, ["encrypt"]) };
}

// The vault's layout is docs/protection.md's (§8): a slot per password, a key per study, random file names.
export async function encryptVault(options: {
  outDir: string;
  buildId: string;
  recipients: Recipient[];
  content: PrivateContent;
  images: ReadonlyMap<string, OptimisedImage>;
  renderPreview: RenderPreview;
  reportIdentities?: ReadonlyMap<string, ReportIdentity>;
  salt?: Uint8Array<ArrayBuffer>;
}): Promise<VaultSecrets> {
  const { outDir, buildId, recipients, content, images, renderPreview, reportIdentities, salt = newSalt() } = options;
  const vaultDir = path.join(outDir, buildId);
  await mkdir(vaultDir, { recursive: true });

  const studyKeys = new Map<string, ContentKey>();
  for (const id of content.studies.keys()) studyKeys.set(id, await newContentKey());
  const keyOf = (id: string): ContentKey => {
    const key = studyKeys.get(id);
    if (!key) throw new Error(`No case study has the id ${id}`);
    return key;
  };

  const pending = new Map<string, { key: CryptoKey; plaintext: Uint8Array<ArrayBuffer> }>();
  const writeSealed = (key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>): string => {
    const fileId = randomHex(vaultFormat.fileIdBytes);
    pending.set(fileId, { key, plaintext });
    return fileId;
  };
  // An image shown twice is sealed once, under the key of the study whose folder holds it; each keeps its alt text.
  const sealedImages = new Map<string, Omit<VaultImage, "alt">>();
  const sealImage = async (reference: PrivateImage): Promise<VaultImage> => {
    const image = images.get(reference.file);
    if (!image) throw new Error(`Image ${reference.file} was not optimised`);
    const { key } = keyOf(reference.file.split("/")[0] ?? "");
    const sealed = sealedImages.get(reference.file) ?? {
      width: image.size.width,
      height: image.size.height,
      variants: image.variants.map((variant) => ({
        fileId: writeSealed(key, framePadded(variant.bytes)),
        mime: vaultImageMime(variant.format),
        width: variant.width,
      })),
    };
    sealedImages.set(reference.file, sealed);
    return { alt: reference.alt, ...sealed };
  };

  const compressedPreview = (page: PreviewPage) => gzipSync(renderPreview(page), { level: 9 });

  const cards: VaultCard[] = [];
  for (const card of content.cards) cards.push({ ...card, image: await sealImage(card.image) });
  // Checked against the schemas the app's types come from: what decrypts is exactly what was checked here.
  const studies = new Map<string, { json: string; preview: Buffer }>();
  for (const [id, study] of content.studies) {
    const sealed = await sealStudyImages(study, sealImage);
    studies.set(id, { json: JSON.stringify(sealed), preview: compressedPreview({ kind: "study", study: sealed }) });
  }
  const longestBody = Math.max(...[...studies.values()].map((study) => encoder.encode(study.json).length));
  const longestPreview = Math.max(...[...studies.values()].map((study) => study.preview.length + 4));
  const studyFiles = new Map<string, VaultIndex["studies"][string]>();
  for (const [id, study] of studies) {
    const { bytes, key } = keyOf(id);
    studyFiles.set(id, {
      key: toBase64Url(bytes),
      body: writeSealed(key, paddedJson(study.json, longestBody)),
      preview: writeSealed(key, framePadded(study.preview, longestPreview)),
    });
  }

  const filesOf = (id: string) => {
    const files = studyFiles.get(id);
    if (!files) throw new Error(`No case study has the id ${id}`);
    return files;
  };
  const everyStudy = [...content.studies.keys()];
  const indexJson = (ids: readonly string[], shown: VaultCard[], preview: string) => {
    const index: VaultIndex = {
      cards: shown,
      studies: Object.fromEntries(ids.map((id) => [id, filesOf(id)])),
      preview,
    };
    return JSON.stringify(vaultIndexSchema.parse(index));
  };
  const views = recipients.map((recipient) => {
    const ids = recipient.studies ?? everyStudy;
    const shown = cards.filter((card) => ids.includes(card.id));
    return { recipient, ids, cards: shown, grid: compressedPreview({ kind: "grid", cards: shown }) };
  });
  const fullGrid = compressedPreview({ kind: "grid", cards });
  // gzip's output need not grow with its input: the largest of them all, the full grid among them.
  const longestGrid = Math.max(fullGrid.length, ...views.map((view) => view.grid.length)) + 4;
  const indexes = await Promise.all(
    views.map(async ({ recipient, ids, cards: shown, grid }) => {
      const indexKey = await newContentKey();
      const preview = writeSealed(indexKey.key, framePadded(grid, longestGrid));
      return { recipient, indexKey, json: indexJson(ids, shown, preview) };
    }),
  );
  const fullIndex = encoder.encode(indexJson(everyStudy, cards, randomHex(vaultFormat.fileIdBytes))).length;

  const keks: Uint8Array[] = [];
  const slots: VaultHeader["slots"] = [];
  for (const [position, { recipient, indexKey, json }] of indexes.entries()) {
    const kekBytes = await deriveKekBytes(recipient.password, salt, vaultFormat.iterations);
    keks.push(kekBytes);
    const slotId = `s${position + 1}`;
    const record = { ...(recipient.name && { name: recipient.name }), ...reportIdentities?.get(recipient.label) };
    const indexId = writeSealed(indexKey.key, paddedJson(json, fullIndex));
    const kek = await importAesKey(kekBytes, ["encrypt"]);
    const blob = await sealBlob(kek, slotPlaintext(indexKey.bytes, indexId, record), slotAad(buildId, slotId));
    // A slot stores IV and ciphertext‖tag separately; the magic is implied.
    const ivStart = vaultFormat.magic.length;
    slots.push({
      id: slotId,
      iv: toBase64Url(blob.subarray(ivStart, ivStart + vaultFormat.ivBytes)),
      ct: toBase64Url(blob.subarray(ivStart + vaultFormat.ivBytes)),
    });
  }

  for (const [fileId, { key, plaintext }] of shuffled([...pending])) {
    await writeFile(path.join(vaultDir, `${fileId}.bin`), await sealBlob(key, plaintext, fileAad(buildId, fileId)));
  }
  const header: VaultHeader = {
    format: vaultFormat.name,
    v: vaultFormat.version,
    build: buildId,
    kdf: { alg: vaultFormat.kdf, iter: vaultFormat.iterations, salt: toBase64Url(salt) },
    slots,
  };
  await writeFile(path.join(vaultDir, headerFile), JSON.stringify(header));
  for (const file of await readdir(vaultDir)) await utimes(path.join(vaultDir, file), vaultFileTime, vaultFileTime);
  const keys = [...studyKeys.values(), ...indexes.map(({ indexKey }) => indexKey)].map(({ bytes }) => bytes);
  return { keks, keys };
}

function vaultImageMime(format: OptimisedImage["variants"][number]["format"]): VaultImage["variants"][number]["mime"] {
  const mime = outputMime[format];
  if (mime === "image/avif" || mime === "image/webp") return mime;
  throw new Error(`Private images are sealed as AVIF and WebP, not ${mime}`);
}
