// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { caretOffAttribute, selectorOf, typingWordAttribute } from "~/boot/contract";
import { caretBlinkMs, startTypingWord } from "./typing-word";
import { TypingWords } from "./typing-words";

const words = ["Leadership", "Designer", "Problem Solver"];
const [first = "", second = ""] = words;

function renderTypingWord() {
  const { container } = render(<TypingWords words={words} />);
  const word = container.querySelector("[data-typing-word]");
  if (!word) throw new Error("TypingWords rendered no typing word");
  startTypingWord(word);
}

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

function advance(ms: number) {
  vi.advanceTimersByTime(ms);
}

function typed() {
  return screen.getByTestId("typing-word").textContent;
}

function caretOverTime(): boolean[] {
  const word = screen.getByTestId("typing-word").querySelector(selectorOf(typingWordAttribute));
  return Array.from({ length: 4 }, () => {
    advance(caretBlinkMs);
    return !word?.hasAttribute(caretOffAttribute);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the typing word", () => {
  describe("with motion allowed", () => {
    beforeEach(() => preferReducedMotion(false));

    it("starts on the first word, typed, and holds it for 2000 ms", () => {
      renderTypingWord();
      expect(typed()).toBe(first);
      advance(2000);
      expect(typed()).toBe(first);
      advance(49);
      expect(typed()).toBe(first);
    });

    it("deletes one letter every 50 ms after the hold", () => {
      renderTypingWord();
      advance(2050);
      expect(typed()).toBe(first.slice(0, -1));
      advance(50);
      expect(typed()).toBe(first.slice(0, -2));
      advance(50 * (first.length - 2));
      expect(typed()).toBe("");
    });

    it("waits 500 ms on the empty word, then types the next word one letter every 100 ms", () => {
      renderTypingWord();
      advance(2000 + 50 * first.length);
      expect(typed()).toBe("");
      advance(500);
      expect(typed()).toBe("");
      advance(99);
      expect(typed()).toBe("");
      advance(1);
      expect(typed()).toBe(second.slice(0, 1));
      advance(100);
      expect(typed()).toBe(second.slice(0, 2));
      advance(100 * (second.length - 2));
      expect(typed()).toBe(second);
    });

    it("comes back to the first word after a full cycle of every word", () => {
      renderTypingWord();
      // Per word: hold 2000, delete 50 per letter, pause 500, type 100 per letter.
      const letters = words.reduce((sum, word) => sum + word.length, 0);
      const cycle = words.length * (2000 + 500) + letters * (50 + 100);

      advance(cycle - 1);
      expect(typed()).toBe(first.slice(0, -1));
      advance(1);
      expect(typed()).toBe(first);
      advance(2050);
      expect(typed()).toBe(first.slice(0, -1));
    });

    it("blinks its caret, off and on every half second", () => {
      renderTypingWord();
      expect(caretOverTime()).toEqual([false, true, false, true]);
    });
  });

  it("gives screen readers the whole list once and hides the animation from them", () => {
    preferReducedMotion(false);
    renderTypingWord();

    const list = screen.getByText(words.join(", "));
    expect(list).toHaveClass("sr-only");
    expect(list.closest("[aria-hidden='true']")).toBeNull();
    expect(screen.getByTestId("typing-word")).toHaveAttribute("aria-hidden", "true");
  });

  describe("with reduced motion", () => {
    beforeEach(() => preferReducedMotion(true));

    it("swaps to the next whole word after 2000 ms", () => {
      renderTypingWord();
      expect(typed()).toBe(first);
      advance(1999);
      expect(typed()).toBe(first);
      advance(1);
      expect(typed()).toBe(second);
    });

    it("never shows a partial word through a whole cycle", () => {
      renderTypingWord();
      const seen: string[] = [];
      for (let ms = 0; ms < words.length * 2000; ms += 50) {
        const text = typed() ?? "";
        if (seen.at(-1) !== text) seen.push(text);
        advance(50);
      }
      expect(seen).toEqual(words);
      expect(typed()).toBe(first);
    });

    it("keeps its caret still", () => {
      renderTypingWord();
      expect(caretOverTime()).toEqual([true, true, true, true]);
    });
  });
});
