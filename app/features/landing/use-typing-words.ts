import { useEffect, useState } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { initialTypingState, nextTypingStep, visibleText } from "./typing-sequence";

/** The part of the current role word that is typed on screen right now. */
export function useTypingWords(words: readonly string[]): string {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState(() => initialTypingState(words));

  useEffect(() => {
    const { next, delay } = nextTypingStep(state, words, reducedMotion);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, words, reducedMotion]);

  return reducedMotion ? (words[state.wordIndex] ?? "") : visibleText(state, words);
}
