// Shared by the build's encryption step and the browser so the two cannot drift; design in docs/protection.md.

export const vaultFormat = {
  name: "portfolio-vault",
  version: 3,
  magic: "PFV1",
  kdf: "PBKDF2-SHA256",
  iterations: 600_000,
  /** The client refuses headers outside this range: no downgrade below the build's own count, no hung tab. */
  minIterations: 600_000,
  maxIterations: 5_000_000,
  saltBytes: 16,
  keyBytes: 32,
  ivBytes: 12,
  tagBytes: 16,
  maxSlots: 16,
  fileIdBytes: 16,
  padTo: 1024,
} as const;

export type RecipientRecord = { name?: string; label?: string; token?: string };
export const recordLimits = { nameBytes: 256, labelBytes: 32 } as const;
// Sized for a name and the longest label: a token is shorter, under a key as long, so the size holds either.
const recordBytes = JSON.stringify({ name: "", label: "" }).length + recordLimits.nameBytes + recordLimits.labelBytes;
const slotBytes = vaultFormat.keyBytes + vaultFormat.fileIdBytes + recordBytes + vaultFormat.tagBytes;

const encoder = new TextEncoder();
const magicBytes = encoder.encode(vaultFormat.magic);
export const minBlobBytes = magicBytes.length + vaultFormat.ivBytes + vaultFormat.tagBytes;

/** Random hex, so names say nothing of what a file holds. */
export const fileIdPattern = new RegExp(`^[0-9a-f]{${vaultFormat.fileIdBytes * 2}}$`);
export const headerFile = "header.json";

export type VaultSlot = { id: string; iv: string; ct: string };
export type VaultHeader = {
  format: typeof vaultFormat.name;
  v: typeof vaultFormat.version;
  build: string;
  kdf: { alg: typeof vaultFormat.kdf; iter: number; salt: string };
  slots: VaultSlot[];
};
/** Every key a header has, and no other: the leak scan refuses a header that carries more. */
export const headerKeys = ["format", "v", "build", "kdf", "slots"] as const satisfies readonly (keyof VaultHeader)[];

export class VaultError extends Error {
  override name = "VaultError";
  constructor(
    readonly kind: "network" | "missing" | "integrity" | "unsupported",
    message: string,
  ) {
    super(message);
  }
}

/** NIST SP 800-63B: compare passwords after NFKC; trim fixes text pasted from e-mail. */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC").trim();
}

export function fileAad(buildId: string, fileId: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${vaultFormat.magic}|${buildId}|${fileId}`);
}

export function slotAad(buildId: string, slotId: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${vaultFormat.magic}|${buildId}|slot|${slotId}`);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // Chunked: spreading a large array into fromCharCode overflows the stack.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new VaultError("integrity", "not base64url");
  let binary: string;
  try {
    binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    throw new VaultError("integrity", "not base64url");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Raw bytes, so a session can keep the key. */
export async function deriveKekBytes(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await crypto.subtle.importKey("raw", encoder.encode(normalizePassword(password)), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    vaultFormat.keyBytes * 8,
  );
  return new Uint8Array(bits);
}

export function importAesKey(raw: Uint8Array<ArrayBuffer>, usages: KeyUsage[] = ["decrypt"]): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, usages);
}

export async function sealBlob(key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, aad: Uint8Array<ArrayBuffer>) {
  const iv = crypto.getRandomValues(new Uint8Array(vaultFormat.ivBytes));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: aad }, key, plaintext),
  );
  const blob = new Uint8Array(magicBytes.length + iv.length + sealed.length);
  blob.set(magicBytes, 0);
  blob.set(iv, magicBytes.length);
  blob.set(sealed, magicBytes.length + iv.length);
  return blob;
}

/** Length and magic first: a host may answer a missing file with an HTML page. */
export async function openBlob(key: CryptoKey, blob: Uint8Array<ArrayBuffer>, aad: Uint8Array<ArrayBuffer>) {
  if (blob.length < minBlobBytes || magicBytes.some((byte, i) => blob[i] !== byte)) {
    throw new VaultError("integrity", "not a vault file");
  }
  const iv = blob.subarray(magicBytes.length, magicBytes.length + vaultFormat.ivBytes);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: aad },
      key,
      blob.subarray(magicBytes.length + vaultFormat.ivBytes),
    );
    return new Uint8Array(plain);
  } catch {
    throw new VaultError("integrity", "the file failed its integrity check");
  }
}

