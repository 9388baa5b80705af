import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { unlockWithPassword } from "./client";
import { vaultErrorFrom } from "./vault-error-from";
import {
  deriveKekBytes,
  fileAad,
  framePadded,
  sizeBucket,
  fromBase64Url,
  importAesKey,
  minBlobBytes,
  openBlob,
  parseHeader,
  problemKind,
  sealBlob,
  toBase64Url,
  unframePadded,
  VaultError,
  vaultFormat,
} from "./format";

const encoder = new TextEncoder();
const buildId = "unit-test-build";

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

function thrownVaultError(run: () => unknown): VaultError {
  try {
    run();
  } catch (error) {
    if (error instanceof VaultError) return error;
    throw error;
  }
  throw new Error("expected a VaultError, but the call returned");
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("deriveKekBytes (PBKDF2-HMAC-SHA256)", () => {
  it("matches RFC 7914 §11's first vector (P=passwd, S=salt, c=1)", async () => {
    const kek = await deriveKekBytes("passwd", encoder.encode("salt"), 1);
    expect(kek).toHaveLength(32);
    expect(hex(kek)).toBe("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc");
  });

  it("matches RFC 7914 §11's second vector (P=Password, S=NaCl, c=80000)", async () => {
    const kek = await deriveKekBytes("Password", encoder.encode("NaCl"), 80_000);
    expect(hex(kek)).toBe("4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56");
  });
});

describe("base64url", () => {
  it("round-trips every byte value without padding or URL-unsafe characters", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url(text)).toEqual(bytes);
  });

  it("round-trips lengths that need one and two padding characters", () => {
    for (const length of [0, 1, 2, 3, 4, 5]) {
      const bytes = randomBytes(length);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it("round-trips a 200,000-byte array without overflowing the stack", () => {
    const bytes = new Uint8Array(200_000);
    for (let offset = 0; offset < bytes.length; offset += 65_536) {
      crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
    }
    const text = toBase64Url(bytes);
    expect(text).toHaveLength(Math.ceil((200_000 * 4) / 3));
    expect(fromBase64Url(text)).toEqual(bytes);
  });

  it("refuses text with characters outside the base64url alphabet as an integrity problem", () => {
    expect(thrownVaultError(() => fromBase64Url("ab+/")).kind).toBe("integrity");
    expect(thrownVaultError(() => fromBase64Url("abc=")).kind).toBe("integrity");
  });

  it("refuses base64url of an impossible length as an integrity problem, not a browser DOMException", () => {
    // Five characters cannot encode whole bytes; atob throws InvalidCharacterError for it.
    expect(thrownVaultError(() => fromBase64Url("AAAAA")).kind).toBe("integrity");
  });
});

describe("sealBlob and openBlob", () => {
  const plaintext = encoder.encode("A private sentence that only the right key can read.".repeat(4));
  const fileId = "0123456789abcdef0123456789abcdef";
  const otherFileId = "fedcba9876543210fedcba9876543210";
  let key: CryptoKey;
  let blob: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    key = await importAesKey(randomBytes(32), ["encrypt", "decrypt"]);
    blob = await sealBlob(key, plaintext, fileAad(buildId, fileId));
  });

  function flipped(bytes: Uint8Array<ArrayBuffer>, index: number): Uint8Array<ArrayBuffer> {
    const copy = new Uint8Array(bytes);
    copy[index] = (copy[index] ?? 0) ^ 0x01;
    return copy;
  }

  it("writes PFV1, a 12-byte IV, the ciphertext and a 16-byte tag", () => {
    expect(Buffer.from(blob.subarray(0, 4)).toString("latin1")).toBe("PFV1");
    expect(blob).toHaveLength(4 + vaultFormat.ivBytes + plaintext.length + vaultFormat.tagBytes);
    expect(minBlobBytes).toBe(32);
  });

  it("opens what it sealed under the same key and AAD", async () => {
    expect(await openBlob(key, blob, fileAad(buildId, fileId))).toEqual(plaintext);
  });

  it("uses a fresh IV for every seal, so sealing the same text twice gives different blobs", async () => {
    const again = await sealBlob(key, plaintext, fileAad(buildId, fileId));
    expect(hex(again.subarray(4, 16))).not.toBe(hex(blob.subarray(4, 16)));
    expect(hex(again)).not.toBe(hex(blob));
  });

  it.each([
    ["the magic", 0],
    ["the IV", 4 + 5],
    ["the ciphertext body", 16 + 20],
    ["the tag", -3],
  ])("rejects a blob with one flipped bit in %s as an integrity problem", async (_part, position) => {
    const index = position < 0 ? blob.length + position : position;
    const error = await vaultErrorFrom(() => openBlob(key, flipped(blob, index), fileAad(buildId, fileId)));
    expect(error.kind).toBe("integrity");
  });

  it("rejects a blob opened under another file's id (swapped files)", async () => {
    const error = await vaultErrorFrom(() => openBlob(key, blob, fileAad(buildId, otherFileId)));
    expect(error.kind).toBe("integrity");
  });

  it("rejects a blob opened under another build's id", async () => {
    const error = await vaultErrorFrom(() => openBlob(key, blob, fileAad("another-build", fileId)));
    expect(error.kind).toBe("integrity");
  });

  it("rejects a blob under a different content key", async () => {
    const otherKey = await importAesKey(randomBytes(32));
    const error = await vaultErrorFrom(() => openBlob(otherKey, blob, fileAad(buildId, fileId)));
    expect(error.kind).toBe("integrity");
  });

  it.each([
    ["0 bytes", 0],
    ["31 bytes", 31],
    ["32 bytes", 32],
    ["all but its last byte", -1],
  ])("rejects a blob truncated to %s", async (_what, length) => {
    const truncated = blob.slice(0, length < 0 ? blob.length + length : length);
    const error = await vaultErrorFrom(() => openBlob(key, truncated, fileAad(buildId, fileId)));
    expect(error.kind).toBe("integrity");
  });

  it("rejects an HTML page served in place of a blob without calling WebCrypto", async () => {
    const decrypt = vi.spyOn(crypto.subtle, "decrypt");
    const page = encoder.encode("<!doctype html><html><head><title>Not found</title></head><body>Home</body></html>");
    const error = await vaultErrorFrom(() => openBlob(key, page, fileAad(buildId, fileId)));
    expect(error.kind).toBe("integrity");
    expect(decrypt).not.toHaveBeenCalled();
  });

  it("does call WebCrypto for a blob that passes the length and magic checks", async () => {
    const decrypt = vi.spyOn(crypto.subtle, "decrypt");
    await openBlob(key, blob, fileAad(buildId, fileId));
    expect(decrypt).toHaveBeenCalledTimes(1);
  });
});

