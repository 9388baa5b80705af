/** Events that say a visitor is about to use something, earlier than the click or key that uses it. */
const intentEvents = ["pointerdown", "touchstart", "keydown", "focusin", "input"] as const;

/**
 * Calls `onIntent` with the element matching `selector` that the visitor
 * starts to use (presses, touches, focuses or types into). The listeners
 * capture at the document, so they see elements that did not exist yet when
 * they were added; `onIntent` may be called again for the same element.
 */
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
