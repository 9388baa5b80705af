export const typingTimings = {
  typeMs: 100,
  holdMs: 2000,
  deleteMs: 50,
  pauseMs: 500,
} as const;

export type TypingState = {
  wordIndex: number;
  length: number;
  phase: "typing" | "deleting";
};

/** The first word already typed, so the prerendered HTML reads and nothing shifts when typing starts. */
export function initialTypingState(words: readonly string[]): TypingState {
  return { wordIndex: 0, length: words[0]?.length ?? 0, phase: "typing" };
}

export function nextTypingStep(
  state: TypingState,
  words: readonly string[],
  reducedMotion: boolean,
): { next: TypingState; delay: number } {
  const nextWordIndex = (state.wordIndex + 1) % words.length;
  if (reducedMotion) {
    return {
      next: { wordIndex: nextWordIndex, length: words[nextWordIndex]?.length ?? 0, phase: "typing" },
      delay: typingTimings.holdMs,
    };
  }
  const wordLength = words[state.wordIndex]?.length ?? 0;
  if (state.phase === "typing") {
    return state.length < wordLength
      ? { next: { ...state, length: state.length + 1 }, delay: typingTimings.typeMs }
      : { next: { ...state, phase: "deleting" }, delay: typingTimings.holdMs };
  }
  return state.length > 0
    ? { next: { ...state, length: state.length - 1 }, delay: typingTimings.deleteMs }
    : { next: { wordIndex: nextWordIndex, length: 0, phase: "typing" }, delay: typingTimings.pauseMs };
}

export function visibleText(state: TypingState, words: readonly string[]): string {
  return (words[state.wordIndex] ?? "").slice(0, state.length);
}