describe("parseHeader", () => {
  type HeaderJson = Record<string, unknown> & { kdf: Record<string, unknown>; slots: Record<string, unknown>[] };

  // The index key (32), the index's file id (16), the recipient's record (310) and the tag (16).
  const slotCiphertextBytes = 374;

  function slot(id: string): Record<string, unknown> {
    return { id, iv: toBase64Url(randomBytes(12)), ct: toBase64Url(randomBytes(slotCiphertextBytes)) };
  }

  function validHeader(): HeaderJson {
    return {
      format: "portfolio-vault",
      v: 3,
      build: buildId,
      kdf: { alg: "PBKDF2-SHA256", iter: 600_000, salt: toBase64Url(randomBytes(16)) },
      slots: [slot("s1"), slot("s2")],
    };
  }

  const broken: [string, (header: HeaderJson) => void][] = [
    ["v is 1 (its slots sealed the content key alone)", (header) => (header.v = 1)],
    ["v is 2 (one content key for every recipient)", (header) => (header.v = 2)],
    ["v is 4", (header) => (header.v = 4)],
    ["v is the string '3'", (header) => (header.v = "3")],
    ["the format name is unknown", (header) => (header.format = "other-vault")],
    ["the KDF algorithm is unknown", (header) => (header.kdf.alg = "PBKDF2-SHA1")],
    ["the iteration count is 1", (header) => (header.kdf.iter = 1)],
    ["the iteration count is below the build's own", (header) => (header.kdf.iter = vaultFormat.iterations - 1)],
    ["the iteration count is 10^9", (header) => (header.kdf.iter = 1_000_000_000)],
    ["the iteration count is not an integer", (header) => (header.kdf.iter = 600_000.5)],
    ["the salt has 15 bytes", (header) => (header.kdf.salt = toBase64Url(randomBytes(15)))],
    ["the salt has 32 bytes", (header) => (header.kdf.salt = toBase64Url(randomBytes(32)))],
    [
      "a slot ciphertext is one byte short",
      (header) => (header.slots[1] = { ...slot("s2"), ct: toBase64Url(randomBytes(slotCiphertextBytes - 1)) }),
    ],
    [
      "a slot ciphertext has 48 bytes (the content key alone, without its record)",
      (header) => (header.slots[1] = { ...slot("s2"), ct: toBase64Url(randomBytes(48)) }),
    ],
    [
      "a slot ciphertext has 358 bytes (version 2's: a key and a record, no index)",
      (header) => (header.slots[1] = { ...slot("s2"), ct: toBase64Url(randomBytes(358)) }),
    ],
    [
      "a slot ciphertext has no tag",
      (header) => (header.slots[0] = { ...slot("s1"), ct: toBase64Url(randomBytes(slotCiphertextBytes - 16)) }),
    ],
    ["a slot IV has 16 bytes", (header) => (header.slots[0] = { ...slot("s1"), iv: toBase64Url(randomBytes(16)) })],
    ["there are 17 slots", (header) => (header.slots = Array.from({ length: 17 }, (_, i) => slot(`s${i + 1}`)))],
    ["there are no slots", (header) => (header.slots = [])],
    ["it belongs to another build", (header) => (header.build = "another-build-id")],
  ];

  it("accepts a well-formed header and returns its values", () => {
    const header = validHeader();
    expect(parseHeader(structuredClone(header), buildId)).toEqual(header);
  });

  it("keeps nothing a slot carries beside its IV and ciphertext, nor an index beside the slots", () => {
    const header = validHeader();
    header.slots[0] = { ...slot("s1"), label: "alice" };
    expect(parseHeader({ ...header, index: "0123456789abcdef0123456789abcdef" }, buildId)).not.toHaveProperty("index");
    expect(parseHeader(header, buildId).slots[0]).not.toHaveProperty("label");
  });

  it("accepts 16 slots and the ends of the iteration range", () => {
    const header = validHeader();
    header.slots = Array.from({ length: 16 }, (_, i) => slot(`s${i + 1}`));
    header.kdf.iter = vaultFormat.minIterations;
    expect(parseHeader(header, buildId).slots).toHaveLength(16);
    header.kdf.iter = vaultFormat.maxIterations;
    expect(parseHeader(header, buildId).kdf.iter).toBe(5_000_000);
  });

  it.each(broken)("refuses a header where %s", (_why, breakIt) => {
    const header = validHeader();
    breakIt(header);
    expect(thrownVaultError(() => parseHeader(header, buildId)).kind).toBe("integrity");
  });

  it.each([
    ["null", null],
    ["an array", []],
    ["a string", "header"],
  ])("refuses %s as a header", (_what, value) => {
    expect(thrownVaultError(() => parseHeader(value, buildId)).kind).toBe("integrity");
  });

  describe("through unlockWithPassword", () => {
    function serveHeader(header: unknown): void {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response(JSON.stringify(header), { headers: { "content-type": "application/json" } })),
      );
    }

    it("derives the key once for a well-formed header (the spies see derivation when it happens)", async () => {
      const deriveBits = vi.spyOn(crypto.subtle, "deriveBits").mockResolvedValue(new ArrayBuffer(32));
      const importKey = vi.spyOn(crypto.subtle, "importKey");
      serveHeader(validHeader());
      expect(await unlockWithPassword("a password nobody set")).toBeNull();
      expect(deriveBits).toHaveBeenCalledTimes(1);
      expect(importKey).toHaveBeenCalled();
    });

    it.each(broken)("refuses a header where %s before importing a key or deriving", async (_why, breakIt) => {
      const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
      const importKey = vi.spyOn(crypto.subtle, "importKey");
      const header = validHeader();
      breakIt(header);
      serveHeader(header);
      const error = await vaultErrorFrom(() => unlockWithPassword("a password nobody set"));
      expect(error.kind).toBe("integrity");
      expect(deriveBits).not.toHaveBeenCalled();
      expect(importKey).not.toHaveBeenCalled();
    });

    it("reports a header with malformed base64 in its salt as an integrity problem before deriving", async () => {
      const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
      const header = validHeader();
      header.kdf.salt = "AAAAA";
      serveHeader(header);
      let caught: unknown;
      await unlockWithPassword("a password nobody set").catch((error: unknown) => (caught = error));
      expect(problemKind(caught)).toBe("integrity");
      expect(deriveBits).not.toHaveBeenCalled();
    });
  });
});

