import type { Page } from "@playwright/test";

/** Waits until every private image (and the diagram) on the page has finished decrypting or drawing. */
export async function expectNothingBusy(page: Page) {
  // Images decrypt near the viewport, sideways rows included: bring each waiting one into view.
  const nextWaiting = () => page.evaluateHandle(() => document.querySelector('[aria-busy="true"]'));
  for (
    let waiting = await nextWaiting();
    await waiting.evaluate((element) => element !== null);
    waiting = await nextWaiting()
  ) {
    await waiting.evaluate((element) => element?.scrollIntoView({ block: "center", inline: "center" }));
    await page.waitForFunction(
      (element) => !element?.isConnected || element.getAttribute("aria-busy") !== "true",
      waiting,
    );
  }
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("*")) if (element.scrollLeft > 0) element.scrollLeft = 0;
    window.scrollTo(0, 0);
  });
  // The section menu's highlight follows a frame or two later, then fades: let it settle before contrast is measured.
  await page.waitForFunction(() => {
    const current = document.querySelector("[data-section-menu] [aria-current]");
    return !current || current === document.querySelector("[data-section-menu] button");
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}
