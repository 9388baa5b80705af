import { landing, site } from "../content/public";
import { expect, test } from "./fixtures";

test.describe("unknown addresses", () => {
  test("show the 404 page with status 404 and its own tab title, and log the path", async ({ page, health }) => {
    health.expectedConsoleErrors.push(/status of 404/);
    const logged = page.waitForEvent("console", (message) => message.text().includes("/no/such-page"));
    const response = await page.goto("/no/such-page?ref=mail#top");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: landing.notFound.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${site.ui.pageTitles.notFound} · ${site.name}`);
    expect((await logged).type()).toBe("warning");

    await page.getByRole("link", { name: landing.notFound.homeLabel }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("are readable before any script runs", async ({ request }) => {
    const response = await request.get("/missing");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(landing.notFound.heading);
  });

  test("an unknown case study id goes to the portfolio, replacing the history entry", async ({ page }) => {
    await page.goto("/");
    await page.goto("/project/not-a-project");
    await expect(page).toHaveURL("/projects");
    await page.goBack();
    await expect(page).toHaveURL("/");
  });
});
