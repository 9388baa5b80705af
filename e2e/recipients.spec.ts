import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { printMarkProperty, recipientAttribute, selectorOf } from "../app/boot/contract";
import { fillIn } from "../app/lib/fill-in";
import { linkFragment } from "../app/lib/vault/link-fragment";
import { access, site } from "../content/public";
import { repoRoot } from "../site/repo-root";
import { testRecipientName, testRecipients } from "../test-fixtures/recipients";
import { appHasTakenOver } from "./access";
import { installColourTools } from "./colour";
import { axeViolations, expect, test } from "./fixtures";
import { firstStudyWhere, galleriesOf, hasPhoneFrames } from "./private-content";
import { expectNothingBusy } from "./settled";

const withName = (words: string) => fillIn(words, { recipient: testRecipientName });
const welcome = withName(access.recipient.welcome);
const watermark = withName(access.recipient.watermark);
/** Every kind of screen: a hero, phone frames and flat screens. None or one: a test needing what no study holds is not registered. */
const studies = firstStudyWhere(
  (study) =>
    study.heroImage !== undefined &&
    hasPhoneFrames(study) &&
    galleriesOf(study).some((gallery) => gallery.display !== "phone"),
);

const markSelector = selectorOf(recipientAttribute);
const marks = (page: Page) => page.locator(markSelector);

/** Every screen in `scope` carries the watermark on its frame (the picture's own box, or a phone's), covering little. */
async function expectEveryScreenMarked(scope: Locator) {
  const screens = await scope.locator("img").evaluateAll(
    (images, selector) =>
      images.map((img) => {
        const frame = img.parentElement?.closest(`:has(> ${selector})`);
        const mark = frame?.querySelector(`:scope > ${selector}`);
        const outer = frame?.getBoundingClientRect();
        const box = mark?.getBoundingClientRect();
        const overlaps =
          outer !== undefined &&
          box !== undefined &&
          box.left < outer.right &&
          box.right > outer.left &&
          box.top < outer.bottom &&
          box.bottom > outer.top;
        return {
          alt: img.getAttribute("alt") ?? "",
          text: mark?.textContent ?? null,
          overlaps,
          share: box && outer ? (box.width * box.height) / (outer.width * outer.height) : 1,
        };
      }),
    markSelector,
  );
  expect(screens.length).toBeGreaterThan(0);
  for (const screen of screens) {
    expect(screen.text, screen.alt).toBe(watermark);
    expect(screen.overlaps, `${screen.alt}: the mark sits on the screen's frame`).toBe(true);
    expect(screen.share, `${screen.alt}: the share of the frame the mark covers`).toBeLessThan(0.1);
  }
}

async function markContrasts(page: Page): Promise<number[]> {
  await installColourTools(page);
  return marks(page)
    .filter({ visible: true })
    .evaluateAll((elements) =>
      elements.map((mark) => {
        const tools = window.colourTools;
        if (!tools) throw new Error("colour tools not installed");
        return tools.contrast(getComputedStyle(mark).color, tools.backdrop(mark));
      }),
    );
}

/** What the foot margin of every printed page shows (app.css's page-margin box), as the page's styles say. */
async function printedMarks(page: Page): Promise<string[]> {
  return page.evaluate((property) => {
    const rules = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => [rule, ...("cssRules" in rule ? rules(rule.cssRules as CSSRuleList) : [])]);
    const margins = [...document.styleSheets]
      .flatMap((sheet) => rules(sheet.cssRules))
      .filter((rule) => rule.constructor.name === "CSSMarginRule" && /^@bottom-/.test(rule.cssText));
    const value = getComputedStyle(document.documentElement).getPropertyValue(property).trim();
    return margins
      .filter((rule) => (rule as CSSStyleRule).style.getPropertyValue("content").includes(`var(${property}`))
      .map(() => (value ? (JSON.parse(value) as string) : ""))
      .filter(Boolean);
  }, printMarkProperty);
}

async function expectReadableAndAxeClean(page: Page) {
  for (const ratio of await markContrasts(page)) expect(ratio).toBeGreaterThanOrEqual(4.5);
  expect(await axeViolations(page)).toEqual([]);
}

test.describe("a recipient named in their password line", () => {
  for (const studyId of studies) {
    test(`is greeted in the header, and every screen of ${studyId}, its image dialog and every printed page carry their name`, async ({
      page,
    }) => {
      // One unlock for every screen, the dialog, both themes and paper: axe runs twice.
      test.slow();
      await page.goto(`/project/${studyId}${linkFragment(testRecipients.named)}`);
      await expect(page.getByRole("banner")).toContainText(welcome);
      await appHasTakenOver(page);
      await expectNothingBusy(page);
      const main = page.getByRole("main");
      await expectEveryScreenMarked(main);
      await expectReadableAndAxeClean(page);

      // A flat screen opens the dialog; a phone frame's own button only expands it.
      await main.locator("button:has(img):not([aria-pressed])").first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectNothingBusy(page);
      await expectEveryScreenMarked(dialog);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: site.ui.darkTheme }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await main.locator("button:has(img):not([aria-pressed])").first().click();
      await expect(dialog).toBeVisible();
      await expectReadableAndAxeClean(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.emulateMedia({ media: "print" });
      expect(await printedMarks(page)).toEqual([watermark]);
      await expectEveryScreenMarked(main);
    });
  }

  test("no file of the published build holds their name", async () => {
    const client = path.join(repoRoot, "build/client");
    const files = (await readdir(client, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(10);
    const holding: string[] = [];
    for (const entry of files) {
      const file = path.join(entry.parentPath, entry.name);
      if ((await readFile(file, "utf8")).toLowerCase().includes(testRecipientName.toLowerCase())) holding.push(file);
    }
    expect(holding).toEqual([]);
  });
});

for (const studyId of studies) {
  test(`a recipient whose line gives no name sees no welcome and no mark on ${studyId}, on screen or on paper`, async ({
    page,
  }) => {
    await page.goto(`/project/${studyId}${linkFragment(testRecipients.visitor)}`);
    await appHasTakenOver(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(marks(page)).toHaveCount(0);
    await page.emulateMedia({ media: "print" });
    await expect(marks(page)).toHaveCount(0);
  });
}
