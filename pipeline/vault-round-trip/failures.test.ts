import { describe, expect, it, vi } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { openImage, openJson, openPreviewHtml, unlockWithPassword, openWithKey } from "../../app/lib/vault/client.ts";
import { fileAad, fromBase64Url, importAesKey, sealBlob } from "../../app/lib/vault/format.ts";
import {
  alice,
  answerWith,
  buildId,
  fixturePreview,
  indexA,
  isStudyBody,
  isVaultIndex,
  serveVault,
  studyKey,
  unlockedA,
  useFixtureVaults,
  vaultA,
  vaultErrorFrom,
} from "./fixture-vaults.ts";

useFixtureVaults();

describe("network and integrity failures", () => {
  it("reports a missing header (404) as 'missing'", async () => {
    answerWith(async () => new Response("Not found", { status: 404 }));
    expect((await vaultErrorFrom(() => openWithKey(unlockedA.kekBytes))).kind).toBe("missing");
  });

  it("reports a missing .bin (404) as 'missing'", async () => {
    const error = await vaultErrorFrom(() =>
      openJson(unlockedA.indexKey, "00000000000000000000000000000000", isVaultIndex),
    );
    expect(error.kind).toBe("missing");
  });

  it("reports a server error (500) as 'network'", async () => {
    answerWith(async () => new Response("Internal error", { status: 500 }));
    expect((await vaultErrorFrom(() => openWithKey(unlockedA.kekBytes))).kind).toBe("network");
    expect((await vaultErrorFrom(() => openJson(unlockedA.indexKey, unlockedA.indexId, isVaultIndex))).kind).toBe(
      "network",
    );
  });

  it("reports a rejected fetch as 'network'", async () => {
    answerWith(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await vaultErrorFrom(() => unlockWithPassword(alice))).kind).toBe("network");
    expect((await vaultErrorFrom(() => openImage(unlockedA.indexKey, unlockedA.indexId, "image/webp"))).kind).toBe(
      "network",
    );
  });

  it("reports a 200 text/html page served for a .bin as 'integrity' without calling WebCrypto", async () => {
    answerWith(
      async () =>
        new Response("<!doctype html><html><head><title>Portfolio</title></head><body>Home</body></html>", {
          headers: { "content-type": "text/html" },
        }),
    );
    const decrypt = vi.spyOn(crypto.subtle, "decrypt");
    const error = await vaultErrorFrom(() => openJson(unlockedA.indexKey, unlockedA.indexId, isVaultIndex));
    expect(error.kind).toBe("integrity");
    expect(decrypt).not.toHaveBeenCalled();
  });

  it("reports a 200 text/html page served for the header as 'integrity'", async () => {
    answerWith(async () => new Response("<!doctype html><html></html>", { headers: { "content-type": "text/html" } }));
    expect((await vaultErrorFrom(() => openWithKey(unlockedA.kekBytes))).kind).toBe("integrity");
  });

  it("reports a .bin with one byte flipped in the middle as 'integrity'", async () => {
    serveVault(vaultA, (urlPath, bytes) => {
      if (!urlPath.endsWith(".bin")) return bytes;
      const copy = new Uint8Array(bytes);
      const middle = Math.floor(copy.length / 2);
      copy[middle] = (copy[middle] ?? 0) ^ 0xff;
      return copy;
    });
    const error = await vaultErrorFrom(() => openJson(unlockedA.indexKey, unlockedA.indexId, isVaultIndex));
    expect(error.kind).toBe("integrity");
    const [card] = indexA.cards;
    const key = await studyKey(indexA, card?.id ?? "");
    const imageId = card?.image.variants[0]?.fileId ?? "";
    expect((await vaultErrorFrom(() => openImage(key, imageId, "image/webp"))).kind).toBe("integrity");
  });

  it("seals each page the build rendered as its preview, which opens to the same HTML", async () => {
    const grid = await openPreviewHtml(unlockedA.indexKey, indexA.preview);
    expect(grid).toBe(fixturePreview({ kind: "grid", cards: indexA.cards }));
    for (const [id, { body, preview }] of Object.entries(indexA.studies)) {
      const key = await studyKey(indexA, id);
      const study = await openJson(key, body, isStudyBody);
      expect(await openPreviewHtml(key, preview), id).toBe(fixturePreview({ kind: "study", study }));
    }
  });

  it("reports a file that decrypts to something this build did not write as 'integrity', not as a network failure", async () => {
    const fileId = "0123456789abcdef0123456789abcdef";
    const [id = ""] = Object.keys(indexA.studies);
    const keyBytes = fromBase64Url(indexA.studies[id]?.key ?? "");
    const sealingKey = await importAesKey(keyBytes, ["encrypt"]);
    const key = await studyKey(indexA, id);
    for (const plaintext of ["{ not json", JSON.stringify({ cards: "none" })]) {
      const sealed = await sealBlob(sealingKey, new TextEncoder().encode(plaintext), fileAad(buildId, fileId));
      answerWith(async () => new Response(sealed));
      expect((await vaultErrorFrom(() => openJson(key, fileId, isVaultIndex))).kind).toBe("integrity");
    }
  });

  it("reports one file served under another's name (swapped files) as 'integrity'", async () => {
    // A study's record and preview are sealed under one key: only the file id in the authenticated data tells them apart.
    const [id = ""] = Object.keys(indexA.studies);
    const bodyId = indexA.studies[id]?.body ?? "";
    const preview = path.join(vaultA.dir, `${indexA.studies[id]?.preview}.bin`);
    answerWith(async () => new Response(new Uint8Array(await readFile(preview))));
    const error = await vaultErrorFrom(async () => openJson(await studyKey(indexA, id), bodyId, isStudyBody));
    expect(error.kind).toBe("integrity");
  });
});
