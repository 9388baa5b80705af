// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { revealFocused } from "./reveal-focused";

/** A row 300 px wide with 20 px of padding, showing its content from `scrollLeft`; each card 100 px wide at `left`. */
function renderRow(scrollLeft: number, cardLeft: number) {
  render(
    <div data-testid="row" onFocus={revealFocused} style={{ padding: "0 20px" }}>
      <button type="button">Card</button>
    </div>,
  );
  const row = screen.getByTestId("row");
  row.scrollLeft = scrollLeft;
  vi.spyOn(row, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ x: 0, width: 300, height: 50 }));
  vi.spyOn(screen.getByRole("button"), "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ x: cardLeft, width: 100, height: 50 }),
  );
  return row;
}

describe("revealFocused", () => {
  it("scrolls back just far enough to show a card cut off on the left, inside the padding", () => {
    const row = renderRow(500, -60);
    fireEvent.focus(screen.getByRole("button"));
    expect(row.scrollLeft).toBe(420);
  });

  it("scrolls on just far enough to show a card cut off on the right", () => {
    const row = renderRow(500, 230);
    fireEvent.focus(screen.getByRole("button"));
    expect(row.scrollLeft).toBe(550);
  });

  it("leaves the row alone when the focused card shows whole", () => {
    const row = renderRow(500, 100);
    fireEvent.focus(screen.getByRole("button"));
    expect(row.scrollLeft).toBe(500);
  });
});
