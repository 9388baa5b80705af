import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openJson, unlockWithPassword, type Unlocked } from "../../app/lib/vault/client.ts";
import { fileAad, openBlob, VaultError } from "../../app/lib/vault/format.ts";
import { openVaultIndex } from "../../app/gated-page/vault-index.ts";
import type { VaultIndex } from "../../content/schema.ts";
import type { RenderPreview } from "../encrypt-content.ts";
import { fixtureCards, fixtureImages, fixtureStudies } from "../../test-fixtures/vault-content.ts";
import { collectStrings } from "../collect-strings.ts";
import { scanRecipientViews } from "../leak-scan-recipients.ts";
import {
  alice,
  bob,
  buildId,
  buildVault,
  fixturePreview,
  hiddenStudy,
  isStudyBody,
  isVaultIndex,
  serveVault,
  sharedStudy,
  studyKey,
  useFixtureVaults,
  vaultA,
  vaultD,
  type Vault,
} from "./fixture-vaults.ts";

// Vault D shares one fixture study with alice and both with bob: alice's key must open nothing of the other.
useFixtureVaults();

type Opened = { unlocked: Unlocked; index: VaultIndex };
let aliceD: Opened;
let bobD: Opened;
let opened = false;

async function open(password: string): Promise<Opened> {
  const unlocked = await unlockWithPassword(password);
  if (!unlocked) throw new Error("a fixture password does not open vault D");
  return { unlocked, index: await openJson(unlocked.indexKey, unlocked.indexId, isVaultIndex) };
}

// After the fixtures' own beforeEach, which answers the client's fetches; each recipient is opened once.
beforeEach(async () => {
  serveVault(vaultD);
  if (opened) return;
  [aliceD, bobD] = [await open(alice), await open(bob)];
  opened = true;
});

const bytesOf = async (vault: { dir: string }, fileId: string) =>
  new Uint8Array(await readFile(path.join(vault.dir, `${fileId}.bin`)));

/** Every file of the study alice was not given, as bob's index and that study's record name them. */
async function hiddenStudyFiles(): Promise<string[]> {
  const files = bobD.index.studies[hiddenStudy];
  if (!files) throw new Error("bob was given every study");
  const body = await openJson(await studyKey(bobD.index, hiddenStudy), files.body, isStudyBody);
  const card = bobD.index.cards.find((candidate) => candidate.id === hiddenStudy);
  const images = [card?.image, body.heroImage].flatMap((image) => image?.variants.map(({ fileId }) => fileId) ?? []);
  // Bob's index and grid hold the study's card.
  return [files.body, files.preview, ...images, bobD.unlocked.indexId, bobD.index.preview];
}

