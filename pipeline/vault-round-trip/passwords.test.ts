import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openJson, unlockWithPassword, openWithKey } from "../../app/lib/vault/client.ts";
import { parseHeader } from "../../app/lib/vault/format.ts";
import { openRecipientLabel } from "../../app/lib/vault/recipient-label.ts";
import {
  bob,
  cafeNfc,
  cafeNfd,
  carol,
  emoji,
  indexA,
  isVaultIndex,
  long,
  longWrong,
  serveVault,
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

describe("unlocking with a stored key", () => {
  it("returns a content key that opens the vault, without deriving", async () => {
    const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
    const key = await openWithKey(unlockedA.kekBytes);
    expect(key).not.toBeNull();
    expect(deriveBits).not.toHaveBeenCalled();
    if (!key) return;
    expect(key.indexId).toBe(vaultA.header.index);
    expect(await openJson(key.contentKey, vaultA.header.index, isVaultIndex)).toEqual(indexA);
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

describe("recipient labels, sealed when views are on", () => {
  it("give each recipient's key its own label and no other's", async () => {
    const header = parseHeader(vaultA.header, vaultA.header.build);
    const [aliceKek, bobKek] = vaultA.secrets.keks.map((kek) => new Uint8Array(kek));
    expect(await openRecipientLabel(header, aliceKek ?? new Uint8Array())).toBe("alice");
    expect(await openRecipientLabel(header, bobKek ?? new Uint8Array())).toBe("bob");
    expect(await openRecipientLabel(header, crypto.getRandomValues(new Uint8Array(32)))).toBeNull();
  });

  it("are one size, whatever the label, and name no one in the header", async () => {
    const sizes = new Set(vaultA.header.slots.map((slot) => slot.label?.length));
    expect(sizes.size).toBe(1);
    const text = await readFile(path.join(vaultA.dir, "header.json"), "utf8");
    expect(text).not.toMatch(/alice|bob/);
  });

  it("are left out when views are off", () => {
    expect(vaultB.header.slots.every((slot) => !("label" in slot))).toBe(true);
  });
});
