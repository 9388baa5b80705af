import type { Page } from "@playwright/test";
import { access } from "../content/access";
import { landing } from "../content/landing";
import { expect, test, type PageHealth } from "./fixtures";

const homeCode = /\/assets\/home-[\w-]+\.js$/;
const backHome = access.backHomeLabel;

/**
 * Opens the gate of /projects with the home page's code failing while
 * `isMissing()` says so, as a file deleted by a redeploy would; returns a
 * count of the page's reloads from then on.
 */
async function openGateWithHomeCodeMissing(page: Page, health: PageHealth, isMissing: () => boolean) {
  await page.route(homeCode, (route) => (isMissing() ? route.abort("failed") : route.continue()));
  health.expectedConsoleErrors.push(
    /Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED|reload allowed/,
  );
  await page.goto("/projects");
  await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();
  let reloads = 0;
  page.on("load", () => reloads++);
  return () => reloads;
}

test.describe("after a redeploy @desktop-only", () => {
  test("a route chunk that fails to load reloads the page once instead of leaving it blank", async ({
    page,
    health,
  }) => {
    let attempts = 0;
    const reloads = await openGateWithHomeCodeMissing(page, health, () => attempts++ === 0);
    await page.getByRole("link", { name: backHome }).click();

    await expect.poll(reloads).toBe(1);
    await expect(page.getByRole("heading", { name: access.title })).toBeVisible();
    health.failedRequests.splice(0);

    await page.getByRole("link", { name: backHome }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(landing.hero.lead);
    expect(reloads()).toBe(1);
  });

  test("a route chunk still missing after that reload shows the error screen, whose button reloads", async ({
    page,
    health,
  }) => {
    // Still missing after the reload, as when a host keeps serving the old page for a while.
    let missing = true;
    const reloads = await openGateWithHomeCodeMissing(page, health, () => missing);
    await page.getByRole("link", { name: backHome }).click();
    await expect.poll(reloads).toBe(1);
    await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();

    await page.getByRole("link", { name: backHome }).click();
    await expect(page.getByRole("heading", { name: landing.error.heading })).toBeVisible();
    expect(reloads()).toBe(1);
    health.failedRequests.splice(0);

    missing = false;
    await page.getByRole("button", { name: landing.error.reloadLabel }).click();
    await expect.poll(reloads).toBe(2);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(landing.hero.lead);
    // Interactive again: the home page's own code ran.
    await page.getByRole("link", { name: "View detailed case study" }).first().click();
    await expect(page.getByRole("dialog", { name: access.title })).toBeVisible();
  });
});
