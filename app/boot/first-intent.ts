/** Earlier than the click or key that uses the element. */
const intentEvents = ["pointerdown", "touchstart", "keydown", "focusin", "input"] as const;

/** `onIntent` may be called again for the same element. */
export function watchIntent(selector: string, onIntent: (element: Element) => void): void {
  for (const type of intentEvents) {
    document.addEventListener(
      type,
      (event) => {
        const element = event.target instanceof Element ? event.target.closest(selector) : null;
        if (element) onIntent(element);
      },
      { capture: true, passive: true },
    );
  }
}
