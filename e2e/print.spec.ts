import type { Page } from "@playwright/test";
import { access, landing, site } from "../content/public";
import { openUnlocked } from "./access";
import { expect, test } from "./fixtures";
import { firstStudyWhere, hasCardRow, hasPhoneFrames, someStudy, studyOf } from "./private-content";

const copy = access.caseStudy;
/** A study with phone frames and one with a row of cards: the two layouts that print differently from the screen. */
const printedStudies = [...new Set([...firstStudyWhere(hasPhoneFrames), ...firstStudyWhere(hasCardRow), someStudy])];

function imageAlts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageAlts);
  if (typeof value !== "object" || value === null) return [];
  if ("file" in value && "alt" in value && typeof value.alt === "string") return [value.alt];
  return Object.values(value).flatMap(imageAlts);
}

/** How many pages a PDF from Chromium holds: its page tree's count (its objects are compressed, its tree is not). */
function pageCount(pdf: Buffer): number {
  const counts = [...pdf.toString("latin1").matchAll(/\/Count (\d+)/g)].map((match) => Number(match[1]));
  return Math.max(0, ...counts);
}

/** beforeprint makes the page load every screen, as a visitor's print request does. */
async function printStudy(page: Page, id: string) {
  await openUnlocked(page, `/project/${id}`);
  await page.locator("[data-section-menu]").waitFor();
  await page.emulateMedia({ media: "print" });
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  for (const alt of imageAlts(studyOf(id))) {
    const image = page.locator("main img").and(page.getByAltText(alt, { exact: true }));
    await expect(image, alt).toHaveCount(1);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: alt })
      .toBe(true);
  }
}

test.describe("printing", () => {
  for (const id of printedStudies) {
    test(`a printed ${id} shows every section and every screen, without the site's controls`, async ({ page }) => {
      await printStudy(page, id);
      const menu = page.getByRole("navigation", { name: copy.sectionsLabel, includeHidden: true });
      await expect(menu).toBeAttached();
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: access.lockLabel, includeHidden: true })).toBeHidden();
      await expect(page.getByRole("link", { name: copy.backLabel, includeHidden: true })).toBeHidden();
      await expect(page.getByRole("link", { name: copy.moreLabel, includeHidden: true })).toBeHidden();
      for (const hint of [copy.phoneFrame.compactHint, copy.phoneFrame.fullHint]) {
        await expect(page.getByText(hint).filter({ visible: true })).toHaveCount(0);
      }

      const tops: number[] = [];
      for (const [key, section] of Object.entries(copy.sections)) {
        if (key === "showcase" && !studyOf(id).showcase) continue;
        const heading = page.getByRole("heading", { name: section.heading, exact: true });
        await expect(heading).toBeVisible();
        tops.push(await heading.evaluate((element) => element.getBoundingClientRect().top));
      }
      expect(tops, "sections in their order").toEqual([...tops].sort((a, b) => a - b));

      const screens = await page.locator("main button:has(img)").evaluateAll((buttons) =>
        buttons.map((button) => {
          const frame = button.querySelector(":scope > div");
          const page = button.getBoundingClientRect();
          return {
            cut: frame ? frame.scrollHeight > frame.clientHeight + 1 : false,
            unbroken: getComputedStyle(button.closest("figure") ?? button).breakInside === "avoid",
            onPaper: page.left >= 0 && page.right <= document.documentElement.clientWidth,
          };
        }),
      );
      expect(screens.length).toBeGreaterThan(0);
      expect(
        screens.filter((screen) => screen.cut),
        "phone frames cut short",
      ).toEqual([]);
      expect(
        screens.filter((screen) => !screen.unbroken),
        "screens a page break may cut",
      ).toEqual([]);
      expect(
        screens.filter((screen) => !screen.onPaper),
        "screens off the page's width",
      ).toEqual([]);
    });
  }

  test("a case study printed after reading to its end keeps its letterhead at the top of the first page", async ({
    page,
  }) => {
    await openUnlocked(page, `/project/${someStudy}`);
    await page.locator("[data-section-menu]").waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.emulateMedia({ media: "print" });
    const letterhead = page.getByRole("banner");
    const top = await letterhead.evaluate((header) => header.getBoundingClientRect().top + window.scrollY);
    expect(top, "the letterhead prints where the reader left the page").toBeLessThanOrEqual(1);
  });

  test("Ctrl+P on a case study prints once every screen has loaded", async ({ page }) => {
    // Headless Chromium opens no print dialog: record what the page holds when it asks for one.
    await page.addInitScript(() => {
      window.print = () => {
        const images = [...document.querySelectorAll("main img")];
        document.documentElement.dataset.printedImages = String(images.length);
        document.documentElement.dataset.printedLoaded = String(
          images.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0) &&
            document.querySelector('main [aria-busy="true"]') === null,
        );
      };
    });
    await openUnlocked(page, `/project/${someStudy}`);
    await page.locator("[data-section-menu]").waitFor();
    await page.keyboard.press("ControlOrMeta+p");
    await expect(page.locator("html")).toHaveAttribute("data-printed-loaded", "true");
    await expect(page.locator("html")).toHaveAttribute(
      "data-printed-images",
      String(imageAlts(studyOf(someStudy)).length),
    );
  });

  test("a case study saved as PDF holds all of it", async ({ page }) => {
    await printStudy(page, someStudy);
    const pdf = await page.pdf({ format: "A4" });
    // A page whose body clips to the screen prints as one page; every study runs to several.
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
  });

  test("the landing page prints as a summary of one or two pages", async ({ page }) => {
    await page.emulateMedia({ media: "print" });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: site.ui.mainNavLabel, includeHidden: true });
    await expect(nav).toBeAttached();
    await expect(nav).toBeHidden();
    const main = page.getByRole("main");
    await expect(main.getByText(site.name).first()).toBeVisible();
    for (const stat of landing.hero.stats)
      await expect(main.getByText(stat.value, { exact: true }).first()).toBeVisible();
    const impact = page.getByRole("region", { name: landing.impact.heading });
    for (const metric of landing.impact.metrics)
      await expect(impact.getByText(metric.label, { exact: true })).toBeVisible();
    const skills = page.getByRole("region", { name: landing.skills.heading });
    for (const tile of landing.skills.tiles) await expect(skills.getByText(tile.title, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: site.email })).toBeVisible();
    await expect(main.getByRole("heading", { name: landing.contact.heading })).toBeVisible();
    await expect(page.locator("#contact form")).toBeHidden();
    await expect(page.locator("#about")).toBeHidden();
    await expect(page.getByRole("link", { name: landing.hero.primaryAction, includeHidden: true })).toBeHidden();

    // The role word, which types and deletes itself on screen, prints whole.
    const word = page.locator("#home-heading > [aria-hidden]").filter({ visible: true });
    await expect(word).toHaveCount(1);
    expect(landing.hero.words).toContain(await word.innerText());

    const profile = site.contactLinks.find((link) => link.href.startsWith("https:"));
    if (!profile) throw new Error("content/site.yaml lists no profile link");
    const printedAfter = await main
      .locator(`a[href="${profile.href}"]`)
      .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(printedAfter, "a link that leaves the site prints its address").toContain(profile.href);

    const pages = pageCount(await page.pdf({ format: "A4" }));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });
});
