import type { Page } from "@playwright/test";

/**
 * Holds every script the page asks for (a slow phone on a slow network)
 * until the returned function releases them, so a test can act on the page
 * as it stands before its code has run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
