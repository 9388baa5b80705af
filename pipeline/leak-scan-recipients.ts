import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import {
  fileAad,
  headerFile,
  importKeyText,
  openBlob,
  openSlot,
  parseHeader,
  unframePadded,
} from "../app/lib/vault/format.ts";
import { vaultIndexSchema } from "../content/schema.ts";
import { findImageBytes, imageWindows, normalizeText, textSentinels } from "./leak-scan.ts";
import type { StudySources } from "./leak-scan-input.ts";

// docs/protection.md §8, checked: with a limited recipient's key, the vault yields nothing of other studies.

export type ScannedRecipient = { label: string; kek: Uint8Array; studies?: readonly string[] };
type Decrypted = { what: string; bytes: Uint8Array; text: string | null };

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function variantFileIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(variantFileIds);
  if (typeof value !== "object" || value === null) return [];
  if ("fileId" in value && "mime" in value && typeof value.fileId === "string") return [value.fileId];
  return Object.values(value).flatMap(variantFileIds);
}

async function decryptedWith(vaultDir: string, buildId: string, kek: Uint8Array): Promise<Decrypted[]> {
  const open = async (key: CryptoKey, fileId: string) =>
    openBlob(key, new Uint8Array(await readFile(path.join(vaultDir, `${fileId}.bin`))), fileAad(buildId, fileId));
  const page = (what: string, bytes: Uint8Array<ArrayBuffer>) => ({
    what,
    bytes,
    text: decode(gunzipSync(unframePadded(bytes))),
  });
  const header = parseHeader(JSON.parse(await readFile(path.join(vaultDir, headerFile), "utf8")), buildId);
  const slot = await openSlot(header, new Uint8Array(kek));
  if (!slot) throw new Error("a recipient's key opens no slot of the vault just sealed");
  const indexBytes = await open(slot.indexKey, slot.indexId);
  const index = vaultIndexSchema.parse(JSON.parse(decode(indexBytes)));
  const found: Decrypted[] = [
    { what: "their index", bytes: indexBytes, text: decode(indexBytes) },
    page("their grid's preview", await open(slot.indexKey, index.preview)),
  ];
  for (const [id, files] of Object.entries(index.studies)) {
    const key = await importKeyText(files.key);
    const body = await open(key, files.body);
    found.push({ what: `${id}'s record`, bytes: body, text: decode(body) });
    found.push(page(`${id}'s preview`, await open(key, files.preview)));
    const card = index.cards.find((candidate) => candidate.id === id);
    for (const fileId of new Set(variantFileIds([card, JSON.parse(decode(body))]))) {
      const image = unframePadded(await open(key, fileId));
      found.push({ what: `an image of ${id}`, bytes: image, text: null });
    }
  }
  return found;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function scanRecipientViews(input: {
  vaultDir: string;
  buildId: string;
  recipients: readonly ScannedRecipient[];
  studies: ReadonlyMap<string, StudySources>;
  publicTexts: string[];
}): Promise<string[]> {
  const problems: string[] = [];
  for (const { label, kek, studies: given } of input.recipients) {
    if (!given) continue;
    const shown = [...input.studies].filter(([id]) => given.includes(id)).map(([, sources]) => sources);
    const hidden = [...input.studies].filter(([id]) => !given.includes(id)).map(([, sources]) => sources);
    // Words or pictures a study they were given also holds are theirs to see.
    const shownTexts = shown.flatMap((study) => study.texts.map(({ text }) => text));
    const texts = textSentinels(
      hidden.flatMap((study) => study.texts),
      [...input.publicTexts, ...shownTexts],
    );
    const shownImages = new Set(shown.flatMap((study) => study.images.map(({ bytes }) => sha256(bytes))));
    const hiddenImages = hidden.flatMap((study) => study.images).filter(({ bytes }) => !shownImages.has(sha256(bytes)));
    const hiddenHashes = new Map(hiddenImages.map(({ name, bytes }) => [sha256(bytes), name]));
    const windows = imageWindows(hiddenImages);
    for (const { what, bytes, text } of await decryptedWith(input.vaultDir, input.buildId, kek)) {
      // An image is sealed whole: a picture of another study would decrypt as that picture. Two encoded pictures share
      // runs of container and colour-profile bytes, which say nothing of what they show.
      if (text === null) {
        const image = hiddenHashes.get(sha256(bytes));
        if (image) problems.push(`'${label}' decrypts, as ${what}, the private image ${image}`);
        continue;
      }
      const normalized = normalizeText(text);
      for (const { window, from } of texts) {
        if (normalized.includes(window)) problems.push(`'${label}' decrypts, in ${what}, "${window}…" (from ${from})`);
      }
      const image = findImageBytes(bytes, windows);
      if (image) problems.push(`'${label}' decrypts, in ${what}, bytes of the private image ${image}`);
    }
  }
  return problems;
}
