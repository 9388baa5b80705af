import type { FocusEvent } from "react";

/**
 * Chromium scrolls a newly focused element into view only when less than
 * about 32 px of it shows, so Shift+Tab along a sideways row can stop on a
 * card that is mostly cut off. A row passes this as its onFocus: it scrolls
 * the row itself (never the page, which would unstick a sticky row) just far
 * enough to show the focused control whole, inside the row's padding.
 */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  const row = event.currentTarget;
  const shown = row.getBoundingClientRect();
  const focused = event.target.getBoundingClientRect();
  const style = getComputedStyle(row);
  const cutOffBefore = shown.left + parseFloat(style.paddingLeft) - focused.left;
  const cutOffAfter = focused.right - (shown.right - parseFloat(style.paddingRight));
  if (cutOffBefore > 0) row.scrollLeft -= cutOffBefore;
  else if (cutOffAfter > 0) row.scrollLeft += Math.min(cutOffAfter, -cutOffBefore);
}
