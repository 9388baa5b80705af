import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openJson, unlockWithPassword, openWithKey } from "../../app/lib/vault/client.ts";
import {
  alice,
  bob,
  bobName,
  cafeNfc,
  cafeNfd,
  carol,
  emoji,
  indexA,
  isVaultIndex,
  long,
  longWrong,
  serveVault,
  tokensA,
  unlockedA,
  useFixtureVaults,
  vaultA,
  vaultB,
  vaultC,
} from "./fixture-vaults.ts";

useFixtureVaults();

describe("passwords and key slots", () => {
  it("returns null for a wrong password after exactly one key derivation", async () => {
    const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
    expect(await unlockWithPassword("Alice-correct-horse-battery")).toBeNull();
    expect(deriveBits).toHaveBeenCalledTimes(1);
  });

  it("opens with the second recipient's password too, to an index of their own with the same content", async () => {
    const unlocked = await unlockWithPassword(bob);
    expect(unlocked).not.toBeNull();
    expect(unlocked?.kekBytes).toEqual(new Uint8Array(vaultA.secrets.keks[1] ?? []));
    if (!unlocked) return;
    expect(unlocked.indexId).not.toBe(unlockedA.indexId);
    const { preview, ...index } = await openJson(unlocked.indexKey, unlocked.indexId, isVaultIndex);
    expect(preview).not.toBe(indexA.preview);
    expect(index).toEqual({ cards: indexA.cards, studies: indexA.studies });
  });

  it("does not open with a password that is not in the recipients list", async () => {
    expect(await unlockWithPassword(carol)).toBeNull();
  });

  it("locks out a recipient removed before a rebuild", async () => {
    serveVault(vaultB);
    expect(await unlockWithPassword(bob)).toBeNull();
  });
});

describe("what a recipient's key learns of itself, sealed in their slot", () => {
  const token = (label: string) => tokensA.get(label)?.token ?? "";

  it("is their name and, with views on, their report token and not their label, from a password and a stored key alike", async () => {
    expect((await unlockWithPassword(bob))?.recipient).toEqual({ name: bobName, token: token("bob") });
    const bobKek = new Uint8Array(vaultA.secrets.keks[1] ?? []);
    expect((await openWithKey(bobKek))?.recipient).toEqual({ name: bobName, token: token("bob") });
  });

  it("holds no name for a recipient whose line names no one", async () => {
    expect((await unlockWithPassword(alice))?.recipient).toEqual({ token: token("alice") });
    expect((await openWithKey(unlockedA.kekBytes))?.recipient).toEqual({ token: token("alice") });
  });

  it("holds no label or token with views off", async () => {
    serveVault(vaultB);
    expect((await unlockWithPassword(alice))?.recipient).toEqual({});
  });

  it("is nowhere in the vault's files, whose slots are all one length, whatever they hold", async () => {
    const header = await readFile(path.join(vaultA.dir, "header.json"), "utf8");
    // Random base64url spells "BoB" now and then: the names are looked for outside the salt, ivs and ciphertexts.
    const readable = header.replace(/"(ct|iv|salt)":"[\w-]+"/g, '"$1":""');
    expect(readable).toContain('"ct":""');
    expect(readable).not.toMatch(/alice|bob/i);
    expect(header).not.toContain(Buffer.from(bobName).toString("base64url").slice(0, 8));
    for (const file of ["header.json", ...vaultA.binNames]) {
      const bytes = await readFile(path.join(vaultA.dir, file));
      for (const label of ["alice", "bob"]) expect(bytes.includes(token(label)), file).toBe(false);
    }
    const lengths = [...vaultA.header.slots, ...vaultB.header.slots].map((slot) => slot.ct.length);
    expect(new Set(lengths).size).toBe(1);
    expect(vaultA.header.slots.every((slot) => Object.keys(slot).sort().join() === "ct,id,iv")).toBe(true);
  });
});

describe("unlocking with a stored key", () => {
  it("returns the index key that opens the recipient's index, without deriving", async () => {
    const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
    const key = await openWithKey(unlockedA.kekBytes);
    expect(key).not.toBeNull();
    expect(deriveBits).not.toHaveBeenCalled();
    if (!key) return;
    expect(key.indexId).toBe(unlockedA.indexId);
    expect(await openJson(key.indexKey, key.indexId, isVaultIndex)).toEqual(indexA);
  });

  it("returns null for 32 random bytes", async () => {
    expect(await openWithKey(crypto.getRandomValues(new Uint8Array(32)))).toBeNull();
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
