import { afterEach, describe, expect, it, vi } from "vitest";
import { unlockWithPassword } from "./client";
import { reportTokenLength } from "../views/view-report";
import { thrownVaultError, vaultErrorFrom } from "./vault-error-from";
import {
  fileAad,
  importAesKey,
  openBlob,
  parseHeader,
  problemKind,
  openSlot,
  sealBlob,
  slotAad,
  slotPlaintext,
  toBase64Url,
  vaultFormat,
} from "./format";

const encoder = new TextEncoder();
const buildId = "unit-test-build";

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("parseHeader", () => {
  type HeaderJson = Record<string, unknown> & { kdf: Record<string, unknown>; slots: Record<string, unknown>[] };

  // The content key (32), the recipient's record (310) and the tag (16).
  const slotCiphertextBytes = 358;

  function slot(id: string): Record<string, unknown> {
    return { id, iv: toBase64Url(randomBytes(12)), ct: toBase64Url(randomBytes(slotCiphertextBytes)) };
  }

  function validHeader(): HeaderJson {
    return {
      format: "portfolio-vault",
      v: 2,
      build: buildId,
      kdf: { alg: "PBKDF2-SHA256", iter: 600_000, salt: toBase64Url(randomBytes(16)) },
      slots: [slot("s1"), slot("s2")],
      index: "0123456789abcdef0123456789abcdef",
    };
  }

  const broken: [string, (header: HeaderJson) => void][] = [
    ["v is 1 (its slots sealed the content key alone)", (header) => (header.v = 1)],
    ["v is 3", (header) => (header.v = 3)],
    ["v is the string '2'", (header) => (header.v = "2")],
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
      "a slot ciphertext has no tag",
      (header) => (header.slots[0] = { ...slot("s1"), ct: toBase64Url(randomBytes(slotCiphertextBytes - 16)) }),
    ],
    ["a slot IV has 16 bytes", (header) => (header.slots[0] = { ...slot("s1"), iv: toBase64Url(randomBytes(16)) })],
    ["there are 17 slots", (header) => (header.slots = Array.from({ length: 17 }, (_, i) => slot(`s${i + 1}`)))],
    ["there are no slots", (header) => (header.slots = [])],
    ["it belongs to another build", (header) => (header.build = "another-build-id")],
    ["the index is not a 32-hex file id", (header) => (header.index = "../header")],
  ];

  it("accepts a well-formed header and returns its values", () => {
    const header = validHeader();
    expect(parseHeader(structuredClone(header), buildId)).toEqual(header);
  });

  it("keeps nothing a slot carries beside its IV and ciphertext", () => {
    const header = validHeader();
    header.slots[0] = { ...slot("s1"), label: "alice" };
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

describe("key slots and the recipient's record", () => {
  const cekBytes = randomBytes(32);
  const kekBytes = randomBytes(32);
  // The longest a recipient line allows (pipeline/passwords.ts): 64 characters of 4 bytes, 32 of a label.
  const longest = { name: "🚀".repeat(64), label: "l".repeat(32) };
  const longestWithToken = { name: longest.name, token: "t".repeat(reportTokenLength) };

  async function headerWith(...records: Parameters<typeof slotPlaintext>[1][]) {
    const kek = await importAesKey(kekBytes, ["encrypt"]);
    const slots = await Promise.all(
      records.map(async (record, index) => {
        const id = `s${index + 1}`;
        const blob = await sealBlob(kek, slotPlaintext(cekBytes, record), slotAad(buildId, id));
        return { id, iv: toBase64Url(blob.subarray(4, 16)), ct: toBase64Url(blob.subarray(16)) };
      }),
    );
    return {
      format: "portfolio-vault",
      v: 2,
      build: buildId,
      kdf: { alg: "PBKDF2-SHA256", iter: 600_000, salt: toBase64Url(randomBytes(16)) },
      slots,
      index: "0123456789abcdef0123456789abcdef",
    } as const;
  }

  it("seals every record, empty or the longest a line allows, to one length the header accepts", async () => {
    const header = await headerWith({}, { name: "Jane Doe, Acme" }, { label: "acme" }, longest, longestWithToken);
    expect(new Set(header.slots.map((slot) => slot.ct.length)).size).toBe(1);
    expect(parseHeader(header, buildId).slots).toHaveLength(5);
  });

  it("opens to the content key and the record, whatever the record holds", async () => {
    for (const record of [{}, { name: "Zoë \\ O'Hara" }, { label: "acme" }, longest, longestWithToken]) {
      const opened = await openSlot(parseHeader(await headerWith(record), buildId), kekBytes);
      expect(opened?.recipient).toEqual(record);
      const sealed = await sealBlob(
        await importAesKey(cekBytes, ["encrypt"]),
        encoder.encode("ok"),
        fileAad(buildId, "f"),
      );
      expect(
        await openBlob(opened?.contentKey ?? (await importAesKey(randomBytes(32))), sealed, fileAad(buildId, "f")),
      ).toEqual(encoder.encode("ok"));
    }
  });

  it("opens nothing with another key", async () => {
    expect(await openSlot(parseHeader(await headerWith(longest), buildId), randomBytes(32))).toBeNull();
  });

  it.each([
    ["a list", '["Jane"]'],
    ["a name that is not text", '{"name":7}'],
    ["a token that is not text", '{"token":["t"]}'],
  ])("reports a slot that opens to %s as an integrity problem", async (_what, json) => {
    const header = await headerWith({});
    const plaintext = slotPlaintext(cekBytes, {});
    plaintext.set(encoder.encode(json), 32);
    const blob = await sealBlob(await importAesKey(kekBytes, ["encrypt"]), plaintext, slotAad(buildId, "s1"));
    const slots = [{ id: "s1", iv: toBase64Url(blob.subarray(4, 16)), ct: toBase64Url(blob.subarray(16)) }];
    const error = await vaultErrorFrom(() => openSlot(parseHeader({ ...header, slots }, buildId), kekBytes));
    expect(error.kind).toBe("integrity");
  });

  it("refuses at build time a record longer than a slot holds", () => {
    expect(() => slotPlaintext(cekBytes, { ...longest, name: `${longest.name}x` })).toThrow(/record longer/);
  });
});