describe("a recipient given some of the studies", () => {
  it("has an index of their cards and study keys alone, in the grid's order; a recipient without a list, every one", () => {
    expect(aliceD.index.cards.map((card) => card.id)).toEqual([sharedStudy]);
    expect(Object.keys(aliceD.index.studies)).toEqual([sharedStudy]);
    expect(bobD.index.cards.map((card) => card.id)).toEqual(fixtureCards.map((card) => card.id));
    expect(Object.keys(bobD.index.studies)).toEqual([...fixtureStudies.keys()]);
    expect(aliceD.index.studies[sharedStudy]).toEqual(bobD.index.studies[sharedStudy]);
  });

  it("holds, once the app opens their index, a key to their study and none to the other", async () => {
    const opened = await openVaultIndex(aliceD.unlocked);
    expect([...opened.studies.keys()]).toEqual([sharedStudy]);
    expect(opened.studies.get(hiddenStudy)).toBeUndefined();
  });

  it("fails, by the cipher, to open every file of a study outside their list, under every key they hold", async () => {
    const keys = [aliceD.unlocked.indexKey, await studyKey(aliceD.index, sharedStudy)];
    const files = await hiddenStudyFiles();
    expect(files.length).toBeGreaterThan(4);
    const decrypt = vi.spyOn(crypto.subtle, "decrypt");
    for (const fileId of files) {
      const bytes = await bytesOf(vaultD, fileId);
      for (const key of keys) {
        const attempts = decrypt.mock.calls.length;
        await expect(openBlob(key, bytes, fileAad(buildId, fileId))).rejects.toEqual(
          new VaultError("integrity", "the file failed its integrity check"),
        );
        // AES-GCM itself refused it: the file reached the cipher, and authentication failed.
        expect(decrypt.mock.calls.length, fileId).toBe(attempts + 1);
        await expect(decrypt.mock.results.at(-1)?.value).rejects.toThrow();
      }
    }
  });

  it("decrypts nothing that holds a word or a picture of the other study", async () => {
    const sourcesOf = (id: string) => ({
      texts: collectStrings([fixtureCards.find((card) => card.id === id), fixtureStudies.get(id)]).map((text) => ({
        text,
        from: id,
      })),
      images: fixtureImages
        .filter((image) => image.file.startsWith(`${id}/`))
        .flatMap((image) => [image, ...image.variants].map(({ bytes }) => ({ name: image.file, bytes }))),
    });
    const studies = new Map([...fixtureStudies.keys()].map((id) => [id, sourcesOf(id)]));
    const scan = (vault: typeof vaultD) =>
      scanRecipientViews({
        vaultDir: vault.dir,
        buildId,
        recipients: [{ label: "alice", kek: vault.secrets.keks[0] ?? new Uint8Array(), studies: [sharedStudy] }],
        studies,
        publicTexts: [],
      });
    expect(await scan(vaultD)).toEqual([]);
    // The same scan finds the other study in a vault whose key for alice opens every study.
    const found = await scan(vaultA);
    expect(found).toContainEqual(
      expect.stringMatching(/^'alice' decrypts, in their index, ".*" \(from alpha-project\)$/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^'alice' decrypts, as an image of alpha-project, the private image alpha-project\//),
    );
  });

  it("has a slot, an index and a grid the length of everyone's, so none says how many studies it opens", async () => {
    const size = async (fileId: string) => (await stat(path.join(vaultD.dir, `${fileId}.bin`))).size;
    expect(new Set(vaultD.header.slots.map((slot) => slot.ct.length)).size).toBe(1);
    expect(vaultD.header.slots[0]?.ct).toHaveLength(vaultA.header.slots[0]?.ct.length ?? 0);
    expect(await size(aliceD.unlocked.indexId)).toBe(await size(bobD.unlocked.indexId));
    expect(await size(aliceD.index.preview)).toBe(await size(bobD.index.preview));
  });
});

describe("vaults in which no one holds every study", () => {
  // A grid that grows with its cards however well it compresses: 1 KB of hash digits per card.
  const growingGrid: RenderPreview = (page) =>
    page.kind === "grid"
      ? page.cards
          .flatMap((card) => [...Array(16).keys()].map((n) => createHash("sha512").update(`${card.id}${n}`)))
          .map((hash) => hash.digest("hex"))
          .join("")
      : fixturePreview(page);

  async function sizesIn(vault: Vault, passwords: string[]) {
    serveVault(vault);
    const size = async (fileId: string) => (await stat(path.join(vault.dir, `${fileId}.bin`))).size;
    const sizes = await Promise.all(
      passwords.map(async (password) => {
        const { unlocked, index } = await open(password);
        return { index: await size(unlocked.indexId), grid: await size(index.preview) };
      }),
    );
    return { indexes: sizes.map((one) => one.index), grids: sizes.map((one) => one.grid) };
  }

  it("have every index and grid the size of one holding them all, so none says how many the best-served holds", async () => {
    const [first = "", second = ""] = fixtureStudies.keys();
    const [everyoneLimited, oneHoldsAll] = await Promise.all([
      buildVault(
        [
          { label: "alice", password: alice, studies: [first] },
          { label: "bob", password: bob, studies: [second] },
        ],
        { renderPreview: growingGrid },
      ),
      buildVault(
        [
          { label: "alice", password: alice, studies: [first] },
          { label: "bob", password: bob },
        ],
        { renderPreview: growingGrid },
      ),
    ]);
    const limited = await sizesIn(everyoneLimited, [alice, bob]);
    const full = await sizesIn(oneHoldsAll, [alice, bob]);
    expect.soft(new Set([...limited.indexes, ...full.indexes]).size).toBe(1);
    expect(new Set([...limited.grids, ...full.grids]).size).toBe(1);
  });
});
