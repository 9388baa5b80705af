import type { Page } from "@playwright/test";
import { linkFragment } from "../app/lib/vault/link-fragment";
import { access } from "../content/public";
import { orderedCards as projectCards } from "./private-content";
import { appHasTakenOver } from "./access";
import { expect, test } from "./fixtures";
import { testRecipients } from "../test-fixtures/recipients";

const gate = (page: Page) => page.locator("[data-gate]");
const lockButton = (page: Page) => page.getByRole("button", { name: access.lockLabel });

function vaultRequests(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/vault\/[^/]+\/([^/?#]+)/.exec(request.url());
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

async function expectNoFragment(page: Page) {
  expect(page.url()).not.toContain("#");
  expect(await page.evaluate(() => window.location.hash)).toBe("");
}

test.describe("a recipient link", () => {
  test("opens the grid, leaves no secret in the address bar or history, and a reload stays unlocked", async ({
    page,
  }) => {
    await page.goto("/");
    await page.goto(`/projects${linkFragment(testRecipients.visitor)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(access.portfolio.heading);
    await expect(lockButton(page)).toBeVisible();
    await expectNoFragment(page);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await page.goForward();
    await expect(page).toHaveURL("/projects");
    await expectNoFragment(page);

    await page.reload();
    await appHasTakenOver(page);
    await expect(lockButton(page)).toBeVisible();
    await expect(gate(page)).toHaveCount(0);
  });

  test("opens the case study it was made for", async ({ page }) => {
    const card = projectCards.at(-1);
    if (!card) throw new Error("the content has no case study");
    await page.goto(`/project/${card.id}${linkFragment(testRecipients.recruiter)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
    await expect(page).toHaveURL(`/project/${card.id}`);
    await expectNoFragment(page);
  });

  test("whose recipient has left the build shows the gate with its message and decrypts nothing", async ({ page }) => {
    const requested = vaultRequests(page);
    await page.goto(`/projects${linkFragment(testRecipients.former)}`);
    await expect(page.getByRole("status").filter({ hasText: access.linkRefused })).toBeVisible();
    await expect(gate(page)).toBeVisible();
    await expect(page.getByPlaceholder(access.placeholder)).toBeVisible();
    await expectNoFragment(page);
    // The header names the slots; nothing sealed is fetched for a password that opens none.
    expect(requested).toEqual(["header.json"]);
  });

  test("opened on the page it leads to, where only the fragment changes, is taken like any other", async ({ page }) => {
    await page.goto(`/projects${linkFragment(testRecipients.former)}`);
    await expect(page.getByRole("status").filter({ hasText: access.linkRefused })).toBeVisible();
    await page.goto(`/projects${linkFragment(testRecipients.visitor)}`);
    await expect(lockButton(page)).toBeVisible();
    await expectNoFragment(page);
  });

  test("that cannot be read shows the gate with the same message", async ({ page }) => {
    const requested = vaultRequests(page);
    await page.goto("/projects#access=%%not-a-secret");
    await expect(page.getByRole("status").filter({ hasText: access.linkRefused })).toBeVisible();
    await expect(gate(page)).toBeVisible();
    await expectNoFragment(page);
    expect(requested).toEqual([]);
  });

  test("still lets the visitor type the password after a refused link", async ({ page }) => {
    await page.goto(`/projects${linkFragment(testRecipients.former)}`);
    await page.getByPlaceholder(access.placeholder).fill(testRecipients.visitor);
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(lockButton(page)).toBeVisible();
  });

  test("that cannot reach the vault says so and keeps the link in the address, so a reload tries again", async ({
    page,
    health,
  }) => {
    health.expectedConsoleErrors.push(/ERR_FAILED/);
    health.causedFailures.push(/\/vault\/.+\/header\.json net::ERR_FAILED$/);
    await page.route(/\/vault\/.+\/header\.json$/, (route) => route.abort());
    const fragment = linkFragment(testRecipients.visitor);
    await page.goto(`/projects${fragment}`);
    await expect(page.getByRole("status").filter({ hasText: access.problems.network })).toBeVisible();
    await expect(page).toHaveURL(`/projects${fragment}`);

    await page.unroute(/\/vault\/.+\/header\.json$/);
    await page.reload();
    await expect(lockButton(page)).toBeVisible();
    await expectNoFragment(page);
  });

  test("whose vault is gone or damaged says so, not that the link opens nothing, and keeps it for a reload", async ({
    page,
    health,
  }) => {
    const header = /\/vault\/.+\/header\.json$/;
    const fragment = linkFragment(testRecipients.visitor);
    health.expectedConsoleErrors.push(/status of 404/);
    health.causedFailures.push(/^404 .+\/header\.json$/);
    await page.route(header, (route) => route.fulfill({ status: 404, body: "Not found" }));
    await page.goto(`/projects${fragment}`);
    await expect(page.getByRole("status").getByText(access.problems.missing)).toBeVisible();
    await expect(page.getByRole("status").getByText(access.linkRefused)).toBeHidden();
    await expect(page).toHaveURL(`/projects${fragment}`);

    await page.unroute(header);
    await page.route(header, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      await route.fulfill({ response, body: body.subarray(0, body.length / 2) });
    });
    await page.reload();
    await expect(page.getByRole("status").getByText(access.problems.integrity)).toBeVisible();
    await expect(page.getByRole("status").getByText(access.linkRefused)).toBeHidden();
    await expect(page).toHaveURL(`/projects${fragment}`);

    await page.unroute(header);
    await page.reload();
    await expect(lockButton(page)).toBeVisible();
    await expectNoFragment(page);
  });
});
