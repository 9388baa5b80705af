import type { Page } from "@playwright/test";
import { accessPassword } from "../scripts/test-fixtures/recipients";

export { accessPassword };

export async function unlockThroughGate(page: Page, path = "/projects"): Promise<void> {
  await page.goto(path);
  await page.getByPlaceholder("Enter password").fill(accessPassword);
  await page.getByRole("button", { name: "Access Portfolio" }).click();
}

/** A tab that holds the key shows a sealed preview first: this waits until the app has hydrated and taken over from it. */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.locator("html[data-app-hydrated]:not([data-preview])").waitFor({ state: "attached" });
}
