// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("route failed");
}

describe("ErrorBoundary", () => {
  it("shows the spec's error screen with a way home and a reload button when a route fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Reload page" })).toBeVisible();
  });
});
