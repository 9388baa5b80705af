const heldAttribute = "data-held-submit";

/**
 * A prerendered form can be submitted before its code has run. Until
 * `isReady(form)`, each submit is cancelled and the form marked, and
 * `onHeld(form)` loads its code, which then takes the held submit
 * (`takeHeldSubmit`) and carries it out: Enter pressed early is never lost.
 */
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
      form.setAttribute(heldAttribute, "");
      onHeld(form);
    },
    { capture: true },
  );
}

/** Whether `form` was submitted before its code ran; clears the mark, so a submit is carried out once. */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(heldAttribute)) return false;
  form.removeAttribute(heldAttribute);
  return true;
}
