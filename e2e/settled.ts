import type { Page } from "@playwright/test";

/** Waits until every private image (and the diagram) on the page has finished decrypting or drawing. */
export async function expectNothingBusy(page: Page) {
  // Images decrypt as they come near the viewport: bring each waiting one into view (sideways-scrolling
  // rows included) and wait for it, until none is left.
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
  // Back to the top, with every sideways row at its start, as a visitor first sees the page.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("*")) if (element.scrollLeft > 0) element.scrollLeft = 0;
    window.scrollTo(0, 0);
  });
  // Scrolling back moves the section menu's highlight to its first item, a frame or two later; its colours
  // then fade. Let both happen before anyone measures contrast.
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