describe("framed files padded to size buckets (previews and images)", () => {
  it("pads to a bucket, whatever the length, and unframes to the same bytes", () => {
    for (const length of [0, 1, vaultFormat.padTo - 4, vaultFormat.padTo - 3, 3 * vaultFormat.padTo + 17, 60_000]) {
      const bytes = randomBytes(length);
      const framed = framePadded(bytes);
      expect(framed.length).toBe(sizeBucket(length + 4));
      expect(hex(unframePadded(framed))).toBe(hex(bytes));
    }
  });

  it("has few buckets, each at most a quarter larger than what it holds beyond the first", () => {
    const buckets = new Set<number>();
    for (let bytes = 1; bytes <= 1_000_000; bytes += 997) {
      const bucket = sizeBucket(bytes);
      buckets.add(bucket);
      expect(bucket).toBeGreaterThanOrEqual(bytes);
      expect(bucket % vaultFormat.padTo).toBe(0);
      if (bytes > 4 * vaultFormat.padTo) expect(bucket / bytes).toBeLessThan(1.25);
    }
    // About four per doubling from 1 KiB to 1 MB.
    expect(buckets.size).toBeLessThan(45);
  });

  it("gives files of similar length one size, and pads a set to the longest one's bucket", () => {
    expect(framePadded(randomBytes(4200)).length).toBe(framePadded(randomBytes(5000)).length);
    expect(framePadded(randomBytes(10), 9000).length).toBe(framePadded(randomBytes(8990)).length);
  });

  it("reports a frame too short, or claiming more than it holds, as an integrity problem", () => {
    const framed = framePadded(randomBytes(10));
    new DataView(framed.buffer).setUint32(0, framed.length);
    for (const broken of [framed, new Uint8Array(3)]) {
      let caught: unknown;
      try {
        unframePadded(broken);
      } catch (error) {
        caught = error;
      }
      expect(problemKind(caught)).toBe("integrity");
    }
  });
});
