import { describe, expect, it } from "vitest";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { openImage, openJson, openWithKey, vaultBuildId } from "../../app/lib/vault/client.ts";
import { fromBase64Url, sizeBucket } from "../../app/lib/vault/format.ts";
import { vaultFileTime } from "../file-times.ts";
import { fixtureCards, fixtureImages, fixtureStudies } from "../../test-fixtures/vault-content.ts";
import {
  buildId,
  indexA,
  isStudyBody,
  isVaultIndex,
  requested,
  serveVault,
  studyKey,
  unlockedA,
  useFixtureVaults,
  vaultA,
  vaultB,
  vaultErrorFrom,
} from "./fixture-vaults.ts";

useFixtureVaults();

describe("a vault built by the encrypt step, opened by the client", () => {
  it("is compiled against the unit-test build id and fetches files from /vault/<buildId>/", async () => {
    expect(vaultBuildId).toBe(buildId);
    await openWithKey(unlockedA.kekBytes);
    expect(requested).toEqual(["/vault/unit-test-build/header.json"]);
  });

  it("writes a header with the documented keys, production iteration count and one slot per password", () => {
    expect(Object.keys(vaultA.header).sort()).toEqual(["build", "format", "kdf", "slots", "v"]);
    expect(vaultA.header).toMatchObject({ format: "portfolio-vault", v: 3, build: buildId });
    expect(vaultA.header.kdf).toMatchObject({ alg: "PBKDF2-SHA256", iter: 600_000 });
    expect(vaultA.header.slots.map((slot) => slot.id)).toEqual(["s1", "s2"]);
    expect(vaultA.secrets.keks).toHaveLength(2);
  });

  it("unlocks with the right password and returns the derived 32-byte key", () => {
    expect(unlockedA.kekBytes).toHaveLength(32);
    expect(unlockedA.kekBytes).toEqual(new Uint8Array(vaultA.secrets.keks[0] ?? []));
  });

  it("decrypts the index into the fixture cards in order, each image replaced by a reference per variant", () => {
    expect(indexA.cards.map(({ image: _image, ...card }) => card)).toEqual(
      fixtureCards.map(({ image: _image, ...card }) => card),
    );
    const fileId = expect.stringMatching(/^[0-9a-f]{32}$/);
    for (const [i, card] of indexA.cards.entries()) {
      expect(card.image).toEqual({
        alt: fixtureCards[i]?.image.alt,
        width: 640,
        height: 480,
        variants: [
          { fileId, mime: "image/avif", width: 320 },
          { fileId, mime: "image/webp", width: 320 },
          { fileId, mime: "image/avif", width: 640 },
          { fileId, mime: "image/webp", width: 640 },
        ],
      });
    }
    expect(Object.keys(indexA.studies)).toEqual([...fixtureStudies.keys()]);
    for (const { key } of Object.values(indexA.studies)) expect(fromBase64Url(key)).toHaveLength(32);
  });

  it("decrypts every study body into exactly the fixture study", async () => {
    for (const [id, study] of fixtureStudies) {
      const fileId = indexA.studies[id]?.body ?? "";
      expect(await openJson(await studyKey(indexA, id), fileId, isStudyBody)).toEqual(study);
    }
  });

  it("decrypts every variant of every image into a Blob of its exact bytes with the index's MIME type", async () => {
    for (const [i, card] of indexA.cards.entries()) {
      const expected = fixtureImages[i]?.variants ?? [];
      expect(card.image.variants).toHaveLength(expected.length);
      const key = await studyKey(indexA, card.id);
      for (const [j, variant] of card.image.variants.entries()) {
        const blob = await openImage(key, variant.fileId, variant.mime);
        expect(blob.type).toBe(`image/${expected[j]?.format}`);
        expect(new Uint8Array(await blob.arrayBuffer())).toEqual(expected[j]?.bytes);
      }
    }
  });

  it("pads every file to a size bucket, and every study's record and preview to one size each", async () => {
    const sealedSize = async (fileId: string) => (await stat(path.join(vaultA.dir, `${fileId}.bin`))).size - 32;
    const studies = Object.values(indexA.studies);
    expect(studies).toHaveLength(2);
    for (const kind of ["body", "preview"] as const) {
      const sizes = await Promise.all(studies.map((study) => sealedSize(study[kind])));
      expect(new Set(sizes).size, kind).toBe(1);
      expect(sizes[0], kind).toBe(sizeBucket(sizes[0] ?? 0));
    }
    for (const name of vaultA.binNames) {
      const plaintext = await sealedSize(path.parse(name).name);
      expect(plaintext, name).toBe(sizeBucket(plaintext));
    }
  });

  it("gives every vault file one modification time, so times say nothing of what was written when", async () => {
    const times = await Promise.all(
      [...vaultA.binNames, "header.json"].map(async (name) => (await stat(path.join(vaultA.dir, name))).mtimeMs),
    );
    expect(new Set(times)).toEqual(new Set([vaultFileTime.getTime()]));
  });

  it("writes only the header and one .bin per index, study, page preview and image variant, named by 32 hex characters", async () => {
    const variants = fixtureImages.reduce((sum, image) => sum + image.variants.length, 0);
    // Each slot's index and grid preview, then each study's record and preview.
    expect(vaultA.binNames).toHaveLength(2 * vaultA.header.slots.length + 2 * fixtureStudies.size + variants);
    for (const name of vaultA.binNames) expect(name).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect((await readdir(vaultA.dir)).sort()).toEqual([...vaultA.binNames, "header.json"].sort());
  });
});

describe("two builds of the same content", () => {
  it("use a different salt, content keys, slot IVs and ciphertexts", () => {
    expect(vaultB.header.kdf.salt).not.toBe(vaultA.header.kdf.salt);
    expect(fromBase64Url(vaultB.header.kdf.salt)).toHaveLength(16);
    const keysA = new Set(vaultA.secrets.keys.map((key) => Buffer.from(key).toString("hex")));
    expect(vaultB.secrets.keys.filter((key) => keysA.has(Buffer.from(key).toString("hex")))).toEqual([]);
    const [slotA] = vaultA.header.slots;
    const [slotB] = vaultB.header.slots;
    expect(slotB?.iv).not.toBe(slotA?.iv);
    expect(slotB?.ct).not.toBe(slotA?.ct);
    expect(Buffer.from(vaultB.secrets.keks[0] ?? []).equals(Buffer.from(vaultA.secrets.keks[0] ?? []))).toBe(false);
  });

  it("use different file ids throughout", () => {
    const namesA = new Set(vaultA.binNames);
    expect(vaultB.binNames.filter((name) => namesA.has(name))).toEqual([]);
  });

  it("do not share keys: build A's stored key does not open build B's slot, even under the same build id", async () => {
    serveVault(vaultB);
    expect(await openWithKey(unlockedA.kekBytes)).toBeNull();
    expect(await openWithKey(new Uint8Array(vaultB.secrets.keks[0] ?? []))).not.toBeNull();
  });

  it("do not share content keys: build A's index key cannot open build B's index", async () => {
    serveVault(vaultB);
    const indexB = await openWithKey(new Uint8Array(vaultB.secrets.keks[0] ?? []));
    const error = await vaultErrorFrom(() => openJson(unlockedA.indexKey, indexB?.indexId ?? "", isVaultIndex));
    expect(error.kind).toBe("integrity");
  });
});
