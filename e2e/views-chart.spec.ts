import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { viewsChart } from "../views/report/chart";
import { naming, views } from "../views/report/sample-views";
import { summarise } from "../views/report/summary";
import { installColourTools, textContrasts } from "./colour";
import { expect, test } from "./fixtures";

// `npm run views -- --html FILE` writes a page the owner opens from the disk: it must draw, labelled and legible, in
// the light and the dark theme, with nothing fetched. Its data here is the unit tests' sample; views.spec.ts checks a
// page written from a real recipient's visit.

const recipients = summarise(views, naming);
let file = "";

test.beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "views-chart-"));
  file = path.join(dir, "views.html");
  await writeFile(file, viewsChart(recipients, { written: new Date(), filters: "" }));
});

test.afterAll(async () => {
  await rm(path.dirname(file), { recursive: true, force: true });
});

/** Each drawn bar's colour against what it is drawn on: 3:1 at least, as WCAG asks of the parts of a chart. */
async function barContrasts(page: Page) {
  await installColourTools(page);
  return page.evaluate(() => {
    const tools = window.colourTools;
    if (!tools) throw new Error("colour tools not installed");
    return [...document.querySelectorAll("svg rect")].map((bar) =>
      tools.contrast(getComputedStyle(bar).fill, tools.backdrop(bar.closest("svg"))),
    );
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the views page draws each recipient's studies, sections and days, labelled, in the ${colorScheme} theme`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.emulateMedia({ colorScheme });
    await page.goto(pathToFileURL(file).href);
    expect(fetched).toEqual([pathToFileURL(file).href]);

    for (const recipient of recipients) {
      const section = page.getByRole("region", { name: recipient.label });
      await expect(section.getByRole("heading", { level: 2 })).toContainText(recipient.name ?? recipient.label);
      const pagesChart = section.getByRole("img", { name: "Time on each page, and on each section of a study" });
      for (const read of recipient.pages) {
        await expect(pagesChart.locator("text", { hasText: read.title }).first()).toBeVisible();
        for (const { label } of read.sections) {
          await expect(pagesChart.locator("text.sub", { hasText: label }).first()).toBeVisible();
        }
      }
      const daysChart = section.getByRole("img", { name: "Visits per day" });
      await expect(daysChart.locator("rect.day")).toHaveCount(recipient.days.length);
      for (const { day } of recipient.days) {
        await expect(daysChart.locator("text.tick", { hasText: day.slice(5) })).toBeVisible();
      }
      const bars = await pagesChart
        .locator("rect")
        .evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().width));
      expect(bars.every((barWidth) => barWidth > 0)).toBe(true);
    }

    const paper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const brightness = (paper.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0);
    expect(colorScheme === "dark" ? brightness < 150 : brightness > 600, paper).toBe(true);
    for (const { text, ratio } of await textContrasts(page.getByRole("main"))) {
      expect(ratio, text).toBeGreaterThanOrEqual(4.5);
    }
    for (const ratio of await barContrasts(page)) expect(ratio).toBeGreaterThanOrEqual(3);
  });
}
