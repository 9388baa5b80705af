import type { Page } from "@playwright/test";
import { access, landing } from "../content/public";
import { accessPassword, appHasTakenOver, unlockThroughGate, workLink } from "./access";
import { expect, test, type PageHealth } from "./fixtures";
import { cardLink, someStudy, studyOf } from "./private-content";

const studyTitle = studyOf(someStudy).title;

/** 404 for a pattern's files while its rule, given the documents loaded so far, says a redeploy removed them. */
async function goneAfterRedeploy(page: Page, health: PageHealth, gone: Record<string, (loads: number) => boolean>) {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  for (const [pattern, isGone] of Object.entries(gone)) {
    await page.route(new RegExp(pattern), (route) =>
      isGone(loads) ? route.fulfill({ status: 404, body: "Not found" }) : route.continue(),
    );
    health.causedFailures.push(new RegExp(`^404 .*(?:${pattern})`));
  }
  health.expectedConsoleErrors.push(
    /Error loading route module|Failed to fetch dynamically imported module|could not be loaded|status of 404|reload allowed/,
  );
  return () => loads;
}

const caseStudyCode = /\/assets\/project-[\w-]+\.js$/;
/** The root route's module: every page of the app imports it first. */
const appCode = /\/assets\/root-[\w-]+\.js$/;

test.describe("after a redeploy", () => {
  test("a case study's code gone reloads the grid once (it fetches that code ahead), and the case study then opens", async ({
    page,
    health,
  }) => {
    await unlockThroughGate(page);
    await expect(cardLink(page, someStudy)).toBeVisible();
    const loads = await goneAfterRedeploy(page, health, { [caseStudyCode.source]: (count) => count <= 1 });
    await page.reload();
    await expect.poll(loads).toBe(2);
    await cardLink(page, someStudy).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(studyTitle);
  });

  test("a page's code still missing after the one reload shows the error screen, whose button reloads", async ({
    page,
    health,
  }) => {
    await unlockThroughGate(page, `/project/${someStudy}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(studyTitle);
    // The grid's code, gone for a while (a host still serving the old page), from a case study that has not loaded it.
    let gridMissing = true;
    const loads = await goneAfterRedeploy(page, health, {
      [/\/assets\/projects-[\w-]+\.js$/.source]: () => gridMissing,
    });
    await page.reload();
    // The sealed preview's links are plain page loads: this drill is about the app's own navigation.
    await appHasTakenOver(page);
    const seeOthers = page.getByRole("link", { name: access.caseStudy.moreLabel });
    await seeOthers.click();
    await expect.poll(loads).toBe(2);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(studyTitle);
    await appHasTakenOver(page);

    await seeOthers.click();
    await expect(page.getByRole("heading", { name: landing.error.heading })).toBeVisible();
    expect(loads()).toBe(2);

    // The error screen stands at the address the visitor asked for: its reload brings that page.
    gridMissing = false;
    await expect(page).toHaveURL("/projects");
    await page.getByRole("button", { name: landing.error.reloadLabel }).click();
    await expect.poll(loads).toBe(3);
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
  });

  test("the gate's code that fails to load reloads the page once, and the gate then unlocks", async ({
    page,
    health,
  }) => {
    const loads = await goneAfterRedeploy(page, health, { [appCode.source]: (count) => count <= 1 });
    await page.goto("/projects");
    await page.getByPlaceholder(access.placeholder).focus();
    await expect.poll(loads).toBe(2);
    await page.getByPlaceholder(access.placeholder).fill(accessPassword);
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
  });

  test("the gate's code still missing after that reload: the gate says a newer version may be live", async ({
    page,
    health,
  }) => {
    let missing = true;
    const loads = await goneAfterRedeploy(page, health, { [appCode.source]: () => missing });
    await page.goto("/projects");
    await page.getByPlaceholder(access.placeholder).focus();
    await expect.poll(loads).toBe(2);
    await page.getByPlaceholder(access.placeholder).focus();
    // The gate also holds the words hidden, for a recipient link that finds the vault gone.
    await expect(page.getByText(access.problems.missing).filter({ visible: true })).toBeVisible();
    await expect(page.getByPlaceholder(access.placeholder)).toBeHidden();

    missing = false;
    await page.getByRole("link", { name: access.problems.reloadLabel }).click();
    await expect.poll(loads).toBe(3);
    await page.getByPlaceholder(access.placeholder).fill(accessPassword);
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
  });

  test("the landing page's code that fails to load reloads the page once; still missing, Work leads to the gate", async ({
    page,
    health,
  }) => {
    const loads = await goneAfterRedeploy(page, health, { [/\/assets\/islands-[\w-]+\.js$/.source]: () => true });
    await page.goto("/");
    // Focus in the contact form wakes its island, whose code has gone.
    const field = page
      .getByRole("form", { name: landing.contact.formHeading })
      .getByLabel(landing.contact.fields.email);
    await field.focus();
    await expect.poll(loads).toBe(2);

    await field.focus();
    await expect(page.locator("html")).toHaveAttribute("data-code-unavailable", "");
    await workLink(page).click();
    await expect(page).toHaveURL("/projects");
    await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();
    expect(loads()).toBe(3);
  });
});
