// @vitest-environment jsdom
import { render, renderHook, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { vaultBuildId } from "~/lib/vault/build-id";
import { storeSessionKey } from "~/lib/vault/session-key";
import { AuthProvider, useAuth } from "./auth-provider";

const vault = vi.hoisted(() => ({ openWithKey: vi.fn(), unlockAndRemember: vi.fn() }));
vi.mock("~/lib/vault/client", () => vault);

function Status() {
  const { isAuthenticated, status } = useAuth();
  return <p>{`${status} ${isAuthenticated}`}</p>;
}

describe("useAuth", () => {
  it("throws a usage error outside its provider, naming the provider it needs", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts locked when this tab holds no unlock flag", () => {
    sessionStorage.clear();
    render(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByText("locked false")).toBeInTheDocument();
  });

  it("opens the vault once for a typed password: the key it stores is not opened again", async () => {
    sessionStorage.clear();
    const session = { indexKey: {} as CryptoKey, indexId: "index", recipient: null };
    vault.unlockAndRemember.mockImplementation(async () => {
      const kekBytes = new Uint8Array(32);
      storeSessionKey(vaultBuildId, kekBytes);
      return { ...session, kekBytes };
    });
    vault.openWithKey.mockResolvedValue(session);
    function Unlock() {
      const { authenticate } = useAuth();
      return <button onClick={() => void authenticate("a password")}>Unlock</button>;
    }
    render(
      <AuthProvider>
        <Status />
        <Unlock />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByText("unlocked true")).toBeInTheDocument();
    expect(vault.unlockAndRemember).toHaveBeenCalledTimes(1);
    expect(vault.openWithKey).not.toHaveBeenCalled();
  });
});
