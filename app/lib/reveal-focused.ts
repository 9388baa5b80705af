import type { FocusEvent } from "react";

/**
 * Scrolls a sideways row (never the page, which would unstick a sticky row)
 * just far enough to show `item` whole, inside the row's padding.
 */
export function revealInRow(row: HTMLElement, item: Element) {
  const shown = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const style = getComputedStyle(row);
  const cutOffBefore = shown.left + parseFloat(style.paddingLeft) - box.left;
  const cutOffAfter = box.right - (shown.right - parseFloat(style.paddingRight));
  if (cutOffBefore > 0) row.scrollLeft -= cutOffBefore;
  else if (cutOffAfter > 0) row.scrollLeft += Math.min(cutOffAfter, -cutOffBefore);
}

/**
 * Chromium scrolls a newly focused element into view only when less than
 * about 32 px of it shows, so Shift+Tab along a sideways row can stop on a
 * card that is mostly cut off. A row passes this as its onFocus.
 */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  revealInRow(event.currentTarget, event.target);
}
