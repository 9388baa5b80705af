import type { Page } from "@playwright/test";
import { access, landing, projectIds, site } from "../content/public";
import { openUnlocked } from "./access";
import { installColourTools } from "./colour";
import { axeViolations, expect, isPhone, test } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { firstStudyWhere } from "./private-content";

const html = (page: Page) => page.locator("html");
const toggle = (page: Page) => page.getByRole("button", { name: site.ui.darkTheme });

/** The WCAG luminance of the page's background, as painted: under 0.05 is a dark page. */
async function pageLuminance(page: Page): Promise<number> {
  await installColourTools(page);
  return page.evaluate(() => {
    const tools = window.colourTools;
    if (!tools) throw new Error("colour tools not installed");
    // Contrast against black is (L + 0.05) / 0.05, so L follows from it.
    return tools.contrast("rgb(0 0 0)", tools.backdrop(document.body)) * 0.05 - 0.05;
  });
}

async function chooseDarkWithToggle(page: Page) {
  await page.goto("/");
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute("data-theme", "dark");
}

test.describe("the colour theme", () => {
  test("follows the system's setting while the visitor has chosen none, and changes with it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    expect(await pageLuminance(page)).toBeLessThan(0.05);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");

    await page.emulateMedia({ colorScheme: "light" });
    await expect(html(page)).toHaveAttribute("data-theme", "light");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
    expect(await pageLuminance(page)).toBeGreaterThan(0.8);
  });

  test("a page printed from the dark theme prints on white paper, its text dark", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "dark", media: "print" });
    expect(await pageLuminance(page)).toBeGreaterThan(0.8);
    const heading = page.getByRole("heading", { level: 2 }).first();
    await installColourTools(page);
    const contrast = await heading.evaluate((element) => {
      const tools = window.colourTools;
      if (!tools) throw new Error("colour tools not installed");
      return tools.contrast(getComputedStyle(element).color, tools.backdrop(element));
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });

  test("the toggle switches at once, before the page's code has arrived, and back again", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    expect(await pageLuminance(page)).toBeLessThan(0.05);

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute("data-theme", "light");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("the choice survives a reload and other pages, and is painted before any of their code runs", async ({
    page,
    health,
  }) => {
    health.expectedConsoleErrors.push(/status of 404/);
    await chooseDarkWithToggle(page);
    // Nothing but the pages' own inline scripts runs from here on.
    await holdScripts(page);
    for (const path of ["/", "/projects", `/project/${projectIds[0]}`, "/no/such-page"]) {
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForFunction(() => document.readyState !== "loading");
      await expect(html(page), path).toHaveAttribute("data-theme", "dark");
      expect(await pageLuminance(page), path).toBeLessThan(0.05);
    }
  });

  test("a choice made in another tab shows in this one once it is seen again", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: "light" });
    await other.goto("/");
    await toggle(other).click();
    await expect(html(other)).toHaveAttribute("data-theme", "dark");
    await other.close();
    await expect(html(page)).toHaveAttribute("data-theme", "light");
    // A headless tab is never hidden, so the event a browser sends as a tab is shown again is sent here.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(html(page)).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  });

  test("a visitor who chooses light keeps it on a system set to dark", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await toggle(page).click();
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-theme", "light");
    expect(await pageLuminance(page)).toBeGreaterThan(0.8);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const id of firstStudyWhere((study) => Boolean(study.process.diagram))) {
    test(`the unlocked pages' header has the toggle, and ${id}'s process diagram redraws its arrows to show on the dark page`, async ({
      page,
    }) => {
      await openUnlocked(page, `/project/${id}`);
      await page.locator("#process").scrollIntoViewIfNeeded();
      await expect(page.locator("#process svg").first()).toBeVisible();
      const arrow = page.locator("#process svg .flowchart-link").first();
      const strokeOf = () => arrow.evaluate((path) => getComputedStyle(path).stroke);
      const lightStroke = await strokeOf();

      await toggle(page).click();
      await expect(html(page)).toHaveAttribute("data-theme", "dark");
      await expect.poll(strokeOf).not.toBe(lightStroke);
      await installColourTools(page);
      const arrowContrast = await arrow.evaluate((path) => {
        const tools = window.colourTools;
        if (!tools) throw new Error("colour tools not installed");
        return tools.contrast(getComputedStyle(path).stroke, tools.backdrop(path.closest("[role=img]")));
      });
      // WCAG 1.4.11: the parts of a graphic needed to understand it stand out by 3:1.
      expect(arrowContrast).toBeGreaterThanOrEqual(3);
    });
  }
});

const pages: { name: string; open: (page: Page) => Promise<void>; allWidths?: boolean; notFound?: boolean }[] = [
  {
    name: "the landing page",
    allWidths: true,
    open: async (page) => {
      await page.goto("/", { waitUntil: "networkidle" });
      if (isPhone(page)) await page.getByRole("button", { name: site.ui.openMenu }).click();
    },
  },
  {
    name: "the password prompt",
    open: async (page) => {
      await page.goto("/", { waitUntil: "networkidle" });
      await page.getByRole("link", { name: landing.hero.primaryAction }).click();
      await expect(page.getByRole("dialog", { name: access.title })).toBeVisible();
    },
  },
  {
    name: "the gate",
    allWidths: true,
    open: async (page) => {
      await page.goto("/projects");
      await page.getByPlaceholder(access.placeholder).fill("a wrong password, long enough");
      await page.getByRole("button", { name: access.submitLabel }).click();
      await expect(page.getByRole("alert")).toHaveText(access.invalidPassword);
    },
  },
  {
    name: "the 404 page",
    notFound: true,
    open: async (page) => {
      await page.goto("/no/such-page", { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { name: landing.notFound.heading })).toBeVisible();
    },
  },
];

test.describe("axe finds no violations, colour contrast included, in the dark theme", () => {
  for (const { name, open, allWidths, notFound } of pages) {
    // The grid, the studies and the image dialog are checked in dark in every-study.spec.ts.
    test(`on ${name}, dark by the system's setting${allWidths ? " @every-width" : ""}`, async ({ page, health }) => {
      if (notFound) health.expectedConsoleErrors.push(/status of 404/);
      await page.emulateMedia({ colorScheme: "dark" });
      await open(page);
      await expect(html(page)).toHaveAttribute("data-theme", "dark");
      expect(await axeViolations(page)).toEqual([]);
    });

    // The toggle sets the attribute the system setting does: checked on the public pages a visitor meets first.
    if (!allWidths) continue;
    test(`on ${name}, dark by the toggle`, async ({ page }) => {
      await chooseDarkWithToggle(page);
      await open(page);
      await expect(html(page)).toHaveAttribute("data-theme", "dark");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
