import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  openImage,
  openJson,
  openPreviewHtml,
  unlockWithPassword,
  unlockWithStoredKey,
  vaultBuildId,
  type Unlocked,
} from "../../app/lib/vault/client.ts";
import {
  fileAad,
  fromBase64Url,
  importAesKey,
  sealBlob,
  sizeBucket,
  VaultError,
  type VaultHeader,
} from "../../app/lib/vault/format.ts";
import { sealedStudy, vaultIndexSchema, type SealedStudy, type VaultIndex } from "../../content/schema.ts";
import { encryptVault, type RenderPreview, type VaultSecrets } from "./encrypt-content.ts";
import { vaultFileTime } from "./file-times.ts";
import type { Recipient } from "../tools/passwords.ts";
import {
  fixtureCards,
  fixtureContent,
  fixtureImages,
  fixtureOptimisedImages,
  fixtureStudies,
} from "../test-fixtures/vault-content.ts";

/**
 * The encrypt step and the browser client against each other: vaults are built
 * into temp dirs with the production iteration count, and a stubbed fetch
 * serves them at the URL the client asks for. Derivations are the slow part
 * (~150 ms each), so every vault is built once and reused.
 */

const buildId = "unit-test-build";
const alice = "alice-correct-horse-battery";
const bob = "bob-staple-orbit-lantern-42";
const carol = "carol-never-given-access-99";

const cafeNfd = "café-crème-brûlée-2025".normalize("NFD");
const cafeNfc = "café-crème-brûlée-2025".normalize("NFC");
const fullWidth = "vault-pass-１２３-４５６";
const emoji = "🔐-emoji-passphrase-🦊-2025";
const long = Array.from({ length: 10_000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join("");
const longWrong = long.slice(0, -1) + (long.endsWith("z") ? "y" : "z");

/** The schemas the build sealed against: what the client opens must pass them whole, not only the browser's outline. */
const isVaultIndex = (value: unknown): value is VaultIndex => vaultIndexSchema.safeParse(value).success;
const isStudyBody = (value: unknown): value is SealedStudy => sealedStudy.caseStudySchema.safeParse(value).success;

/** A stand-in for the app's renderer: enough to tell the pages apart. */
const fixturePreview: RenderPreview = (page) =>
  page.kind === "grid"
    ? `<main><h1>Grid</h1>${page.cards.map((card) => `<h2>${card.title}</h2>`).join("")}</main>`
    : `<main><h1>${page.study.title}</h1><p>${page.study.overview}</p></main>`;

type Vault = { root: string; dir: string; secrets: VaultSecrets; header: VaultHeader; binNames: string[] };

const tempRoots: string[] = [];

async function buildVault(recipients: Recipient[]): Promise<Vault> {
  const root = await mkdtemp(path.join(os.tmpdir(), "vault-round-trip-"));
  tempRoots.push(root);
  const secrets = await encryptVault({
    outDir: path.join(root, "vault"),
    buildId,
    recipients,
    content: fixtureContent(),
    images: fixtureOptimisedImages,
    renderPreview: fixturePreview,
  });
  const dir = path.join(root, "vault", buildId);
  const header = JSON.parse(await readFile(path.join(dir, "header.json"), "utf8")) as VaultHeader;
  const binNames = (await readdir(dir)).filter((name) => name.endsWith(".bin")).sort();
  return { root, dir, secrets, header, binNames };
}

/** How the stubbed fetch answers: by default, files of `vault` by URL path, 404 when missing. */
type Server = (urlPath: string) => Promise<Response>;
let server: Server;
const requested: string[] = [];

function serveVault(
  vault: Vault,
  transform?: (urlPath: string, bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
) {
  server = async (urlPath) => {
    const file = path.join(vault.root, ...urlPath.split("/").filter(Boolean));
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = new Uint8Array(await readFile(file));
    } catch {
      return new Response("Not found", { status: 404 });
    }
    const type = file.endsWith(".json") ? "application/json" : "application/octet-stream";
    return new Response(transform ? transform(urlPath, bytes) : bytes, { headers: { "content-type": type } });
  };
}

let vaultA: Vault; // alice + bob
let vaultB: Vault; // alice only: a rebuild after bob was removed
let vaultC: Vault; // Unicode and length cases
let unlockedA: Unlocked;
let indexA: VaultIndex;

beforeAll(async () => {
  [vaultA, vaultB, vaultC] = await Promise.all([
    buildVault([
      { label: "alice", password: alice },
      { label: "bob", password: bob },
    ]),
    buildVault([{ label: "alice", password: alice }]),
    buildVault([
      { label: "nfd", password: cafeNfd },
      { label: "wide", password: fullWidth },
      { label: "emoji", password: emoji },
      { label: "long", password: long },
    ]),
  ]);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => server(String(input)));
  serveVault(vaultA);
  const unlocked = await unlockWithPassword(alice);
  if (!unlocked) throw new Error("the fixture vault did not open with its own password");
  unlockedA = unlocked;
  indexA = await openJson(unlockedA.contentKey, vaultA.header.index, isVaultIndex);
  vi.unstubAllGlobals();
}, 30_000);

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return server(url);
  });
  serveVault(vaultA);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await Promise.all(tempRoots.map((root) => rm(root, { recursive: true, force: true })));
});

