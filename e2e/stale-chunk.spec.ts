import { landing } from "../content/landing";
import { expect, test } from "./fixtures";

test.describe("after a redeploy @desktop-only", () => {
  test("a route chunk that fails to load reloads the page once instead of leaving it blank", async ({
    page,
    health,
  }) => {
    let attempts = 0;
    // The first request for the home page's code fails, as a file deleted by a redeploy would.
    await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
      if (attempts++ === 0) return route.abort("failed");
      return route.continue();
    });
    health.expectedConsoleErrors.push(
      /Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED/,
    );

    await page.goto("/projects");
    await expect(page.getByRole("button", { name: "Access Portfolio" })).toBeVisible();
    let reloads = 0;
    page.on("load", () => reloads++);
    await page.getByRole("link", { name: "Back to Home" }).click();

    await expect.poll(() => reloads).toBe(1);
    await expect(page.getByRole("heading", { name: "Protected Content" })).toBeVisible();
    health.failedRequests.splice(0);

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Design");
    expect(reloads).toBe(1);
  });

  test("a route chunk still missing after that reload shows the error screen, whose button reloads", async ({
    page,
    health,
  }) => {
    let missing = true;
    // Still missing after the reload, as when a host keeps serving the old page for a while.
    await page.route(/\/assets\/home-[\w-]+\.js$/, (route) => (missing ? route.abort("failed") : route.continue()));
    health.expectedConsoleErrors.push(
      /Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED|reload allowed/,
    );

    await page.goto("/projects");
    await expect(page.getByRole("button", { name: "Access Portfolio" })).toBeVisible();
    let reloads = 0;
    page.on("load", () => reloads++);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect.poll(() => reloads).toBe(1);
    await expect(page.getByRole("button", { name: "Access Portfolio" })).toBeVisible();

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page.getByRole("heading", { name: landing.error.heading })).toBeVisible();
    expect(reloads).toBe(1);
    health.failedRequests.splice(0);

    missing = false;
    await page.getByRole("button", { name: landing.error.reloadLabel }).click();
    await expect.poll(() => reloads).toBe(2);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Design");
    // Interactive again: the home page's own code ran.
    await page.getByRole("link", { name: "View detailed case study" }).first().click();
    await expect(page.getByRole("dialog", { name: "Protected Content" })).toBeVisible();
  });
});
