import type { Page } from "@playwright/test";
import { access } from "../content/access";
import { landing } from "../content/landing";
import { projectIds } from "../content/project-ids";
import { unlockThroughGate } from "./access";
import { axeViolations, expect, isPhone, test } from "./fixtures";

/** The Work item of the main navigation; on phones it sits in the menu. */
async function openWorkPrompt(page: Page) {
  // The prompt needs the app running: before hydration, Work is a plain link.
  await page.goto("/", { waitUntil: "networkidle" });
  if (isPhone(page)) await page.getByRole("button", { name: /menu/i }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Work" }).click();
  await expect(page.getByRole("dialog", { name: access.title })).toBeVisible();
}

/** Waits until every private image (and the diagram) on the page has finished decrypting or drawing. */
async function expectNothingBusy(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe("axe finds no violations", () => {
  test("on the landing page", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with the mobile menu open @phone-only", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Skills" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("in the password prompt opened from Work", async ({ page }) => {
    await openWorkPrompt(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("in the password prompt opened from a featured card", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: landing.featured.linkLabel }).first().click();
    await expect(page.getByRole("dialog", { name: access.title })).toContainText(access.modalPrompt.caseStudy);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the gate showing 'Invalid password'", async ({ page }) => {
    await page.goto("/projects");
    await page.getByPlaceholder(access.placeholder).fill("a wrong password, long enough");
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("alert")).toHaveText(access.invalidPassword);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the unlocked portfolio grid", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
    await expectNothingBusy(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const id of projectIds) {
    test(`on the ${id} case study once its images are decrypted`, async ({ page }) => {
      await unlockThroughGate(page, `/project/${id}`);
      await expect(page.getByRole("navigation", { name: access.caseStudy.sectionsLabel })).toBeVisible();
      await expectNothingBusy(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("in the image dialog", async ({ page }) => {
    await unlockThroughGate(page, "/project/entelo");
    const screen = page.locator("#solution").getByRole("button").first();
    await screen.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNothingBusy(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the 404 page", async ({ page, health }) => {
    health.expectedConsoleErrors.push(/non-existent route/, /status of 404/);
    await page.goto("/no/such-page", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: landing.notFound.heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
