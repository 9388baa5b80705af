import type { Page } from "@playwright/test";

/** Holds every request the pattern matches, as a slow network would, until released. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds every script until released: the test acts on the page before its code runs. */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/.+\.js$/);
}
