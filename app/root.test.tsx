// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { landing } from "@content/public";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("route failed");
}

describe("ErrorBoundary", () => {
  it("shows the error screen with a way home and a reload button when a route fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { name: landing.error.heading })).toBeVisible();
    expect(screen.getByRole("link", { name: landing.error.homeLabel })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: landing.error.reloadLabel })).toBeVisible();
  });
});
