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
  await untilStill(page);
}

// Three still frames in a row: the section menu's highlight starts moving a frame or two after a scroll.
export async function untilStill(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
        );
    for (let stillFrames = 0; stillFrames < 3;) {
      const moving = running();
      stillFrames = moving.length === 0 ? stillFrames + 1 : 0;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
    }
  });
}
