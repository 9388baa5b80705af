import type { Page } from "@playwright/test";
import { access } from "../content/public";
import type { CaseStudy } from "../content/schema";
import { openUnlocked } from "./access";
import { expect, isPhone, test } from "./fixtures";
import { holdPressOn } from "./held-press";
import { holdRequests } from "./held-scripts";
import {
  cardRowIn,
  firstStudyWhere,
  galleriesOf,
  hasCardRow,
  hasPhoneFrames,
  someStudy,
  studyOf,
} from "./private-content";

const sections = access.caseStudy.sections;
const hasFramedScreens = (study: CaseStudy) =>
  galleriesOf(study).some((gallery) => gallery.display === "phone" || gallery.display === "wide");

async function openStudy(page: Page, id: string) {
  await openUnlocked(page, `/project/${id}`);
  await expect(page.getByRole("navigation", { name: access.caseStudy.sectionsLabel })).toBeVisible();
}

test.describe("case studies", () => {
  // Each study's sections, prose and screens are checked in every-study.spec.ts.
  test("the section menu scrolls to each section and highlights it", async ({ page }) => {
    await openStudy(page, someStudy);
    const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel });
    for (const key of ["outcomes", "challenge", "tools"] as const) {
      await menu.getByRole("button", { name: sections[key].label, exact: true }).click();
      await expect(page.getByRole("heading", { name: sections[key].heading, exact: true })).toBeInViewport();
      await expect(menu.getByRole("button", { name: sections[key].label, exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
    }
  });

  test("as the reader scrolls, the highlighted section stays whole in sight in the menu @every-width", async ({
    page,
  }) => {
    await openStudy(page, someStudy);
    const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel });
    const order = ["overview", "challenge", "outcomes", "learned", "tools", "role", "overview"] as const;
    for (const key of order) {
      await page
        .locator(`#${key}`)
        .evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }));
      const current = menu.getByRole("button", { name: sections[key].label, exact: true });
      await expect(current).toHaveAttribute("aria-current", "true");
      await expect(current).toBeInViewport({ ratio: 1 });
    }
  });

  // Only a phone's menu row is narrower than its buttons.
  test("the section menu follows the page after a click, and keeps the keyboard's focus in sight @phone-only", async ({
    page,
  }) => {
    await openStudy(page, someStudy);
    const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel });
    const button = (key: keyof typeof sections) => menu.getByRole("button", { name: sections[key].label, exact: true });
    const showSection = (key: keyof typeof sections) =>
      page.locator(`#${key}`).evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }));

    await button("tools").click();
    await expect(button("tools")).toHaveAttribute("aria-current", "true");
    await showSection("overview");
    await expect(button("overview")).toHaveAttribute("aria-current", "true");
    await expect(button("overview")).toBeInViewport({ ratio: 1 });

    await button("learned").evaluate((element) => element.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    await expect(button("tools")).toBeFocused();
    await showSection("challenge");
    await expect(button("challenge")).toHaveAttribute("aria-current", "true");
    await expect(button("tools")).toBeInViewport({ ratio: 1 });
  });

  test("tabbing along the section menu leaves the page where the reader is @every-width", async ({ page }) => {
    await openStudy(page, someStudy);
    await page
      .locator("#process")
      .evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }));
    const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel });
    await menu.getByRole("button", { name: sections.tools.label }).evaluate((button) => {
      button.focus({ preventScroll: true });
    });
    const readingAt = await page.evaluate(() => window.scrollY);
    for (const key of ["learned", "outcomes", "process"] as const) {
      await page.keyboard.press("Shift+Tab");
      await expect(menu.getByRole("button", { name: sections[key].label, exact: true })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
    }
  });

  for (const id of firstStudyWhere(hasCardRow)) {
    test(`every card screen of ${id} opens the dialog with its title, and Escape closes it @phone-only`, async ({
      page,
    }) => {
      await openStudy(page, id);
      for (const { title } of cardRowIn(studyOf(id))?.screens ?? []) {
        const screen = page.locator("#solution").getByRole("button", { name: title });
        await screen.click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(screen).toBeFocused();
      }
    });
  }

  for (const id of firstStudyWhere(hasCardRow)) {
    test(`a card of ${id} pressed while its screen is decrypting opens the dialog once let go`, async ({ page }) => {
      await openStudy(page, id);
      const release = await holdRequests(page, /\/vault\/.+\.bin$/);
      const title = cardRowIn(studyOf(id))?.screens[0]?.title ?? "";
      const card = page.locator("#solution").getByRole("button", { name: title });
      await card.scrollIntoViewIfNeeded();
      const placeholder = card.locator('[role="img"][aria-busy="true"]');
      await expect(placeholder).toBeVisible();
      await holdPressOn(page, placeholder);

      release();
      await expect(card.locator("img")).toBeVisible();
      await page.mouse.up();
      await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();
    });
  }

  for (const id of firstStudyWhere(hasFramedScreens)) {
    test(`${id}'s phone and desktop screens open the dialog from their titles too`, async ({ page }) => {
      await openStudy(page, id);
      // The first screen of each framed kind: every screen of a gallery shares its frame and its caption.
      const titles = (["phone", "wide"] as const).flatMap((display) => {
        const gallery = galleriesOf(studyOf(id)).find((candidate) => candidate.display === display);
        return gallery?.screens.slice(0, 1).map((screen) => screen.title) ?? [];
      });
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) {
        await page.locator("main figcaption button", { hasText: title }).first().click();
        await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
    });
  }

  for (const id of firstStudyWhere(hasCardRow)) {
    test(`${id}'s card screens are 320 px cards side by side, in a row that scrolls sideways @every-width`, async ({
      page,
    }) => {
      await openStudy(page, id);
      const screens = cardRowIn(studyOf(id))?.screens ?? [];
      // A card under the pointer rises on hover; measure them all at rest.
      await page.mouse.move(0, 0);
      const boxes = [];
      for (const screen of screens) {
        const card = page.getByRole("button", { name: screen.title });
        await card.scrollIntoViewIfNeeded();
        boxes.push(
          await card.evaluate((element) => {
            const { width, top } = element.getBoundingClientRect();
            return { width, top: Math.round(top + window.scrollY) };
          }),
        );
      }
      for (const box of boxes) expect(box.width).toBe(320);
      expect(new Set(boxes.map((box) => box.top)).size, "cards on more than one line").toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    });
  }

  for (const id of firstStudyWhere(hasPhoneFrames)) {
    test(`a phone frame of ${id} toggles its expanded mode and shows its hint @every-width`, async ({ page }) => {
      await openStudy(page, id);
      const frame = page.locator("button[aria-pressed]").first();
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toHaveAttribute("aria-pressed", "false");
      await frame.click();
      await expect(frame).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Enter");
      await expect(frame).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByText(access.caseStudy.phoneFrame.compactHint).first()).toBeVisible();
      await expect(page.getByText(access.caseStudy.phoneFrame.fullHint).first()).toBeAttached();
    });
  }

  for (const id of firstStudyWhere((study) => Boolean(study.process.diagram))) {
    test(`${id} draws the process diagram with every step, readable at this width in a box that fits it @every-width`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
      await openStudy(page, id);
      const steps = access.caseStudy.processFlow;
      const diagram = page.getByRole("img", { name: steps.join(", then "), exact: true });
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram).toHaveAttribute("aria-busy", "false");
      const drawn = await diagram.evaluate((box) => {
        const svg = box.querySelector("svg");
        if (!svg) throw new Error("no diagram drawn");
        const shown = svg.getBoundingClientRect();
        const scale = shown.width / svg.viewBox.baseVal.width;
        const labels = [...box.querySelectorAll(".nodeLabel")]
          .filter((label) => label.textContent?.trim())
          .map((label) => ({
            text: label.textContent?.trim() ?? "",
            height: label.getBoundingClientRect().height,
            fontSize: parseFloat(getComputedStyle(label).fontSize) * scale,
          }));
        const style = getComputedStyle(box);
        const inner = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return { labels, width: shown.width, height: shown.height, inner, scrolls: box.scrollWidth > box.clientWidth };
      });
      expect(drawn.labels.map((label) => label.text).sort()).toEqual([...steps].sort());
      for (const label of drawn.labels) {
        expect(label.fontSize, `${label.text} is drawn too small to read`).toBeGreaterThanOrEqual(12);
        expect(label.height, `${label.text} is drawn too small to read`).toBeGreaterThanOrEqual(12);
      }
      if (isPhone(page)) expect(drawn.height, "a phone draws the steps top to bottom").toBeGreaterThan(drawn.width);
      else expect(drawn.width, "a wide screen draws the steps in rows").toBeGreaterThan(drawn.height);
      expect(drawn.inner - drawn.height, "empty band under the diagram").toBeLessThanOrEqual(12);
      expect(drawn.scrolls, "the diagram is wider than its box").toBe(false);
      // Mermaid loads once the diagram comes near the screen.
      expect(scripts.some((url) => /mermaid/i.test(url))).toBe(true);
    });
  }

  for (const id of firstStudyWhere((study) => !study.process.diagram)) {
    test(`${id}, without a diagram, never loads the diagram code`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
      await openStudy(page, id);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.goto("/");
      expect(scripts.filter((url) => /mermaid|flowchart/i.test(url))).toEqual([]);
    });
  }
});
