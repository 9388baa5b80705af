import { menuCloseLabelAttribute, opensPromptAttribute, selectorOf } from "~/boot/contract";

export function startSiteMenu(menu: HTMLElement): void {
  const button = document.querySelector<HTMLButtonElement>(`[popovertarget="${menu.id}"]`);
  if (!button) return;
  const openLabel = button.getAttribute("aria-label") ?? "";
  const closeLabel = button.getAttribute(menuCloseLabelAttribute) ?? openLabel;
  menu.addEventListener("toggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? closeLabel : openLabel);
  });
  // Bubbling from the menu, so it has closed before the password prompt (listening on the document) opens.
  menu.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link) return;
    // The prompt gives focus back to the menu button; any other item leaves the keyboard where its link leads.
    if (link.matches(selectorOf(opensPromptAttribute))) button.focus();
    else link.blur();
    menu.hidePopover();
  });
}
