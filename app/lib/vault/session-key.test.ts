// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as SessionKeyExports from "./session-key";
import { toBase64Url } from "./format";

type SessionKeyModule = typeof SessionKeyExports;

const buildId = "build-aaaaaaaaaaaa";
const otherBuildId = "build-bbbbbbbbbbbb";
const flagName = "portfolio-authenticated";
const keyName = "portfolio-key";

/** A fresh copy of the module, so its in-memory fallback starts empty in every test. */
async function freshModule(): Promise<SessionKeyModule> {
  vi.resetModules();
  return import("./session-key");
}

function keyBytes(fill: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(32).fill(fill);
}

let session: SessionKeyModule;

beforeEach(async () => {
  sessionStorage.clear();
  session = await freshModule();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("storing and reading the session key", () => {
  it("reads back the same 32 bytes for the same build", () => {
    const key = crypto.getRandomValues(new Uint8Array(32));
    session.storeSessionKey(buildId, key);
    expect(session.readSessionKey(buildId)).toEqual(key);
  });

  it("returns null for another build's id", () => {
    session.storeSessionKey(buildId, keyBytes(7));
    expect(session.readSessionKey(otherBuildId)).toBeNull();
  });

  it("returns null when nothing was stored", () => {
    expect(session.readSessionKey(buildId)).toBeNull();
    expect(session.hasSessionFlag()).toBe(false);
  });

  it("sets the unlock flag to 'true' and stores only {v:1, b, k} with the key in base64url", () => {
    const key = keyBytes(42);
    session.storeSessionKey(buildId, key);
    expect(sessionStorage.getItem(flagName)).toBe("true");
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyName) ?? "null");
    expect(stored).toStrictEqual({ v: 1, b: buildId, k: toBase64Url(key) });
    expect(Object.keys(stored as object)).toEqual(["v", "b", "k"]);
    expect(sessionStorage).toHaveLength(2);
  });

  it("notifies subscribers when the key is stored or cleared, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribeToSessionKey(listener);
    session.storeSessionKey(buildId, keyBytes(1));
    session.clearSessionKey();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    session.storeSessionKey(buildId, keyBytes(1));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("a corrupt or partial stored key counts as none", () => {
  it.each([
    ["garbage JSON of the wrong shape", JSON.stringify(["v", 1])],
    ["JSON null", "null"],
    ["a JSON string", JSON.stringify("key")],
    ["non-JSON text", "{v:1,b:"],
    ["the wrong format version", JSON.stringify({ v: 2, b: buildId, k: toBase64Url(keyBytes(3)) })],
    ["a key that is not a string", JSON.stringify({ v: 1, b: buildId, k: 12345 })],
    ["a key that is not base64url", JSON.stringify({ v: 1, b: buildId, k: "not base64!" })],
    ["a key of 31 bytes", JSON.stringify({ v: 1, b: buildId, k: toBase64Url(new Uint8Array(31)) })],
    ["a key of 33 bytes", JSON.stringify({ v: 1, b: buildId, k: toBase64Url(new Uint8Array(33)) })],
    ["an empty key", JSON.stringify({ v: 1, b: buildId, k: "" })],
  ])("returns null for %s", (_what, value) => {
    sessionStorage.setItem(flagName, "true");
    sessionStorage.setItem(keyName, value);
    expect(session.readSessionKey(buildId)).toBeNull();
  });

  it("returns null for the flag without a key", () => {
    sessionStorage.setItem(flagName, "true");
    expect(session.hasSessionFlag()).toBe(true);
    expect(session.readSessionKey(buildId)).toBeNull();
  });

  it("returns null for a well-formed key without the flag", () => {
    sessionStorage.setItem(keyName, JSON.stringify({ v: 1, b: buildId, k: toBase64Url(keyBytes(5)) }));
    expect(session.readSessionKey(buildId)).toBeNull();
  });

  it("returns null for a flag that is not exactly 'true'", () => {
    sessionStorage.setItem(flagName, "yes");
    sessionStorage.setItem(keyName, JSON.stringify({ v: 1, b: buildId, k: toBase64Url(keyBytes(5)) }));
    expect(session.readSessionKey(buildId)).toBeNull();
  });
});

describe("clearing the session key", () => {
  it("removes both portfolio-authenticated and portfolio-key, and leaves other keys alone", () => {
    sessionStorage.setItem("unrelated", "kept");
    session.storeSessionKey(buildId, keyBytes(9));
    session.clearSessionKey();
    expect(sessionStorage.getItem(flagName)).toBeNull();
    expect(sessionStorage.getItem(keyName)).toBeNull();
    expect(sessionStorage.getItem("unrelated")).toBe("kept");
    expect(session.readSessionKey(buildId)).toBeNull();
    expect(session.hasSessionFlag()).toBe(false);
  });

  it("removes a stale flag and key the module never wrote", () => {
    sessionStorage.setItem(flagName, "true");
    sessionStorage.setItem(keyName, "garbage");
    session.clearSessionKey();
    expect(sessionStorage).toHaveLength(0);
  });
});

describe("when sessionStorage throws on every call", () => {
  const throwingStorage: Storage = {
    get length(): number {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    clear: () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    getItem: () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    key: () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    removeItem: () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    setItem: () => {
      throw new DOMException("QuotaExceededError", "QuotaExceededError");
    },
  };

  beforeEach(async () => {
    vi.stubGlobal("sessionStorage", throwingStorage);
    session = await freshModule();
  });

  it("really throws (the stub is in place)", () => {
    expect(() => sessionStorage.getItem(flagName)).toThrow(DOMException);
  });

  it("stores and reads the key in memory for the life of the module", () => {
    const key = keyBytes(11);
    expect(() => session.storeSessionKey(buildId, key)).not.toThrow();
    expect(session.hasSessionFlag()).toBe(true);
    expect(session.readSessionKey(buildId)).toEqual(key);
    expect(session.readSessionKey(otherBuildId)).toBeNull();
  });

  it("clears the in-memory key", () => {
    session.storeSessionKey(buildId, keyBytes(12));
    expect(() => session.clearSessionKey()).not.toThrow();
    expect(session.hasSessionFlag()).toBe(false);
    expect(session.readSessionKey(buildId)).toBeNull();
  });

  it("starts empty in a fresh module (a new page) instead of remembering the last one", async () => {
    session.storeSessionKey(buildId, keyBytes(13));
    const nextPage = await freshModule();
    expect(nextPage.readSessionKey(buildId)).toBeNull();
  });
});
