/*
 * A sealed preview on screen: an unlocked page as the build rendered it,
 * shown by the gate's head script before the app has run (open-preview.ts).
 * While `previewAttribute` is on <html>, the stylesheet hides the app's own
 * render of the page; the app ends the preview once its page is ready, in
 * the same frame, so one gives way to the other without a change on screen.
 */
export const previewAttribute = "data-preview";
/** Wraps the app's render of a gate page; the preview is shown right after it. */
export const appPageAttribute = "data-app-page";
const pageAttribute = "data-preview-page";
/** Marks the one image of a preview that is decrypted before it shows (preview-image.tsx). */
export const previewImageAttribute = "data-vault-image";

export function showPreview(page: HTMLElement): void {
  page.setAttribute(pageAttribute, "");
  const appPage = document.querySelector(`[${appPageAttribute}]`);
  if (appPage) appPage.after(page);
  else document.body.append(page);
  document.documentElement.setAttribute(previewAttribute, String(performance.now()));
}

/**
 * How long the preview has been on screen (0 without one): the app's page
 * starts its entrance animations this far in, so they carry on where the
 * preview's are instead of starting again.
 */
export function previewAge(): number {
  const shownAt = document.documentElement.getAttribute(previewAttribute);
  return shownAt ? Math.max(0, performance.now() - Number(shownAt)) : 0;
}

/** What a keyboard reaches, in the order both renders of a page share. */
const focusable = "a[href], button, input, select, textarea, [tabindex]";

export function endPreview(): void {
  const preview = document.querySelector(`[${pageAttribute}]`);
  const active = document.activeElement;
  const place =
    preview && active && preview.contains(active) ? [...preview.querySelectorAll(focusable)].indexOf(active) : -1;
  preview?.remove();
  document.documentElement.removeAttribute(previewAttribute);
  // A visitor who tabbed into the preview keeps their place in the app's render of the same page.
  if (place >= 0) {
    const counterpart = document.querySelector(`[${appPageAttribute}]`)?.querySelectorAll(focusable)[place];
    if (counterpart instanceof HTMLElement) counterpart.focus({ preventScroll: true });
  }
}
