import type { Locator, Page } from "@playwright/test";

/** An element's box once its animations (a card rising in, say) have ended. */
export async function settledBox(element: Locator) {
  await element.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  return element.boundingBox();
}

/** Presses the mouse down at the middle of an element, once it has stopped moving, and holds it: the test lets go. */
export async function holdPressOn(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await settledBox(element);
  if (!box) throw new Error(`${String(element)} has no box to press`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}
