import type { FocusEvent } from "react";

/** Scrolls the row, never the page, which would unstick a sticky row. */
export function revealInRow(row: HTMLElement, item: Element) {
  const shown = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const style = getComputedStyle(row);
  const cutOffBefore = shown.left + parseFloat(style.paddingLeft) - box.left;
  const cutOffAfter = box.right - (shown.right - parseFloat(style.paddingRight));
  if (cutOffBefore > 0) row.scrollLeft -= cutOffBefore;
  else if (cutOffAfter > 0) row.scrollLeft += Math.min(cutOffAfter, -cutOffBefore);
}

/** Chromium scrolls focus into view only when under about 32 px of it shows, leaving cards mostly cut off. */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  revealInRow(event.currentTarget, event.target);
}
