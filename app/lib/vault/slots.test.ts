import { describe, expect, it } from "vitest";
import { reportTokenLength } from "@views/browser/view-report";
import { vaultErrorFrom } from "./vault-error-from";
import {
  fileAad,
  importAesKey,
  importKeyText,
  openBlob,
  openSlot,
  parseHeader,
  sealBlob,
  slotAad,
  slotPlaintext,
  toBase64Url,
} from "./format";

// What a key slot seals (docs/protection.md §8): one length whatever it holds.
const encoder = new TextEncoder();
const buildId = "unit-test-build";
const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

describe("key slots and the recipient's record", () => {
  const indexKeyBytes = randomBytes(32);
  const indexId = "0123456789abcdef0123456789abcdef";
  const kekBytes = randomBytes(32);
  // The longest a recipient line allows (pipeline/passwords.ts): 64 characters of 4 bytes, 32 of a label.
  const longest = { name: "🚀".repeat(64), label: "l".repeat(32) };
  const longestWithToken = { name: longest.name, token: "t".repeat(reportTokenLength) };

  async function headerWith(...records: Parameters<typeof slotPlaintext>[2][]) {
    const kek = await importAesKey(kekBytes, ["encrypt"]);
    const slots = await Promise.all(
      records.map(async (record, index) => {
        const id = `s${index + 1}`;
        const blob = await sealBlob(kek, slotPlaintext(indexKeyBytes, indexId, record), slotAad(buildId, id));
        return { id, iv: toBase64Url(blob.subarray(4, 16)), ct: toBase64Url(blob.subarray(16)) };
      }),
    );
    return {
      format: "portfolio-vault",
      v: 3,
      build: buildId,
      kdf: { alg: "PBKDF2-SHA256", iter: 600_000, salt: toBase64Url(randomBytes(16)) },
      slots,
    } as const;
  }

  it("seals every record, empty or the longest a line allows, to one length the header accepts", async () => {
    const header = await headerWith({}, { name: "Jane Doe, Acme" }, { label: "acme" }, longest, longestWithToken);
    expect(new Set(header.slots.map((slot) => slot.ct.length)).size).toBe(1);
    expect(parseHeader(header, buildId).slots).toHaveLength(5);
  });

  it("opens to the index key, the index's file id and the record, whatever the record holds", async () => {
    for (const record of [{}, { name: "Zoë \\ O'Hara" }, { label: "acme" }, longest, longestWithToken]) {
      const opened = await openSlot(parseHeader(await headerWith(record), buildId), kekBytes);
      expect(opened?.recipient).toEqual(record);
      expect(opened?.indexId).toBe(indexId);
      const sealed = await sealBlob(
        await importAesKey(indexKeyBytes, ["encrypt"]),
        encoder.encode("ok"),
        fileAad(buildId, "f"),
      );
      expect(
        await openBlob(opened?.indexKey ?? (await importAesKey(randomBytes(32))), sealed, fileAad(buildId, "f")),
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
    const plaintext = slotPlaintext(indexKeyBytes, indexId, {});
    plaintext.set(encoder.encode(json), 48);
    const blob = await sealBlob(await importAesKey(kekBytes, ["encrypt"]), plaintext, slotAad(buildId, "s1"));
    const slots = [{ id: "s1", iv: toBase64Url(blob.subarray(4, 16)), ct: toBase64Url(blob.subarray(16)) }];
    const error = await vaultErrorFrom(() => openSlot(parseHeader({ ...header, slots }, buildId), kekBytes));
    expect(error.kind).toBe("integrity");
  });

  it("refuses at build time a record longer than a slot holds", () => {
    expect(() => slotPlaintext(indexKeyBytes, indexId, { ...longest, name: `${longest.name}x` })).toThrow(
      /record longer/,
    );
  });

  it("reads a study key from an index as 32 bytes, and any other length as an integrity problem", async () => {
    await expect(importKeyText(toBase64Url(randomBytes(32)))).resolves.toBeInstanceOf(CryptoKey);
    for (const text of [toBase64Url(randomBytes(31)), toBase64Url(randomBytes(33)), "not a key!"]) {
      expect((await vaultErrorFrom(() => importKeyText(text))).kind).toBe("integrity");
    }
  });
});
