import { site } from "../content/public";
import { expect, test } from "./fixtures";

test.describe("navigation bar", () => {
  test("stays fixed at the top while scrolling @every-width", async ({ page }) => {
    await page.goto("/");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(page.getByRole("navigation", { name: site.ui.mainNavLabel })).toBeInViewport();
    expect(await page.locator("header").evaluate((header) => header.getBoundingClientRect().top)).toBe(0);
  });

  test("on small screens a menu button toggles the items @phone-only", async ({ page }) => {
    await page.goto("/");
    // Named for what it does next: Open menu, then Close menu.
    const button = page.locator("header button[aria-expanded]");
    const items = page.locator("header").getByRole("link", { name: site.nav.at(-1)?.name ?? "" });

    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName(site.ui.openMenu);
    await expect(items).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName(site.ui.closeMenu);
    for (const { name } of site.nav) {
      await expect(page.locator("header").getByRole("link", { name, exact: true })).toBeVisible();
    }
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // A press outside the menu, at the page's lower edge, closes it too.
    await button.click();
    await expect(items).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    await page.mouse.click(4, viewport.height - 4);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(items).toBeHidden();

    await button.click();
    await items.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(items).toBeHidden();
  });

  test("on wide screens the items show without a menu button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: site.ui.openMenu })).toBeHidden();
    for (const { name } of site.nav) {
      await expect(
        page.getByRole("navigation", { name: site.ui.mainNavLabel }).getByRole("link", { name, exact: true }),
      ).toBeVisible();
    }
  });

  test("never scrolls sideways from 320 to 1920 pixels wide", async ({ page }) => {
    for (const width of [320, 390, 768, 1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `at ${width}px`).toBeLessThanOrEqual(width);
    }
  });
});
