import type { Page } from "@playwright/test";
import { access, projectIds, site } from "../content/public";
import { appHasTakenOver, unlockThroughGate } from "./access";
import { textContrasts } from "./colour";
import { axeViolations, expect, isPhone, test } from "./fixtures";
import { expectSoundOutline } from "./outline";
import { firstStudyWhere, hasCardRow, studiesCoveringLayouts, studyOf } from "./private-content";
import { pageText, proseBlocks } from "./prose";
import { expectNothingBusy } from "./settled";

// One visit per page, as a visitor moving through the portfolio makes. At phone width only the layout differs, so the
// studies that between them show every kind of section and gallery are enough.
const sections = access.caseStudy.sections;
const [dialogStudy] = firstStudyWhere(hasCardRow);
const phoneStudies = studiesCoveringLayouts();

test("the grid and every case study (at phone width, one of each layout): its tab title, each section, every screen whole, axe clean in light and dark, a sound outline and a readable hero @every-width", async ({
  page,
}) => {
  test.setTimeout(60_000 + 30_000 * projectIds.length);
  // Dark axe, the outline and the hero's contrast are the same at any width: measured once, on the wide page.
  const wide = !isPhone(page);
  await unlockThroughGate(page);
  await expect(page.getByRole("heading", { level: 1, name: access.portfolio.heading })).toBeVisible();
  await expect(page).toHaveTitle(`${site.ui.pageTitles.portfolio} · ${site.name}`);
  await expectNothingBusy(page);
  await expectAccessible(page, "/projects", { wide });

  for (const id of wide ? projectIds : phoneStudies) {
    await test.step(id, async () => {
      await page.goto(`/project/${id}`);
      await appHasTakenOver(page);
      await expect(page.getByRole("navigation", { name: access.caseStudy.sectionsLabel })).toBeVisible();
      await expect(page).toHaveTitle(`${site.ui.pageTitles.caseStudy} · ${site.name}`);
      await expectSectionsOf(page, id);
      await expectNothingBusy(page);
      await expectNoBrokenImages(page);
      if (wide) await expectReadableHero(page, id);
      await expectAccessible(page, `/project/${id}`, { wide });
      if (id !== dialogStudy) return;
      await page.locator("#solution").getByRole("button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNothingBusy(page);
      await expectAccessible(page, `the image dialog of ${id}`, { wide, outline: false });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    });
  }
});

async function expectAccessible(page: Page, where: string, { wide = true, outline = true }) {
  expect(await axeViolations(page), where).toEqual([]);
  if (!wide) return;
  if (outline) await expectSoundOutline(page, where);
  // Dark by the system's setting, which the page follows while the visitor has chosen no theme.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await axeViolations(page, { colourOnly: true }), `${where}, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
}

async function expectSectionsOf(page: Page, id: string) {
  const { showcase, article, overview, roleResponsibilities, learned } = studyOf(id);
  const expected = Object.entries(sections)
    .filter(([key]) => key !== "showcase" || showcase)
    .map(([, section]) => section.label);
  const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel }).getByRole("button");
  await expect(menu).toHaveText(expected);
  for (const [key, section] of Object.entries(sections)) {
    const heading = page.getByRole("heading", { name: section.heading, exact: true });
    await expect(heading).toHaveCount(key === "showcase" && !showcase ? 0 : 1);
  }
  const section = (key: keyof typeof sections) => page.getByRole("region", { name: sections[key].heading });
  for (const words of proseBlocks(overview)) await expect(section("overview")).toContainText(words);
  await expect(section("role").getByRole("listitem")).toHaveText(roleResponsibilities.map(pageText));
  for (const words of proseBlocks(learned)) await expect(section("learned")).toContainText(words);
  await expect(page.getByRole("link", { name: access.caseStudy.moreLabel })).toHaveAttribute("href", "/projects");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(article ? 1 : 0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${id} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

async function expectNoBrokenImages(page: Page) {
  const images = page.locator("main img, header img");
  await expect.poll(() => images.count()).toBeGreaterThan(0);
  const broken = await images.evaluateAll((all) =>
    all
      .filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)
      .map((img) => img.getAttribute("alt")),
  );
  expect(broken).toEqual([]);
}

async function expectReadableHero(page: Page, id: string) {
  const hero = page
    .getByRole("main")
    .locator("header")
    .filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(hero).toBeVisible();
  const texts = await textContrasts(hero);
  expect(texts.length, `${id}: text on the hero`).toBeGreaterThan(3);
  const weak = texts.filter((text) => text.ratio < 4.5).map((text) => `"${text.text}" ${text.ratio.toFixed(2)}:1`);
  expect(weak, `${id}: hero text under 4.5:1`).toEqual([]);
}
