import type { Page } from "@playwright/test";

// Timed inside the page, so Playwright's polling never enters a figure; "painted" is the usual after-next-paint
// approximation (a frame plus a task). No named helpers in page functions: tsx wraps them in a `__name` the page lacks.

type ClickToPaint = { clickedAt: number; paintedAt: Record<string, number> };
type BenchWindow = Window & { benchClickToPaint?: ClickToPaint; benchPaintedAt?: number };

export async function armClickToPaint(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate((targets) => {
    const state: ClickToPaint = { clickedAt: 0, paintedAt: {} };
    (window as BenchWindow).benchClickToPaint = state;
    document.addEventListener("click", () => (state.clickedAt = performance.now()), { capture: true, once: true });
    const pending = new Set(targets);
    new MutationObserver((_records, observer) => {
      if (state.clickedAt === 0) return;
      for (const selector of [...pending]) {
        const element = document.querySelector(selector);
        if (!element || !(element instanceof HTMLImageElement || element.textContent)) continue;
        pending.delete(selector);
        const decoded = element instanceof HTMLImageElement ? element.decode() : Promise.resolve();
        void decoded.then(() =>
          requestAnimationFrame(() => setTimeout(() => (state.paintedAt[selector] = performance.now()))),
        );
      }
      if (pending.size === 0) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, selectors);
}

export async function readClickToPaint(
  page: Page,
  selectors: readonly string[],
): Promise<{ ms: number; paintedAtEpoch: number }[]> {
  const handle = await page.waitForFunction(
    (targets) => {
      const state = (window as BenchWindow).benchClickToPaint;
      if (!state || targets.some((selector) => state.paintedAt[selector] === undefined)) return undefined;
      return targets.map((selector) => {
        const paintedAt = state.paintedAt[selector] ?? 0;
        return { ms: paintedAt - state.clickedAt, paintedAtEpoch: performance.timeOrigin + paintedAt };
      });
    },
    selectors,
    { timeout: 60_000 },
  );
  return settled(await handle.jsonValue());
}

export async function watchNavigationToPaint(page: Page, selector: string): Promise<void> {
  await page.addInitScript((target) => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(target)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => ((window as BenchWindow).benchPaintedAt = performance.now())));
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

export async function readNavigationToPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as BenchWindow).benchPaintedAt, undefined, {
    timeout: 60_000,
  });
  return settled(await handle.jsonValue());
}

function settled<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("The page reported no timing.");
  return value;
}
