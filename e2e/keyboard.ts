import type { Locator, Page } from "@playwright/test";
import { installColourTools } from "./colour";
import { expect } from "./fixtures";

/** WCAG 1.4.11: the outline or box-shadow ring stands out 3:1 against the backdrop of the element's parent. */
export async function expectVisibleFocus(page: Page) {
  await installColourTools(page);
  const problem = await page.evaluate(async () => {
    const tools = window.colourTools;
    // Buttons fade their colours, the outline's included: judge the ring once it has settled. Focus can move
    // meanwhile (the app's page replaces the sealed preview's and focuses the same control): judge where it is then.
    let element = document.activeElement;
    while (element && element !== document.body) {
      await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      if (element === document.activeElement) break;
      element = document.activeElement;
    }
    if (!tools || !element || element === document.body) return "nothing has focus";
    const style = getComputedStyle(element);
    const rings: string[] = [];
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) rings.push(style.outlineColor);
    // Each shadow is "colour x y blur spread"; a ring is one with a spread.
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = /(?:rgba?|oklab|oklch|color)\([^)]*\)/.exec(shadow)?.[0];
      const spread = [...shadow.replace(colour ?? "", "").matchAll(/(-?[\d.]+)px/g)][3]?.[1];
      if (colour && Number(spread ?? 0) > 0) rings.push(colour);
    }
    const around = tools.backdrop(element.parentElement);
    const best = Math.max(0, ...rings.map((colour) => tools.contrast(colour, around)));
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40);
    return best >= 3 ? null : `<${element.tagName.toLowerCase()}> "${name}": focus indicator ${best.toFixed(2)}:1`;
  });
  expect(problem).toBeNull();
}

/** Every stop on the way to `target` must show its focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** From the first of `stops`, Tab visits the rest in order and comes round to the first; Shift+Tab goes back round. */
export async function expectTabCycle(page: Page, stops: readonly Locator[]) {
  const [first, ...rest] = stops;
  if (!first) throw new Error("a tab cycle needs a stop");
  await expect(first).toBeFocused();
  for (const [key, order] of [
    ["Tab", [...rest, first]],
    ["Shift+Tab", [...[...rest].reverse(), first]],
  ] as const) {
    for (const stop of order) {
      await page.keyboard.press(key);
      await expect(stop).toBeFocused();
      await expectVisibleFocus(page);
    }
  }
}

export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const visited: string[] = [];
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    const stop = await dialog.evaluate((element) =>
      element.contains(document.activeElement) ? (document.activeElement?.outerHTML ?? "") : null,
    );
    expect(stop, `focus left the dialog after ${key}`).not.toBeNull();
    visited.push(stop ?? "");
  }
  expect(new Set(visited).size, "focus cycles through fewer stops than it took").toBeLessThan(4);
}

// The focused control, described, if it lies outside the window or under a fixed bar; a sticky bar covers only what it
// overlaps (the section menu, before it sticks, sits below the links above it).
export async function focusOutOfSight(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "nothing has focus";
    const box = focused.getBoundingClientRect();
    const name = focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 40);
    const where = `"${name}" at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`;
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
      return `${where}, outside the ${window.innerWidth}×${window.innerHeight} window`;
    }
    for (const bar of document.querySelectorAll("header, nav")) {
      if (bar.contains(focused) || !["fixed", "sticky"].includes(getComputedStyle(bar).position)) continue;
      const cover = bar.getBoundingClientRect();
      const overlaps =
        cover.bottom > box.top + 1 && cover.top < box.bottom - 1 && cover.right > box.left && cover.left < box.right;
      if (overlaps) return `${where}, under the bar at ${Math.round(cover.top)}–${Math.round(cover.bottom)}`;
    }
    return null;
  });
}

export async function focusLastControl(page: Page) {
  await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, textarea")];
    controls
      .filter((control) => control.checkVisibility())
      .at(-1)
      ?.focus();
  });
}
