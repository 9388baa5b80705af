import { describe, expect, it } from "vitest";
import { initialTypingState, nextTypingStep, visibleText, type TypingState } from "./typing-sequence";

const words = ["Leadership", "Designer", "Manager", "Problem Solver"];
const last = words.length - 1;

function run(start: TypingState, count: number, reducedMotion = false) {
  const steps: { text: string; delay: number; state: TypingState }[] = [];
  let state = start;
  for (let step = 0; step < count; step += 1) {
    const { next, delay } = nextTypingStep(state, words, reducedMotion);
    steps.push({ text: visibleText(next, words), delay, state: next });
    state = next;
  }
  return steps;
}

describe("typing sequence", () => {
  it("opens on the first word already fully typed", () => {
    const state = initialTypingState(words);
    expect(visibleText(state, words)).toBe("Leadership");
    expect(state.phase).toBe("typing");
  });

  it("types the next word one character every 100 ms", () => {
    const steps = run({ wordIndex: 1, length: 0, phase: "typing" }, "Designer".length);
    expect(steps.map((step) => step.text)).toEqual([
      "D",
      "De",
      "Des",
      "Desi",
      "Desig",
      "Design",
      "Designe",
      "Designer",
    ]);
    expect(steps.every((step) => step.delay === 100)).toBe(true);
  });

  it("holds a complete word for 2000 ms before it starts deleting", () => {
    const [hold] = run(initialTypingState(words), 1);
    expect(hold).toEqual({ text: "Leadership", delay: 2000, state: { wordIndex: 0, length: 10, phase: "deleting" } });
  });

  it("deletes one character every 50 ms until the word is gone", () => {
    const steps = run({ wordIndex: 0, length: 10, phase: "deleting" }, 10);
    expect(steps.map((step) => step.text)).toEqual([
      "Leadershi",
      "Leadersh",
      "Leaders",
      "Leader",
      "Leade",
      "Lead",
      "Lea",
      "Le",
      "L",
      "",
    ]);
    expect(steps.every((step) => step.delay === 50)).toBe(true);
  });

  it("waits 500 ms on an empty word, then starts typing the next word", () => {
    const [pause, firstLetter] = run({ wordIndex: 0, length: 0, phase: "deleting" }, 2);
    expect(pause).toEqual({ text: "", delay: 500, state: { wordIndex: 1, length: 0, phase: "typing" } });
    expect(firstLetter).toMatchObject({ text: "D", delay: 100 });
  });

  it("wraps around from the last word back to the first", () => {
    const [pause, firstLetter] = run({ wordIndex: last, length: 0, phase: "deleting" }, 2);
    expect(pause).toEqual({ text: "", delay: 500, state: { wordIndex: 0, length: 0, phase: "typing" } });
    expect(firstLetter).toMatchObject({ text: "L", delay: 100 });
  });

  it("shows every word fully typed, in order, and is back on the first word after one full cycle", () => {
    const start = initialTypingState(words);
    const completed: string[] = [];
    let state = start;
    let elapsed = 0;
    do {
      const { next, delay } = nextTypingStep(state, words, false);
      elapsed += delay;
      if (next.phase === "deleting" && state.phase === "typing") completed.push(visibleText(next, words));
      state = next;
    } while (!(state.wordIndex === start.wordIndex && state.length === start.length && state.phase === start.phase));

    expect(completed).toEqual(words);
    // The first word starts out typed, so its typing time falls at the end of the cycle.
    const letters = words.reduce((sum, word) => sum + word.length, 0);
    expect(elapsed).toBe(letters * (100 + 50) + words.length * (2000 + 500));
  });

  describe("with reduced motion", () => {
    it("swaps whole words every 2000 ms and never shows a partial word", () => {
      const steps = run(initialTypingState(words), words.length, true);
      expect(steps.map((step) => step.text)).toEqual([...words.slice(1), "Leadership"]);
      expect(steps.every((step) => step.delay === 2000)).toBe(true);
    });

    it("jumps to the next whole word even if motion is reduced halfway through a deletion", () => {
      const [step] = run({ wordIndex: last, length: 3, phase: "deleting" }, 1, true);
      expect(step).toMatchObject({ text: "Leadership", delay: 2000 });
    });
  });
});