async function vaultErrorFrom(run: () => Promise<unknown>): Promise<VaultError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof VaultError) return error;
    throw error;
  }
  throw new Error("expected a VaultError, but the call succeeded");
}

describe("a vault built by the encrypt step, opened by the client", () => {
  it("is compiled against the unit-test build id and fetches files from /vault/<buildId>/", async () => {
    expect(vaultBuildId).toBe(buildId);
    await unlockWithStoredKey(unlockedA.kekBytes);
    expect(requested).toEqual(["/vault/unit-test-build/header.json"]);
  });

  it("writes a header with the documented keys, production iteration count and one slot per password", () => {
    expect(Object.keys(vaultA.header).sort()).toEqual(["build", "format", "index", "kdf", "slots", "v"]);
    expect(vaultA.header).toMatchObject({ format: "portfolio-vault", v: 1, build: buildId });
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
  });

  it("decrypts every study body into exactly the fixture study", async () => {
    for (const [id, study] of fixtureStudies) {
      const fileId = indexA.studies[id]?.body ?? "";
      expect(await openJson(unlockedA.contentKey, fileId, isStudyBody)).toEqual(study);
    }
  });

  it("decrypts every variant of every image into a Blob of its exact bytes with the index's MIME type", async () => {
    for (const [i, card] of indexA.cards.entries()) {
      const expected = fixtureImages[i]?.variants ?? [];
      expect(card.image.variants).toHaveLength(expected.length);
      for (const [j, variant] of card.image.variants.entries()) {
        const blob = await openImage(unlockedA.contentKey, variant.fileId, variant.mime);
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
    // The index and the grid's preview, then each study's record and preview.
    expect(vaultA.binNames).toHaveLength(2 + 2 * fixtureStudies.size + variants);
    for (const name of vaultA.binNames) expect(name).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect((await readdir(vaultA.dir)).sort()).toEqual([...vaultA.binNames, "header.json"].sort());
  });
});

describe("passwords and key slots", () => {
  it("returns null for a wrong password after exactly one key derivation", async () => {
    const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
    expect(await unlockWithPassword("Alice-correct-horse-battery")).toBeNull();
    expect(deriveBits).toHaveBeenCalledTimes(1);
  });

  it("opens with the second recipient's password too, to the same content", async () => {
    const unlocked = await unlockWithPassword(bob);
    expect(unlocked).not.toBeNull();
    expect(unlocked?.kekBytes).toEqual(new Uint8Array(vaultA.secrets.keks[1] ?? []));
    if (!unlocked) return;
    expect(await openJson(unlocked.contentKey, vaultA.header.index, isVaultIndex)).toEqual(indexA);
  });

  it("does not open with a password that is not in the recipients list", async () => {
    expect(await unlockWithPassword(carol)).toBeNull();
  });

  it("locks out a recipient removed before a rebuild", async () => {
    serveVault(vaultB);
    expect(await unlockWithPassword(bob)).toBeNull();
  });
});

describe("two builds of the same content", () => {
  it("use a different salt, content key, slot IVs and ciphertexts", () => {
    expect(vaultB.header.kdf.salt).not.toBe(vaultA.header.kdf.salt);
    expect(fromBase64Url(vaultB.header.kdf.salt)).toHaveLength(16);
    expect(Buffer.from(vaultB.secrets.cek).equals(Buffer.from(vaultA.secrets.cek))).toBe(false);
    const [slotA] = vaultA.header.slots;
    const [slotB] = vaultB.header.slots;
    expect(slotB?.iv).not.toBe(slotA?.iv);
    expect(slotB?.ct).not.toBe(slotA?.ct);
    expect(Buffer.from(vaultB.secrets.keks[0] ?? []).equals(Buffer.from(vaultA.secrets.keks[0] ?? []))).toBe(false);
  });

  it("use different file ids throughout", () => {
    const namesA = new Set(vaultA.binNames);
    expect(vaultB.binNames.filter((name) => namesA.has(name))).toEqual([]);
    expect(vaultB.header.index).not.toBe(vaultA.header.index);
  });

  it("do not share keys: build A's stored key does not open build B's slot, even under the same build id", async () => {
    serveVault(vaultB);
    expect(await unlockWithStoredKey(unlockedA.kekBytes)).toBeNull();
    expect(await unlockWithStoredKey(new Uint8Array(vaultB.secrets.keks[0] ?? []))).not.toBeNull();
  });

  it("do not share content keys: build A's content key cannot open build B's index", async () => {
    serveVault(vaultB);
    const error = await vaultErrorFrom(() => openJson(unlockedA.contentKey, vaultB.header.index, isVaultIndex));
    expect(error.kind).toBe("integrity");
  });
});

describe("unlocking with a stored key", () => {
  it("returns a content key that opens the vault, without deriving", async () => {
    const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
    const key = await unlockWithStoredKey(unlockedA.kekBytes);
    expect(key).not.toBeNull();
    expect(deriveBits).not.toHaveBeenCalled();
    if (!key) return;
    expect(key.indexId).toBe(vaultA.header.index);
    expect(await openJson(key.contentKey, vaultA.header.index, isVaultIndex)).toEqual(indexA);
  });

  it("returns null for 32 random bytes", async () => {
    expect(await unlockWithStoredKey(crypto.getRandomValues(new Uint8Array(32)))).toBeNull();
  });
});

describe("password normalization and length", () => {
  beforeEach(() => serveVault(vaultC));

  it("opens a vault built with NFD 'café' when the visitor types NFC 'café'", async () => {
    expect(cafeNfc).not.toBe(cafeNfd);
    expect(await unlockWithPassword(cafeNfc)).not.toBeNull();
  });

  it("treats full-width digits as the ASCII digits they equal after NFKC", async () => {
    expect(await unlockWithPassword("vault-pass-123-456")).not.toBeNull();
  });

  it("ignores surrounding spaces and a trailing newline, as pasted from an e-mail", async () => {
    expect(await unlockWithPassword(`  ${cafeNfc} \n`)).not.toBeNull();
  });

  it("opens with a password containing emoji", async () => {
    expect(await unlockWithPassword(emoji)).not.toBeNull();
  });

  it("opens with the right 10,000-character password", async () => {
    expect(long).toHaveLength(10_000);
    expect(await unlockWithPassword(long)).not.toBeNull();
  });

  it("returns null, without throwing, for a wrong 10,000-character password", async () => {
    expect(longWrong).toHaveLength(10_000);
    expect(await unlockWithPassword(longWrong)).toBeNull();
  });
});

describe("network and integrity failures", () => {
  it("reports a missing header (404) as 'missing'", async () => {
    server = async () => new Response("Not found", { status: 404 });
    expect((await vaultErrorFrom(() => unlockWithStoredKey(unlockedA.kekBytes))).kind).toBe("missing");
  });

  it("reports a missing .bin (404) as 'missing'", async () => {
    const error = await vaultErrorFrom(() =>
      openJson(unlockedA.contentKey, "00000000000000000000000000000000", isVaultIndex),
    );
    expect(error.kind).toBe("missing");
  });

  it("reports a server error (500) as 'network'", async () => {
    server = async () => new Response("Internal error", { status: 500 });
    expect((await vaultErrorFrom(() => unlockWithStoredKey(unlockedA.kekBytes))).kind).toBe("network");
    expect((await vaultErrorFrom(() => openJson(unlockedA.contentKey, vaultA.header.index, isVaultIndex))).kind).toBe(
      "network",
    );
  });

  it("reports a rejected fetch as 'network'", async () => {
    server = async () => {
      throw new TypeError("fetch failed");
    };
    expect((await vaultErrorFrom(() => unlockWithPassword(alice))).kind).toBe("network");
    expect((await vaultErrorFrom(() => openImage(unlockedA.contentKey, vaultA.header.index, "image/webp"))).kind).toBe(
      "network",
    );
  });

  it("reports a 200 text/html page served for a .bin as 'integrity' without calling WebCrypto", async () => {
    server = async () =>
      new Response("<!doctype html><html><head><title>Portfolio</title></head><body>Home</body></html>", {
        headers: { "content-type": "text/html" },
      });
    const decrypt = vi.spyOn(crypto.subtle, "decrypt");
    const error = await vaultErrorFrom(() => openJson(unlockedA.contentKey, vaultA.header.index, isVaultIndex));
    expect(error.kind).toBe("integrity");
    expect(decrypt).not.toHaveBeenCalled();
  });

  it("reports a 200 text/html page served for the header as 'integrity'", async () => {
    server = async () => new Response("<!doctype html><html></html>", { headers: { "content-type": "text/html" } });
    expect((await vaultErrorFrom(() => unlockWithStoredKey(unlockedA.kekBytes))).kind).toBe("integrity");
  });

  it("reports a .bin with one byte flipped in the middle as 'integrity'", async () => {
    serveVault(vaultA, (urlPath, bytes) => {
      if (!urlPath.endsWith(".bin")) return bytes;
      const copy = new Uint8Array(bytes);
      const middle = Math.floor(copy.length / 2);
      copy[middle] = (copy[middle] ?? 0) ^ 0xff;
      return copy;
    });
    const error = await vaultErrorFrom(() => openJson(unlockedA.contentKey, vaultA.header.index, isVaultIndex));
    expect(error.kind).toBe("integrity");
    const imageId = indexA.cards[0]?.image.variants[0]?.fileId ?? "";
    expect((await vaultErrorFrom(() => openImage(unlockedA.contentKey, imageId, "image/webp"))).kind).toBe("integrity");
  });

  it("seals each page the build rendered as its preview, which opens to the same HTML", async () => {
    const grid = await openPreviewHtml(unlockedA.contentKey, indexA.preview);
    expect(grid).toBe(fixturePreview({ kind: "grid", cards: indexA.cards }));
    for (const [id, { body, preview }] of Object.entries(indexA.studies)) {
      const study = await openJson(unlockedA.contentKey, body, isStudyBody);
      expect(await openPreviewHtml(unlockedA.contentKey, preview), id).toBe(fixturePreview({ kind: "study", study }));
    }
  });

  it("reports a file that decrypts to something this build did not write as 'integrity', not as a network failure", async () => {
    const fileId = "0123456789abcdef0123456789abcdef";
    const contentKey = await importAesKey(new Uint8Array(vaultA.secrets.cek), ["encrypt"]);
    for (const plaintext of ["{ not json", JSON.stringify({ cards: "none" })]) {
      const sealed = await sealBlob(contentKey, new TextEncoder().encode(plaintext), fileAad(buildId, fileId));
      server = async () => new Response(sealed);
      expect((await vaultErrorFrom(() => openJson(unlockedA.contentKey, fileId, isVaultIndex))).kind).toBe("integrity");
    }
  });

  it("reports one file served under another's name (swapped files) as 'integrity'", async () => {
    const studyId = indexA.studies["alpha-project"]?.body ?? "";
    const indexFile = path.join(vaultA.dir, `${vaultA.header.index}.bin`);
    server = async () => new Response(new Uint8Array(await readFile(indexFile)));
    const error = await vaultErrorFrom(() => openJson(unlockedA.contentKey, studyId, isStudyBody));
    expect(error.kind).toBe("integrity");
  });
});
