// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { landing } from "@content/landing";
import { TypingWords } from "./typing-words";

const words = landing.hero.words;

/** jsdom has no matchMedia; this one answers prefers-reduced-motion with `reduce`. */
class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: MediaQueryList["onchange"] = null;
  constructor(
    readonly media: string,
    readonly matches: boolean,
  ) {
    super();
  }
  addListener() {}
  removeListener() {}
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) => new FakeMediaQueryList(query, reduce && query === "(prefers-reduced-motion: reduce)"),
  );
}

/**
 * Moves the clock forward. Each timer's state change re-renders and schedules
 * the next timer only when `act` returns, so the clock moves in steps no longer
 * than the shortest delay (50 ms), which every delay and every step boundary is
 * a multiple of: no timer ever fires late.
 */
let elapsed = 0;
function advance(ms: number) {
  let remaining = ms;
  while (remaining > 0) {
    const step = Math.min(remaining, 50 - (elapsed % 50));
    act(() => vi.advanceTimersByTime(step));
    elapsed += step;
    remaining -= step;
  }
}

function typed() {
  return screen.getByTestId("typing-word").textContent;
}

beforeEach(() => {
  vi.useFakeTimers();
  elapsed = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TypingWords", () => {
  describe("with motion allowed", () => {
    beforeEach(() => preferReducedMotion(false));

    it("starts on Leadership and holds it for 2000 ms", () => {
      render(<TypingWords words={words} />);
      expect(typed()).toBe("Leadership");
      advance(2000);
      expect(typed()).toBe("Leadership");
      advance(49);
      expect(typed()).toBe("Leadership");
    });

    it("deletes one letter every 50 ms after the hold", () => {
      render(<TypingWords words={words} />);
      advance(2050);
      expect(typed()).toBe("Leadershi");
      advance(50);
      expect(typed()).toBe("Leadersh");
      advance(50 * 8);
      expect(typed()).toBe("");
    });

    it("waits 500 ms on the empty word, then types the next word one letter every 100 ms", () => {
      render(<TypingWords words={words} />);
      advance(2000 + 50 * 10);
      expect(typed()).toBe("");
      advance(500);
      expect(typed()).toBe("");
      advance(99);
      expect(typed()).toBe("");
      advance(1);
      expect(typed()).toBe("D");
      advance(100);
      expect(typed()).toBe("De");
      advance(100 * 6);
      expect(typed()).toBe("Designer");
    });

    it("comes back to Leadership after a full cycle of all ten words", () => {
      render(<TypingWords words={words} />);
      // Per word: hold 2000, delete 50 per letter, pause 500, type 100 per letter.
      const letters = words.reduce((sum, word) => sum + word.length, 0);
      const cycle = words.length * (2000 + 500) + letters * (50 + 100);
      expect(cycle).toBe(38_800);

      advance(cycle - 1);
      expect(typed()).toBe("Leadershi");
      advance(1);
      expect(typed()).toBe("Leadership");
      advance(2050);
      expect(typed()).toBe("Leadershi");
    });
  });

  it("gives screen readers the whole list once and hides the animation from them", () => {
    preferReducedMotion(false);
    render(<TypingWords words={words} />);

    const list = screen.getByText(
      "Leadership, Designer, Manager, Leader, Thinker, Strategist, Innovator, Collaborator, Visionary, Problem Solver",
    );
    expect(list).toHaveClass("sr-only");
    expect(list.closest("[aria-hidden='true']")).toBeNull();
    expect(screen.getByTestId("typing-word")).toHaveAttribute("aria-hidden", "true");
  });

  describe("with reduced motion", () => {
    beforeEach(() => preferReducedMotion(true));

    it("swaps to the next whole word after 2000 ms", () => {
      render(<TypingWords words={words} />);
      expect(typed()).toBe("Leadership");
      advance(1999);
      expect(typed()).toBe("Leadership");
      advance(1);
      expect(typed()).toBe("Designer");
    });

    it("never shows a partial word through a whole cycle", () => {
      render(<TypingWords words={words} />);
      const seen: string[] = [];
      for (let ms = 0; ms < words.length * 2000; ms += 50) {
        const text = typed() ?? "";
        if (seen.at(-1) !== text) seen.push(text);
        advance(50);
      }
      expect(seen).toEqual(words);
      expect(typed()).toBe("Leadership");
    });
  });
});
