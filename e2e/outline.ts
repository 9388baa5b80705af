import { expect, type Page } from "@playwright/test";
import { site } from "../content/public";

export async function expectSoundOutline(page: Page, path: string) {
  await expect(page.locator("html"), path).toHaveAttribute("lang", site.lang);
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter((heading) => heading.checkVisibility() && !heading.closest("[aria-hidden=true]"))
      .map((heading) => ({
        level: Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1)),
        text: heading.textContent?.trim() ?? "",
      })),
  );
  expect(
    headings.filter((heading) => heading.level === 1),
    `${path}: one h1`,
  ).toHaveLength(1);
  expect(headings[0]?.level, `${path}: the outline starts at the h1`).toBe(1);
  const skips = headings
    .slice(1)
    .filter((heading, index) => heading.level > (headings[index]?.level ?? 0) + 1)
    .map((heading) => `h${heading.level} "${heading.text}"`);
  expect(skips, `${path}: headings that skip a level`).toEqual([]);
}
