// @vitest-environment jsdom
import { render, renderHook, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as SessionKey from "~/lib/vault/session-key";
import type * as Provider from "./auth-provider";

const vault = vi.hoisted(() => ({ openWithKey: vi.fn(), unlockAndRemember: vi.fn() }));
vi.mock("~/lib/vault/client", () => vault);

// Test files share their worker's modules: an auth provider another file loaded holds the real client, so this file
// loads its own, and leaves none with the stand-in behind.
let provider: typeof Provider;
let sessionKey: typeof SessionKey;
let vaultBuildId: string;
beforeAll(async () => {
  vi.resetModules();
  provider = await import("./auth-provider");
  sessionKey = await import("~/lib/vault/session-key");
  ({ vaultBuildId } = await import("~/lib/vault/build-id"));
});
afterAll(() => {
  vi.doUnmock("~/lib/vault/client");
  vi.resetModules();
});

function Status() {
  const { isAuthenticated, status } = provider.useAuth();
  return <p>{`${status} ${isAuthenticated}`}</p>;
}

describe("useAuth", () => {
  it("throws a usage error outside its provider, naming the provider it needs", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => provider.useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts locked when this tab holds no unlock flag", () => {
    sessionStorage.clear();
    render(
      <provider.AuthProvider>
        <Status />
      </provider.AuthProvider>,
    );
    expect(screen.getByText("locked false")).toBeInTheDocument();
  });

  it("opens the vault once for a typed password: the key it stores is not opened again", async () => {
    sessionStorage.clear();
    const session = { indexKey: {} as CryptoKey, indexId: "index", recipient: null };
    vault.unlockAndRemember.mockImplementation(async () => {
      const kekBytes = new Uint8Array(32);
      sessionKey.storeSessionKey(vaultBuildId, kekBytes);
      return { ...session, kekBytes };
    });
    vault.openWithKey.mockResolvedValue(session);
    function Unlock() {
      const { authenticate } = provider.useAuth();
      return <button onClick={() => void authenticate("a password")}>Unlock</button>;
    }
    render(
      <provider.AuthProvider>
        <Status />
        <Unlock />
      </provider.AuthProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByText("unlocked true")).toBeInTheDocument();
    expect(vault.unlockAndRemember).toHaveBeenCalledTimes(1);
    expect(vault.openWithKey).not.toHaveBeenCalled();
  });
});
