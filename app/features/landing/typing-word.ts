import { caretOffAttribute, typingWordsAttribute } from "~/boot/contract";
import { initialTypingState, nextTypingStep, visibleText } from "./typing-sequence";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
export const caretBlinkMs = 500;

/** `element` holds the first word as its first text node and the list in `typingWordsAttribute`. */
export function startTypingWord(element: Element): void {
  const words: unknown = JSON.parse(element.getAttribute(typingWordsAttribute) ?? "[]");
  const text = element.firstChild;
  if (!Array.isArray(words) || !words.every((word) => typeof word === "string") || !(text instanceof Text)) return;
  const motion = window.matchMedia(reducedMotionQuery);
  let state = initialTypingState(words);
  const schedule = () => {
    const { next, delay } = nextTypingStep(state, words, motion.matches);
    window.setTimeout(() => {
      state = next;
      text.data = visibleText(state, words);
      schedule();
    }, delay);
  };
  schedule();
  // Blinked from here: as a CSS animation the caret repainted every frame, a sixth of a core while the page was open.
  window.setInterval(() => {
    element.toggleAttribute(caretOffAttribute, !motion.matches && !element.hasAttribute(caretOffAttribute));
  }, caretBlinkMs);
}