/** Runs before any key derivation, so a hostile header cannot hang the tab. */
export function parseHeader(value: unknown, buildId: string): VaultHeader {
  const fail = (why: string): never => {
    throw new VaultError("integrity", `vault header rejected: ${why}`);
  };
  if (typeof value !== "object" || value === null) return fail("not an object");
  const header = value as Record<string, unknown>;
  const kdf = header.kdf as Record<string, unknown> | undefined;
  if (header.format !== vaultFormat.name || header.v !== vaultFormat.version) return fail("unknown format or version");
  if (header.build !== buildId) return fail("another build");
  if (typeof kdf !== "object" || kdf === null || kdf.alg !== vaultFormat.kdf) return fail("unknown key derivation");
  const iter = kdf.iter;
  if (
    typeof iter !== "number" ||
    !Number.isInteger(iter) ||
    iter < vaultFormat.minIterations ||
    iter > vaultFormat.maxIterations
  ) {
    return fail("iteration count out of range");
  }
  if (typeof kdf.salt !== "string" || fromBase64Url(kdf.salt).length !== vaultFormat.saltBytes) return fail("salt");
  if (!Array.isArray(header.slots) || header.slots.length < 1 || header.slots.length > vaultFormat.maxSlots) {
    return fail("slot count");
  }
  const slots = header.slots.map((slot: unknown): VaultSlot => {
    const { id, iv, ct } = (slot ?? {}) as Record<string, unknown>;
    if (typeof id !== "string" || typeof iv !== "string" || typeof ct !== "string") return fail("slot fields");
    if (fromBase64Url(iv).length !== vaultFormat.ivBytes) return fail("slot iv");
    if (fromBase64Url(ct).length !== slotBytes) return fail("slot length");
    return { id, iv, ct };
  });
  return {
    format: vaultFormat.name,
    v: vaultFormat.version,
    build: buildId,
    kdf: { alg: vaultFormat.kdf, iter, salt: kdf.salt },
    slots,
  };
}

export async function importKeyText(text: string): Promise<CryptoKey> {
  const bytes = fromBase64Url(text);
  if (bytes.length !== vaultFormat.keyBytes) throw new VaultError("integrity", "a key of the wrong length");
  return importAesKey(bytes);
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

export function slotPlaintext(
  indexKeyBytes: Uint8Array,
  indexId: string,
  record: RecipientRecord,
): Uint8Array<ArrayBuffer> {
  const json = encoder.encode(JSON.stringify(record));
  if (json.length > recordBytes) throw new Error(`a recipient record longer than ${recordBytes} bytes`);
  if (indexKeyBytes.length !== vaultFormat.keyBytes || !fileIdPattern.test(indexId)) {
    throw new Error("a key slot needs a 32-byte key and a file id");
  }
  const recordStart = vaultFormat.keyBytes + vaultFormat.fileIdBytes;
  const plaintext = new Uint8Array(recordStart + recordBytes).fill(0x20);
  plaintext.set(indexKeyBytes);
  plaintext.set(
    Uint8Array.from(indexId.match(/../g) ?? [], (pair) => parseInt(pair, 16)),
    vaultFormat.keyBytes,
  );
  plaintext.set(json, recordStart);
  return plaintext;
}

export type OpenedSlot = { indexKey: CryptoKey; indexId: string; recipient: RecipientRecord };

export async function openSlot(header: VaultHeader, kekBytes: Uint8Array<ArrayBuffer>): Promise<OpenedSlot | null> {
  const kek = await importAesKey(kekBytes);
  for (const slot of header.slots) {
    let plaintext: Uint8Array<ArrayBuffer>;
    try {
      plaintext = new Uint8Array(
        await crypto.subtle.decrypt(
          { name: "AES-GCM", iv: fromBase64Url(slot.iv), additionalData: slotAad(header.build, slot.id) },
          kek,
          fromBase64Url(slot.ct),
        ),
      );
    } catch {
      // A wrong key fails authentication: try the next slot.
      continue;
    }
    const recordStart = vaultFormat.keyBytes + vaultFormat.fileIdBytes;
    return {
      indexKey: await importAesKey(plaintext.slice(0, vaultFormat.keyBytes)),
      indexId: hexOf(plaintext.subarray(vaultFormat.keyBytes, recordStart)),
      recipient: readRecord(plaintext.subarray(recordStart)),
    };
  }
  return null;
}

function readRecord(bytes: Uint8Array): RecipientRecord {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new VaultError("integrity", "a key slot's record is not JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new VaultError("integrity", "a key slot's record is not an object");
  }
  const fields = Object.entries(value);
  if (!fields.every((field): field is [string, string] => typeof field[1] === "string")) {
    throw new VaultError("integrity", "a key slot's record has a field that is not text");
  }
  return Object.fromEntries(fields);
}

/** Files of one bucket cannot be told apart by size, and an edit within its bucket does not show between builds. */
export function sizeBucket(bytes: number): number {
  let size = vaultFormat.padTo;
  while (size < bytes) size = Math.ceil((size * 2 ** 0.25) / vaultFormat.padTo) * vaultFormat.padTo;
  return size;
}

export function framePadded(bytes: Uint8Array, atLeast = 0): Uint8Array<ArrayBuffer> {
  const framed = new Uint8Array(sizeBucket(Math.max(bytes.length + 4, atLeast)));
  new DataView(framed.buffer).setUint32(0, bytes.length);
  framed.set(bytes, 4);
  return framed;
}

export function unframePadded(framed: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (framed.length < 4) throw new VaultError("integrity", "a framed file too short for its length");
  const length = new DataView(framed.buffer, framed.byteOffset).getUint32(0);
  if (length > framed.length - 4) throw new VaultError("integrity", "a framed file shorter than it says");
  return framed.slice(4, 4 + length);
}

export function problemKind(error: unknown): VaultError["kind"] {
  return error instanceof VaultError ? error.kind : "network";
}
