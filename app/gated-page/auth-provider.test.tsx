// @vitest-environment jsdom
import { render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth-provider";

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
});
