import { heldSubmitAttribute } from "./contract";

/** Enter pressed before a prerendered form's code has run is held, then carried out by that code (takeHeldSubmit). */
export function holdSubmitsUntilReady(
  isReady: (form: HTMLFormElement) => boolean,
  onHeld: (form: HTMLFormElement) => void,
): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || isReady(form)) return;
      event.preventDefault();
      form.setAttribute(heldSubmitAttribute, "");
      onHeld(form);
    },
    { capture: true },
  );
}

/** Clears the mark, so a submit is carried out once. */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(heldSubmitAttribute)) return false;
  form.removeAttribute(heldSubmitAttribute);
  return true;
}
