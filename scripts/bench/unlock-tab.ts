import type { Page } from "puppeteer-core";
import { storedKeyEntries } from "../../app/lib/vault/session-key.ts";
import { access } from "../../content/access.ts";
import { gridCardSelector } from "./bench-pages.ts";

/**
 * Opens the portfolio the way a visitor does: types the password into the
 * gate of /projects and submits it. The derived key then sits in this tab's
 * sessionStorage, which is why Lighthouse must measure in this same tab.
 */
export async function unlockTab(tab: Page, origin: string, password: string): Promise<void> {
  await tab.goto(`${origin}/projects`, { waitUntil: "networkidle0" });
  await tab.locator(`input[placeholder="${access.placeholder}"]`).fill(password);
  await tab.locator(`::-p-aria([name="${access.submitLabel}"][role="button"])`).click();
  await tab.waitForSelector(gridCardSelector, { timeout: 30_000 });
  // A cold visit with the key, as a recipient arrives: the tab keeps the key and nothing else the unlock left.
  await tab.evaluate((keep: readonly string[]) => {
    for (const name of Object.keys(sessionStorage)) if (!keep.includes(name)) sessionStorage.removeItem(name);
  }, storedKeyEntries);
}

/**
 * Lighthouse leaves the HTTP cache alone when told to keep storage, and the
 * unlock just filled it; a cold cache keeps unlocked pages comparable with
 * the locked ones. The in-memory cache goes with the blank page Lighthouse opens first.
 */
export async function clearHttpCache(tab: Page): Promise<void> {
  const session = await tab.createCDPSession();
  await session.send("Network.clearBrowserCache");
  await session.detach();
}
