import type { Locator, Page } from "@playwright/test";
import { storedKeyEntries } from "../app/lib/vault/session-key";
import { access, site } from "../content/public";
import { accessPassword } from "../test-fixtures/recipients";

export { accessPassword };

export async function unlockThroughGate(page: Page, path = "/projects"): Promise<void> {
  await page.goto(path);
  await submitPassword(page);
}

export async function submitPassword(page: Page): Promise<void> {
  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
}

type KeyEntries = [name: string, value: string][];

/** Unlocked once per test worker, in a tab of its own; every test after it starts from the key that tab stored. */
let storedKey: Promise<KeyEntries> | undefined;

async function unlockInOwnTab(page: Page): Promise<KeyEntries> {
  const tab = await page.context().newPage();
  await unlockThroughGate(tab);
  await tab.getByRole("heading", { name: access.portfolio.heading }).waitFor();
  const entries = await tab.evaluate(
    (names) => names.flatMap((name): KeyEntries => [[name, sessionStorage.getItem(name) ?? ""]]),
    [...storedKeyEntries],
  );
  await tab.close();
  return entries;
}

/** For tests of a page, not of unlocking: a tab that holds the key, returning once the app has taken over. */
export async function openUnlocked(page: Page, path: string): Promise<void> {
  storedKey ??= unlockInOwnTab(page);
  const entries = await storedKey;
  // Any page of the site gives the tab its origin's storage; the smallest one will do.
  await page.goto("/robots.txt");
  await page.evaluate((stored) => {
    for (const [name, value] of stored) sessionStorage.setItem(name, value);
  }, entries);
  await page.goto(path);
  await appHasTakenOver(page);
}

/** A tab that holds the key shows a sealed preview first: this marks the app having hydrated and taken over from it. */
export const appTakenOver = "html[data-app-hydrated]:not([data-preview])";

export async function appHasTakenOver(page: Page): Promise<void> {
  await page.locator(appTakenOver).waitFor({ state: "attached" });
}

/** The vault's header, which a page reads before it can open anything. */
export const vaultHeader = /\/vault\/.+\/header\.json$/;

/** The pages that read the vault's header, by path. Each is named by its Referer: the event of a page already left
 * can arrive after the next page has begun. */
export function headerReadsOf(page: Page): string[] {
  const reads: string[] = [];
  page.on("response", (response) => {
    if (!vaultHeader.test(response.url())) return;
    const referer = response.request().headers().referer;
    reads.push(referer ? new URL(referer).pathname : "(no referer)");
  });
  return reads;
}

export const workLabel = site.nav.find((item) => item.requiresAuth)?.name ?? "";

export function workLink(page: Page): Locator {
  return page
    .getByRole("navigation", { name: site.ui.mainNavLabel })
    .getByRole("link", { name: workLabel, exact: true });
}
