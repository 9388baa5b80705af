import type { Locator, Page } from "@playwright/test";
import { access, site } from "../content/public";
import { accessPassword } from "../test-fixtures/recipients";

export { accessPassword };

export async function unlockThroughGate(page: Page, path = "/projects"): Promise<void> {
  await page.goto(path);
  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
}

/** A tab that holds the key shows a sealed preview first: this marks the app having hydrated and taken over from it. */
export const appTakenOver = "html[data-app-hydrated]:not([data-preview])";

export async function appHasTakenOver(page: Page): Promise<void> {
  await page.locator(appTakenOver).waitFor({ state: "attached" });
}

/** The main navigation's link to the case studies. */
export const workLabel = site.nav.find((item) => item.requiresAuth)?.name ?? "";

export function workLink(page: Page): Locator {
  return page
    .getByRole("navigation", { name: site.ui.mainNavLabel })
    .getByRole("link", { name: workLabel, exact: true });
}
