import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  deriveKekBytes,
  fileAad,
  importAesKey,
  sealBlob,
  slotAad,
  toBase64Url,
  vaultFormat,
  type VaultHeader,
} from "../app/features/access/vault-format.ts";
import type { VaultImage, VaultIndex } from "../app/features/access/vault-payload.ts";
import type { Recipient } from "./passwords.ts";
import { replaceImages } from "./collect-strings.ts";
import type { LoadedImage, PrivateContent } from "./private-content.ts";

const encoder = new TextEncoder();

function randomHex(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("hex");
}

/** 12 random bytes, base64url: names the vault folder and the stored key (not secret). */
export function newBuildId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(12)));
}

/** JSON padded with spaces to a multiple of 1 KiB, so lengths say little about the text. */
function paddedJson(value: unknown): Uint8Array<ArrayBuffer> {
  const json = JSON.stringify(value);
  const length = Math.ceil((encoder.encode(json).length + 1) / vaultFormat.padTo) * vaultFormat.padTo;
  return encoder.encode(json.padEnd(json.length + length - encoder.encode(json).length, " "));
}

/** Secrets of one build, handed to the leak scan in memory and never written. */
export type VaultSecrets = { keks: Uint8Array[]; cek: Uint8Array };

/**
 * Encrypts the private content into <outDir>/<buildId>/ (protection.md §2–§3):
 * a fresh salt and content key, one key slot per password, one AES-256-GCM file
 * per index, study and image, under opaque random names.
 */
export async function encryptVault(options: {
  outDir: string;
  buildId: string;
  recipients: Recipient[];
  content: PrivateContent;
}): Promise<VaultSecrets> {
  const { outDir, buildId, recipients, content } = options;
  const vaultDir = path.join(outDir, buildId);
  await mkdir(vaultDir, { recursive: true });

  const salt = crypto.getRandomValues(new Uint8Array(vaultFormat.saltBytes));
  const cekBytes = crypto.getRandomValues(new Uint8Array(vaultFormat.keyBytes));
  const cek = await importAesKey(cekBytes, ["encrypt"]);

  const keks: Uint8Array[] = [];
  const slots: VaultHeader["slots"] = [];
  for (const [index, recipient] of recipients.entries()) {
    const kekBytes = await deriveKekBytes(recipient.password, salt, vaultFormat.iterations);
    keks.push(kekBytes);
    const slotId = `s${index + 1}`;
    const blob = await sealBlob(await importAesKey(kekBytes, ["encrypt"]), cekBytes, slotAad(buildId, slotId));
    // A slot stores IV and ciphertext‖tag separately; the magic is implied.
    const ivStart = vaultFormat.magic.length;
    slots.push({
      id: slotId,
      iv: toBase64Url(blob.subarray(ivStart, ivStart + vaultFormat.ivBytes)),
      ct: toBase64Url(blob.subarray(ivStart + vaultFormat.ivBytes)),
    });
  }

  const writeSealed = async (plaintext: Uint8Array<ArrayBuffer>): Promise<string> => {
    const fileId = randomHex(16);
    await writeFile(path.join(vaultDir, `${fileId}.bin`), await sealBlob(cek, plaintext, fileAad(buildId, fileId)));
    return fileId;
  };
  const imageRefs = new Map<string, VaultImage>();
  const sealImage = async (image: LoadedImage): Promise<VaultImage> => {
    const known = imageRefs.get(image.file);
    if (known) return known;
    const ref = {
      fileId: await writeSealed(image.bytes),
      mime: vaultImageMime(image.mime),
      width: image.width,
      height: image.height,
      alt: image.alt,
    };
    imageRefs.set(image.file, ref);
    return ref;
  };
  const imageFor = (file: string): LoadedImage => {
    const image = content.images.get(file);
    if (!image) throw new Error(`Image ${file} was not loaded`);
    return image;
  };

  const index: VaultIndex = { cards: [], studies: {} };
  for (const card of content.cards) {
    index.cards.push({ ...card, image: await sealImage(imageFor(card.image.file)) });
  }
  for (const [id, study] of content.studies) {
    const sealedStudy = await replaceImages(study, (image) => sealImage(imageFor(image.file)));
    index.studies[id] = { body: await writeSealed(paddedJson(sealedStudy)) };
  }
  const indexId = await writeSealed(paddedJson(index));

  const header: VaultHeader = {
    format: vaultFormat.name,
    v: vaultFormat.version,
    build: buildId,
    kdf: { alg: vaultFormat.kdf, iter: vaultFormat.iterations, salt: toBase64Url(salt) },
    slots,
    index: indexId,
  };
  await writeFile(path.join(vaultDir, "header.json"), JSON.stringify(header));
  return { keks, cek: cekBytes };
}

function vaultImageMime(mime: string): VaultImage["mime"] {
  if (
    mime === "image/webp" ||
    mime === "image/png" ||
    mime === "image/jpeg" ||
    mime === "image/avif" ||
    mime === "image/svg+xml"
  ) {
    return mime;
  }
  throw new Error(`Unsupported image type ${mime}`);
}
