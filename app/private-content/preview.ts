// While `previewAttribute` is on <html> the stylesheet hides the app's render; the app ends the preview in the frame
// its page is ready, so one gives way to the other without a change on screen.
import {
  appPageAttribute,
  previewAttribute,
  previewPageAttribute,
  recipientAttribute,
  recipientNameAttribute,
  selectorOf,
} from "~/boot/contract";

/** The preview is sealed for every recipient alike: the opening slot's name goes in, or, without one, its marks go. */
export function addressPreview(page: HTMLElement, recipientName: string | null): void {
  if (recipientName === null) {
    for (const mark of page.querySelectorAll(selectorOf(recipientAttribute))) mark.remove();
    return;
  }
  for (const slot of page.querySelectorAll(selectorOf(recipientNameAttribute))) slot.textContent = recipientName;
}

export function showPreview(page: HTMLElement): void {
  page.setAttribute(previewPageAttribute, "");
  const appPage = document.querySelector(selectorOf(appPageAttribute));
  if (appPage) appPage.after(page);
  else document.body.append(page);
  document.documentElement.setAttribute(previewAttribute, String(performance.now()));
}

/** The app's entrance animations start this far in, carrying on where the preview's are. */
export function previewAge(): number {
  const shownAt = document.documentElement.getAttribute(previewAttribute);
  return shownAt ? Math.max(0, performance.now() - Number(shownAt)) : 0;
}

const focusable = "a[href], button, input, select, textarea, [tabindex]";

export function endPreview(): void {
  const preview = document.querySelector(selectorOf(previewPageAttribute));
  const active = document.activeElement;
  const place =
    preview && active && preview.contains(active) ? [...preview.querySelectorAll(focusable)].indexOf(active) : -1;
  preview?.remove();
  document.documentElement.removeAttribute(previewAttribute);
  // A visitor who tabbed into the preview keeps their place in the app's render of the same page.
  if (place >= 0) {
    const counterpart = document.querySelector(selectorOf(appPageAttribute))?.querySelectorAll(focusable)[place];
    if (counterpart instanceof HTMLElement) counterpart.focus({ preventScroll: true });
  }
}
