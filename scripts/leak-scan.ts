import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/**
 * The last step of `npm run build` (protection.md §10): no emitted file may
 * hold a password, a key, a sentence of private text or private image bytes.
 */
export type LeakScanInput = {
  outDir: string;
  /** Every password, the demo one included. */
  passwords: string[];
  /** Private strings; those also shown publicly (featured cards) are passed in `publicTexts`. */
  privateTexts: string[];
  publicTexts: string[];
  images: { name: string; bytes: Uint8Array }[];
  secrets: Uint8Array[];
  /** Words that must not appear in vault file names: project ids, titles, image names. */
  forbiddenNames: string[];
  vaultBuildId: string;
};

const windowBytes = 64;

function normalizeText(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["\\/])/g, "$1")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&apos;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** First 40 normalized characters of each private string of 20 or more, unless public content holds it. */
function textSentinels(privateTexts: string[], publicTexts: string[]): string[] {
  // A private string that public content already contains (a title inside a featured card, say) is no leak.
  const publicCorpus = publicTexts.map(normalizeText).join("\n");
  const sentinels = new Set<string>();
  for (const text of privateTexts) {
    const normalized = normalizeText(text).trim();
    if (normalized.length < 20 || publicCorpus.includes(normalized)) continue;
    sentinels.add(normalized.slice(0, 40));
  }
  return [...sentinels];
}

function secretSentinels(passwords: string[], secrets: Uint8Array[]): string[] {
  const forms = new Set<string>();
  for (const password of passwords) {
    forms.add(password);
    forms.add(encodeURIComponent(password));
    forms.add(Buffer.from(password).toString("base64").replace(/=+$/, ""));
    forms.add(Buffer.from(password).toString("hex"));
  }
  for (const secret of secrets) {
    const buffer = Buffer.from(secret);
    forms.add(buffer.toString("hex"));
    forms.add(buffer.toString("base64").replace(/=+$/, ""));
    forms.add(buffer.toString("base64url"));
  }
  return [...forms].filter((form) => form.length >= 8).map((form) => form.toLowerCase());
}

/** Polynomial hash of a window, updated in O(1) as it slides (Rabin–Karp). */
const base = 257;
const power = (() => {
  let value = 1;
  for (let i = 0; i < windowBytes - 1; i++) value = Math.imul(value, base) >>> 0;
  return value;
})();

function windowHash(bytes: Uint8Array, start: number): number {
  let hash = 0;
  for (let i = start; i < start + windowBytes; i++) hash = (Math.imul(hash, base) + (bytes[i] ?? 0)) >>> 0;
  return hash;
}

type ImageWindows = { images: { name: string; bytes: Uint8Array }[]; starts: Map<number, number[]> };

/**
 * Every 64-byte window of each image, raw at every offset and as base64 at
 * three alignments, so any copied run of 64 bytes or more is found.
 */
function imageWindows(images: LeakScanInput["images"]): ImageWindows {
  const sources = images.flatMap(({ name, bytes }) => [
    { name, bytes, stride: 1 },
    ...[0, 1, 2].map((offset) => ({
      name: `${name} (base64)`,
      bytes: new Uint8Array(Buffer.from(Buffer.from(bytes.subarray(offset)).toString("base64"))),
      // Any leaked base64 run of 128+ characters contains a window at a multiple of 64.
      stride: windowBytes,
    })),
  ]);
  const starts = new Map<number, number[]>();
  sources.forEach(({ bytes, stride }, source) => {
    if (bytes.length < windowBytes) return;
    let hash = windowHash(bytes, 0);
    for (let start = 0; start + windowBytes <= bytes.length; start++) {
      if (start % stride === 0) {
        const list = starts.get(hash);
        // Position packed as source × 2^24 + offset: images stay far below 16 MB.
        if (list) list.push(source * 2 ** 24 + start);
        else starts.set(hash, [source * 2 ** 24 + start]);
      }
      hash = rollHash(hash, bytes, start);
    }
  });
  return { images: sources, starts };
}

function rollHash(hash: number, bytes: Uint8Array, start: number): number {
  const outgoing = Math.imul(bytes[start] ?? 0, power) >>> 0;
  return (Math.imul((hash - outgoing) >>> 0, base) + (bytes[start + windowBytes] ?? 0)) >>> 0;
}

function findImageBytes(file: Uint8Array, windows: ImageWindows): string | null {
  if (file.length < windowBytes) return null;
  let hash = windowHash(file, 0);
  for (let start = 0; start + windowBytes <= file.length; start++) {
    for (const packed of windows.starts.get(hash) ?? []) {
      const source = windows.images[Math.floor(packed / 2 ** 24)];
      const offset = packed % 2 ** 24;
      if (source && source.bytes.subarray(offset, offset + windowBytes).every((byte, i) => file[start + i] === byte)) {
        return source.name;
      }
    }
    hash = rollHash(hash, file, start);
  }
  return null;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function decompressed(file: string, bytes: Buffer): Buffer {
  if (file.endsWith(".gz")) return gunzipSync(bytes);
  if (file.endsWith(".br")) return brotliDecompressSync(bytes);
  return bytes;
}

/** Returns every problem found; an empty list means the output is clean. */
export async function scanForLeaks(input: LeakScanInput): Promise<string[]> {
  const problems: string[] = [];
  const texts = textSentinels(input.privateTexts, input.publicTexts);
  const secrets = secretSentinels(input.passwords, input.secrets);
  const windows = imageWindows(input.images);
  const imageHashes = new Map(
    input.images.map(({ name, bytes }) => [createHash("sha256").update(bytes).digest("hex"), name]),
  );
  const files = await listFiles(input.outDir);
  const vaultRoot = path.join(input.outDir, "vault");

  for (const file of files) {
    const relative = path.relative(input.outDir, file);
    const bytes = decompressed(file, await readFile(file));
    if (file.endsWith(".map")) problems.push(`${relative}: source maps must not ship`);
    if (file.startsWith(vaultRoot + path.sep)) {
      problems.push(...checkVaultFile(relative, bytes, input));
      continue;
    }
    const raw = bytes.toString("utf8");
    if (raw.includes("content/private")) problems.push(`${relative}: refers to content/private`);
    const normalized = normalizeText(raw);
    const lowered = raw.toLowerCase();
    for (const sentinel of texts)
      if (normalized.includes(sentinel)) problems.push(`${relative}: private text "${sentinel}…"`);
    for (const secret of secrets) {
      if (lowered.includes(secret) || normalized.includes(normalizeText(secret))) {
        problems.push(`${relative}: a password or key`);
      }
    }
    for (const [hash, name] of imageHashes)
      if (lowered.includes(hash)) problems.push(`${relative}: the hash of ${name}`);
    const image = findImageBytes(bytes, windows);
    if (image) problems.push(`${relative}: bytes of the private image ${image}`);
  }

  const vaultFolders = await readdir(vaultRoot).catch(() => []);
  if (vaultFolders.length !== 1 || vaultFolders[0] !== input.vaultBuildId) {
    problems.push(
      `vault/ must hold exactly this build's folder (${input.vaultBuildId}), found: ${vaultFolders.join(", ")}`,
    );
  }
  return problems;
}

const headerKeys = ["format", "v", "build", "kdf", "slots", "index"].sort().join(",");

function checkVaultFile(relative: string, bytes: Buffer, input: LeakScanInput): string[] {
  const problems: string[] = [];
  const name = path.basename(relative).toLowerCase();
  // The random build id is not a name: only what lies below the build folder is checked.
  const below = relative.split(input.vaultBuildId).at(-1)?.toLowerCase() ?? relative;
  for (const forbidden of input.forbiddenNames) {
    if (forbidden.length >= 3 && below.includes(forbidden.toLowerCase())) {
      problems.push(`${relative}: a vault path names "${forbidden}"`);
    }
  }
  if (name === "header.json") {
    const header: unknown = JSON.parse(bytes.toString("utf8"));
    if (typeof header !== "object" || header === null || Object.keys(header).sort().join(",") !== headerKeys) {
      problems.push(`${relative}: the header holds undocumented keys`);
    }
  } else if (!/^[0-9a-f]{32}\.bin$/.test(name)) {
    problems.push(`${relative}: unexpected file in the vault`);
  } else if (bytes.length < 32 || bytes.subarray(0, 4).toString("latin1") !== "PFV1") {
    problems.push(`${relative}: not a sealed vault file`);
  }
  return problems;
}
