import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { fileIdPattern, headerFile, headerKeys, minBlobBytes, vaultFormat } from "../app/lib/vault/format.ts";

// The build's last step: no emitted file may hold a password, key, private sentence or private image bytes.
export type LeakScanInput = {
  outDir: string;
  passwords: string[];
  privateTexts: PrivateText[];
  /** What the owner published (public fields, study addresses): never a leak, even where private text repeats it. */
  publicTexts: string[];
  /** Recipients' display names, which only their key slots may hold. */
  recipientNames: string[];
  images: { name: string; bytes: Uint8Array }[];
  secrets: Uint8Array[];
  vaultBuildId: string;
};
export type PrivateText = { text: string; from: string };

const windowBytes = 64;

export function normalizeText(text: string): string {
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

type TextSentinel = { window: string; from: string };
const sentinelLength = 40;

/** Per private text, its first 40 normalized characters from a word on that no public string holds, if any. */
export function textSentinels(privateTexts: PrivateText[], publicTexts: string[]): TextSentinel[] {
  const publicCorpus = publicTexts.map(normalizeText).join("\n");
  const sentinels = new Map<string, string>();
  for (const { text, from } of privateTexts) {
    const normalized = normalizeText(text).trim();
    if (normalized.length < 20 || publicCorpus.includes(normalized)) continue;
    for (let start = 0; start !== -1; start = nextWord(normalized, start)) {
      const window = normalized.slice(start, start + sentinelLength);
      if (window.length < 20) break;
      if (!publicCorpus.includes(window)) {
        if (!sentinels.has(window)) sentinels.set(window, from);
        break;
      }
    }
  }
  return [...sentinels].map(([window, from]) => ({ window, from }));
}

function nextWord(text: string, start: number): number {
  const space = text.indexOf(" ", start);
  return space === -1 ? -1 : space + 1;
}

/** Shorter names, or names the public content uses as words, cannot be told from ordinary text. */
export const minScannedNameLength = 4;

function wordAround(text: string): RegExp {
  const escaped = text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
}

function nameSentinels(names: string[], publicTexts: string[]): { name: string; forms: RegExp[] }[] {
  const publicCorpus = publicTexts.map(normalizeText).join("\n");
  return names.flatMap((name) => {
    const normalized = normalizeText(name).trim();
    if ([...normalized].length < minScannedNameLength || wordAround(normalized).test(publicCorpus)) return [];
    return [{ name, forms: [wordAround(normalized), wordAround(encodeURIComponent(normalized).toLowerCase())] }];
  });
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

// Rabin–Karp: a window's hash is updated in O(1) as it slides.
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

// Typed arrays, because millions of windows as a Map of small arrays take seconds and hundreds of MB to build.
class WindowIndex {
  private readonly heads: Int32Array;
  private readonly next: Int32Array;
  private readonly hashes: Uint32Array;
  private readonly positions: Float64Array;
  private readonly mask: number;
  private size = 0;

  constructor(capacity: number) {
    const buckets = 2 ** Math.ceil(Math.log2(Math.max(capacity, 1) * 2));
    this.mask = buckets - 1;
    this.heads = new Int32Array(buckets).fill(-1);
    this.next = new Int32Array(capacity);
    this.hashes = new Uint32Array(capacity);
    this.positions = new Float64Array(capacity);
  }

  add(hash: number, position: number): void {
    const entry = this.size++;
    const bucket = hash & this.mask;
    this.hashes[entry] = hash;
    this.positions[entry] = position;
    this.next[entry] = this.heads[bucket] ?? -1;
    this.heads[bucket] = entry;
  }

  some(hash: number, matches: (position: number) => boolean): boolean {
    for (let entry = this.heads[hash & this.mask] ?? -1; entry !== -1; entry = this.next[entry] ?? -1) {
      if (this.hashes[entry] === hash && matches(this.positions[entry] ?? 0)) return true;
    }
    return false;
  }
}

type ImageWindows = { images: { name: string; bytes: Uint8Array }[]; index: WindowIndex };

// Compressed pixels look random (about 57 distinct values in 64 bytes, 41 in base64); headers, padding and flat runs
// hold far fewer and recur in unrelated files, so they identify nothing. SVG is text: every window of it counts.
const minVariety = { raw: 40, base64: 28 };

function isText(bytes: Uint8Array): boolean {
  return /^\s*</.test(Buffer.from(bytes.subarray(0, 64)).toString("latin1"));
}

// Raw at every offset and base64 at three alignments, so any copied run of 64 bytes or more is found.
export function imageWindows(images: LeakScanInput["images"]): ImageWindows {
  const sources = images.flatMap(({ name, bytes }) => {
    const text = isText(bytes);
    return [
      { name, bytes, stride: 1, variety: text ? 0 : minVariety.raw },
      ...[0, 1, 2].map((offset) => ({
        name: `${name} (base64)`,
        bytes: new Uint8Array(Buffer.from(Buffer.from(bytes.subarray(offset)).toString("base64"))),
        // Any leaked base64 run of 128+ characters contains a window at a multiple of 64.
        stride: windowBytes,
        variety: text ? 0 : minVariety.base64,
      })),
    ];
  });
  const capacity = sources.reduce(
    (sum, { bytes, stride }) => sum + Math.max(0, Math.ceil((bytes.length - windowBytes + 1) / stride)),
    0,
  );
  const index = new WindowIndex(capacity);
  sources.forEach(({ bytes, stride, variety }, source) => {
    if (bytes.length < windowBytes) return;
    let hash = windowHash(bytes, 0);
    const counts = new Uint16Array(256);
    let distinct = 0;
    const count = (byte: number, change: 1 | -1) => {
      const before = counts[byte] ?? 0;
      counts[byte] = before + change;
      if (before === 0 || before + change === 0) distinct += change;
    };
    for (const byte of bytes.subarray(0, windowBytes)) count(byte, 1);
    for (let start = 0; start + windowBytes <= bytes.length; start++) {
      // Position packed as source × 2^24 + offset: images stay far below 16 MB.
      if (start % stride === 0 && distinct >= variety) index.add(hash, source * 2 ** 24 + start);
      const outgoing = bytes[start] ?? 0;
      const incoming = bytes[start + windowBytes];
      if (incoming !== undefined) {
        count(outgoing, -1);
        count(incoming, 1);
      }
      hash = rollHash(hash, bytes, start);
    }
  });
  return { images: sources, index };
}

function rollHash(hash: number, bytes: Uint8Array, start: number): number {
  const outgoing = Math.imul(bytes[start] ?? 0, power) >>> 0;
  return (Math.imul((hash - outgoing) >>> 0, base) + (bytes[start + windowBytes] ?? 0)) >>> 0;
}

export function findImageBytes(file: Uint8Array, windows: ImageWindows): string | null {
  if (file.length < windowBytes) return null;
  let found: string | null = null;
  let start = 0;
  const matches = (packed: number) => {
    const source = windows.images[Math.floor(packed / 2 ** 24)];
    const offset = packed % 2 ** 24;
    if (!source || !source.bytes.subarray(offset, offset + windowBytes).every((byte, i) => file[start + i] === byte)) {
      return false;
    }
    found = source.name;
    return true;
  };
  let hash = windowHash(file, 0);
  for (; start + windowBytes <= file.length; start++) {
    if (windows.index.some(hash, matches)) return found;
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

export async function scanForLeaks(input: LeakScanInput): Promise<string[]> {
  const problems: string[] = [];
  const texts = textSentinels(input.privateTexts, input.publicTexts);
  const secrets = secretSentinels(input.passwords, input.secrets);
  const names = nameSentinels(input.recipientNames, input.publicTexts);
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
    for (const { window, from } of texts) {
      if (normalized.includes(window)) problems.push(`${relative}: private text "${window}…" (from ${from})`);
    }
    for (const secret of secrets) {
      if (lowered.includes(secret) || normalized.includes(normalizeText(secret))) {
        problems.push(`${relative}: a password or key`);
      }
    }
    for (const { name, forms } of names) {
      if (forms.some((form) => form.test(normalized) || form.test(lowered))) {
        problems.push(`${relative}: the recipient name "${name}"`);
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

const sortedHeaderKeys = [...headerKeys].sort().join(",");

/** A recipient's name and label travel sealed in their slot, so a slot shows nothing else and all have one size. */
function slotsTellNothing(slots: unknown): boolean {
  if (!Array.isArray(slots)) return false;
  const lengths = new Set<number>();
  for (const slot of slots as unknown[]) {
    if (typeof slot !== "object" || slot === null || Object.keys(slot).sort().join(",") !== "ct,id,iv") return false;
    const { ct } = slot as { ct: unknown };
    lengths.add(typeof ct === "string" ? ct.length : -1);
  }
  return lengths.size === 1 && !lengths.has(-1);
}

/** Vault paths are random ids, so none can name a study, a title or an image, nor hold an owner's name by chance. */
function checkVaultFile(relative: string, bytes: Buffer, input: LeakScanInput): string[] {
  const [name = "", ...deeper] = path.relative(path.join("vault", input.vaultBuildId), relative).split(path.sep);
  if (name === headerFile && deeper.length === 0) return checkHeader(relative, bytes);
  const fileId = name.endsWith(".bin") ? name.slice(0, -".bin".length) : "";
  if (deeper.length > 0 || !fileIdPattern.test(fileId)) return [`${relative}: unexpected file in the vault`];
  const magic = bytes.subarray(0, vaultFormat.magic.length).toString("latin1");
  if (bytes.length < minBlobBytes || magic !== vaultFormat.magic) return [`${relative}: not a sealed vault file`];
  return [];
}

function checkHeader(relative: string, bytes: Buffer): string[] {
  const header: unknown = JSON.parse(bytes.toString("utf8"));
  if (typeof header !== "object" || header === null || Object.keys(header).sort().join(",") !== sortedHeaderKeys) {
    return [`${relative}: the header holds undocumented keys`];
  }
  if (!slotsTellNothing((header as { slots: unknown }).slots)) {
    return [`${relative}: a key slot holds more than its id, IV and ciphertext, or differs in length`];
  }
  return [];
}
