import type { Page } from "@playwright/test";
import { access, projectIds, site } from "../content/public";
import type { StudySectionId } from "../content/study-sections";
import { testBuildEnv } from "../test-fixtures/recipients";
import { accessPassword, appHasTakenOver } from "./access";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { anotherStudy, someStudy, studyOf } from "./private-content";
import { resolvePasswords } from "../pipeline/passwords";
import { linkTarget, recipientLinks, siteAddress } from "../tools/recipient-links";

// docs/product.md#case-study-page: `/project/<id>#<section>` opens at the section however the page is opened.

const preview = (page: Page) => page.locator("[data-preview-page]");

/** The section's heading on the first screen, below the two sticky bars (the section menu is the lower). */
async function expectOnFirstScreen(page: Page, section: StudySectionId) {
  const heading = page.getByRole("heading", {
    level: 2,
    name: access.caseStudy.sections[section].heading,
    exact: true,
  });
  const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel });
  const screenHeight = page.viewportSize()?.height ?? 0;
  // Opening a study takes a key derivation and the study's files: seconds on a busy machine.
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const [title, bars] = await Promise.all([heading.boundingBox(), menu.boundingBox()]);
      if (!title || !bars) return "not shown";
      if (title.y < bars.y + bars.height) return `under the bars (${title.y} < ${bars.y + bars.height})`;
      if (title.y + title.height > screenHeight) return `below the first screen (${title.y})`;
      return "on the first screen";
    })
    .toBe("on the first screen");
}

test("opens at its section after a typed password, and from the stored key, in the sealed preview and the app @every-width", async ({
  page,
}) => {
  await page.goto(`/project/${someStudy}#outcomes`);
  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
  await expectOnFirstScreen(page, "outcomes");

  // The tab holds the key now: a link opened in it shows the sealed preview before the app's code arrives.
  const release = await holdScripts(page);
  await page.goto(`/project/${anotherStudy}#learned`, { waitUntil: "domcontentloaded" });
  await expect(preview(page)).toBeVisible({ timeout: 15_000 });
  await expectOnFirstScreen(page, "learned");
  await expect(preview(page)).toBeVisible();
  release();
  await appHasTakenOver(page);
  await expect(preview(page)).toHaveCount(0);
  await expectOnFirstScreen(page, "learned");
});

test("a recipient link made for a section opens at it, its secret gone from the address and its section kept @every-width", async ({
  page,
  baseURL,
}) => {
  // What `npm run links -- --to /project/<id>#outcomes` prints (tools/links.ts), for the test build's visitor.
  const to = linkTarget(`/project/${someStudy}#outcomes`, new Map(projectIds.map((id) => [id, studyOf(id)])));
  const visitor = resolvePasswords(testBuildEnv(), { site }).recipients.filter(({ label }) => label === "visitor");
  const [{ link = "" } = {}] = recipientLinks({ recipients: visitor, siteAddress: siteAddress(baseURL), to });
  await page.goto(link);
  await expectOnFirstScreen(page, "outcomes");
  await expect(page).toHaveURL(`/project/${someStudy}#outcomes`);
});
