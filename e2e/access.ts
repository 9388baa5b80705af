import type { Locator, Page } from "@playwright/test";
import { access } from "../content/access";
import { site } from "../content/site";
import { accessPassword } from "../scripts/test-fixtures/recipients";

export { accessPassword };

export async function unlockThroughGate(page: Page, path = "/projects"): Promise<void> {
  await page.goto(path);
  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
}

/** A tab that holds the key shows a sealed preview first: this waits until the app has hydrated and taken over from it. */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.locator("html[data-app-hydrated]:not([data-preview])").waitFor({ state: "attached" });
}

export function workLink(page: Page): Locator {
  const name = site.nav.find((item) => item.requiresAuth)?.name ?? "";
  return page.getByRole("navigation", { name: site.ui.mainNavLabel }).getByRole("link", { name, exact: true });
}
