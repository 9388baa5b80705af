import type { Page } from "@playwright/test";

/** Holds every script, as a slow network would, until released: the test acts on the page before its code runs. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
