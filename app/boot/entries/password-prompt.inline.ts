import { codeUnavailable } from "~/boot/module-reload-guard";
import {
  opensPromptAttribute,
  passwordPromptAttribute,
  promptCancelAttribute,
  requestAccessAttribute,
  requestHrefsAttribute,
  selectorOf,
} from "~/boot/contract";
import { readSessionKey } from "~/lib/vault/session-key";
import { vaultBuildId } from "~/lib/vault/build-id";

const dialog = document.querySelector<HTMLDialogElement>(`dialog${selectorOf(passwordPromptAttribute)}`);
if (dialog) {
  // Bubbling, so a menu the link sits in has closed (and moved focus) before the prompt takes it.
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a${selectorOf(opensPromptAttribute)}`) : null;
    // A tab that holds a key goes straight to the page; without the prompt's code, the link leads to the gate.
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event) || codeUnavailable()) return;
    if (readSessionKey(vaultBuildId)) return;
    event.preventDefault();
    const variant = link.getAttribute(opensPromptAttribute) === "caseStudy" ? "caseStudy" : "portfolio";
    const description = dialog.querySelector(`#${dialog.getAttribute("aria-describedby")}`);
    if (description) description.textContent = dialog.dataset[variant] ?? "";
    dialog.dataset.href = link.href;
    askForAccessTo(dialog, link);
    dialog.showModal();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Tab") keepFocusInside(dialog, event);
  });
  dialog.addEventListener("click", (event) => {
    const cancel = event.target instanceof Element && event.target.closest(selectorOf(promptCancelAttribute));
    if (cancel || isOutside(dialog, event)) dialog.close();
  });
  // Escape must not close it while the password is being checked.
  dialog.addEventListener("cancel", (event) => {
    if (dialog.querySelector('[aria-busy="true"]')) event.preventDefault();
  });
}

function askForAccessTo(dialog: HTMLDialogElement, link: HTMLAnchorElement): void {
  const request = dialog.querySelector<HTMLAnchorElement>(`a${selectorOf(requestAccessAttribute)}`);
  const hrefs: unknown = JSON.parse(dialog.getAttribute(requestHrefsAttribute) ?? "{}");
  if (!request || typeof hrefs !== "object" || hrefs === null) return;
  const sitePath = `/${link.pathname.slice(import.meta.env.BASE_URL.length)}`;
  const [first] = Object.values(hrefs);
  const href: unknown = sitePath in hrefs ? hrefs[sitePath as keyof typeof hrefs] : first;
  if (typeof href === "string") request.href = href;
}

function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

/** A click on the backdrop lands on the dialog itself. */
function isOutside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog || event.detail === 0) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** A modal dialog lets Tab leave for the browser's own controls. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>("a[href], button, input, textarea, select")].filter(
    (control) => !control.matches(":disabled") && control.checkVisibility(),
  );
  const [first] = controls;
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
