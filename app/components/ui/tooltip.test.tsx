// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as TooltipModule from "./tooltip";
import { tooltipTiming } from "./tooltip";

// The skip delay is page-wide, and each test's fake clock starts again at zero: every test loads a page of its own.
let Tooltip: typeof TooltipModule.Tooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ Tooltip } = await import("./tooltip"));
});

function renderTooltips() {
  render(
    <>
      {["Copy email", "Copy phone"].map((label) => (
        <Tooltip key={label} content={label}>
          {(describedBy) => (
            <button type="button" aria-describedby={describedBy}>
              {label} button
            </button>
          )}
        </Tooltip>
      ))}
    </>,
  );
  return [screen.getByText("Copy email button"), screen.getByText("Copy phone button")] as const;
}

const hover = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: "mouse" });
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: "mouse" });

describe("Tooltip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens 700 ms after the pointer arrives and describes its trigger", () => {
    const [button] = renderTooltips();
    hover(button);
    act(() => vi.advanceTimersByTime(tooltipTiming.openDelay - 1));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy email");
    expect(button).toHaveAccessibleDescription("Copy email");
    leave(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button).not.toHaveAttribute("aria-describedby");
  });

  it("skips the delay when the pointer moves to another trigger within 300 ms", () => {
    const [first, second] = renderTooltips();
    hover(first);
    act(() => vi.advanceTimersByTime(tooltipTiming.openDelay));
    leave(first);
    act(() => vi.advanceTimersByTime(tooltipTiming.skipDelay - 50));
    hover(second);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy phone");
    leave(second);
    act(() => vi.advanceTimersByTime(tooltipTiming.skipDelay + 50));
    hover(first);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens at once on keyboard focus and closes on Escape and blur", () => {
    const [button] = renderTooltips();
    act(() => button.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy email");
    fireEvent.keyDown(button, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => button.blur());
    act(() => button.focus());
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    act(() => button.blur());
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("stays closed for touch and for the focus that follows a click", () => {
    const [button] = renderTooltips();
    fireEvent.pointerEnter(button, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(tooltipTiming.openDelay * 2));
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.pointerDown(button);
    act(() => button.focus());
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
