// The app ends the preview in the frame its page is ready, so one gives way to the other without a change on screen.
import {
  appPageAttribute,
  previewPageAttribute,
  pressedInPreviewAttribute,
  recipientAttribute,
  recipientNameAttribute,
  selectorOf,
} from "~/boot/contract";
import { clearPreview, markPreviewShown, previewShownAt } from "./page-marks";

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
  const controlOf = (event: Event, selector: string) =>
    event.target instanceof Element ? event.target.closest(selector) : null;
  const mark = (control: Element | null) => {
    page.querySelector(selectorOf(pressedInPreviewAttribute))?.removeAttribute(pressedInPreviewAttribute);
    control?.setAttribute(pressedInPreviewAttribute, "");
  };
  // How a press carries over, and why a held one marks its control: README.md, "A press is not lost".
  let beforePress: Element | null | undefined;
  page.addEventListener("pointerdown", (event) => {
    const control = controlOf(event, "a[href], button");
    if (!control) return;
    beforePress = page.querySelector(selectorOf(pressedInPreviewAttribute));
    mark(control);
  });
  const endPress = () => {
    if (beforePress !== undefined) mark(beforePress);
    beforePress = undefined;
  };
  page.addEventListener("pointerup", endPress);
  page.addEventListener("pointercancel", endPress);
  page.addEventListener("click", (event) => {
    const button = controlOf(event, "button");
    if (button) mark(button);
  });
  const appPage = document.querySelector(selectorOf(appPageAttribute));
  if (appPage) appPage.after(page);
  else document.body.append(page);
  markPreviewShown(performance.now());
}

/** The app's entrance animations start this far in, carrying on where the preview's are. */
export function previewAge(): number {
  const shownAt = previewShownAt();
  return shownAt === null ? 0 : Math.max(0, performance.now() - shownAt);
}

const focusable = "a[href], button, input, select, textarea, [tabindex]";

export function endPreview(): void {
  const preview = document.querySelector(selectorOf(previewPageAttribute));
  const active = document.activeElement;
  const place =
    preview && active && preview.contains(active) ? [...preview.querySelectorAll(focusable)].indexOf(active) : -1;
  const pressedControl = preview?.querySelector(selectorOf(pressedInPreviewAttribute));
  const pressed = preview && pressedControl ? [...preview.querySelectorAll(focusable)].indexOf(pressedControl) : -1;
  clearPreview();
  const counterpart = (index: number) => {
    const control = document.querySelector(selectorOf(appPageAttribute))?.querySelectorAll(focusable)[index];
    return control instanceof HTMLElement ? control : undefined;
  };
  // Moved while the preview's control still holds focus, so a keyboard's focus ring carries over to the app's.
  if (place >= 0) counterpart(place)?.focus({ preventScroll: true });
  preview?.remove();
  // A press the preview could not carry out is carried out once the app's handlers are there, after this commit.
  const control = pressed >= 0 ? counterpart(pressed) : undefined;
  if (control) setTimeout(() => control.click(), 0);
}
