import { access, featuredProjects, landing, site } from "../content/public";
import type { Locator, Page } from "@playwright/test";
import { selectorOf, typingWordAttribute, webFontsAddedAttribute, webFontsListAttribute } from "../app/boot/contract";
import { proseBlocks } from "./prose";
import { expect, isPhone, test } from "./fixtures";

/** How far the section starts under the fixed bar; NaN while the page still scrolls or the section is under the bar. */
function belowTheBar(section: Locator): Promise<number> {
  return section.evaluate(
    (element) =>
      new Promise<number>((settled) => {
        const before = window.scrollY;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const barBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
            const below = element.getBoundingClientRect().top - barBottom;
            settled(window.scrollY === before && below >= -1 ? below : Number.NaN);
          }),
        );
      }),
  );
}

/** The section starts within 40 px under the fixed bar once the page has stopped scrolling. */
async function expectJustBelowTheBar(section: Locator) {
  // Polled, not read once: on a busy machine a smooth scroll may not have moved yet two frames after the click.
  await expect.poll(() => belowTheBar(section)).toBeLessThan(40);
}

const sectionLinks = site.nav.filter((item) => item.href.startsWith("/#"));

test.describe("landing page", () => {
  test("shows every section with the words and figures of the content", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toContainText(landing.hero.words[0] ?? "");
    for (const stat of landing.hero.stats) {
      await expect(main.locator("#home dd", { hasText: stat.value }).first()).toBeVisible();
    }
    for (const company of landing.hero.trustedBy) {
      await expect(main.locator("#home li", { hasText: company }).first()).toBeVisible();
    }

    const about = page.locator("#about");
    await expect(about.getByRole("img", { name: landing.about.headshot.alt })).toBeVisible();
    await expect(about).toContainText(landing.about.experience.value);
    // about.text is Markdown: each paragraph or list as the owner wrote it.
    for (const words of proseBlocks(landing.about.text)) await expect(about).toContainText(words);
    await expect(about.getByRole("link", { name: landing.about.resumeLabel })).toBeVisible();

    const impact = page.getByRole("region", { name: landing.impact.heading });
    for (const metric of landing.impact.metrics) {
      for (const text of [metric.value, metric.label, metric.detail]) await expect(impact).toContainText(text);
    }

    const work = page.getByRole("region", { name: landing.featured.heading });
    await expect(work.getByRole("article")).toHaveCount(featuredProjects.length);
    await expect(work.getByRole("link", { name: landing.featured.linkLabel })).toHaveCount(featuredProjects.length);
    for (const project of featuredProjects) {
      const card = work.getByRole("article").filter({ has: page.getByRole("heading", { name: project.title }) });
      for (const metric of project.metrics) await expect(card.getByText(metric.value, { exact: true })).toBeVisible();
    }

    const skills = page.locator("#skills");
    await expect(skills.getByRole("heading", { name: landing.skills.heading })).toBeVisible();
    for (const tile of landing.skills.tiles) {
      await expect(skills.getByText(`${tile.level} ${site.ui.levelOutOf}`).first()).toBeAttached();
    }
    for (const group of landing.skills.groups) {
      await expect(skills.getByRole("heading", { name: group.title, exact: true })).toBeVisible();
    }
    await expect(skills.getByRole("list").last().getByRole("listitem")).toHaveText(landing.skills.tools);

    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { name: landing.contact.heading })).toBeVisible();
    await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(contact.getByText(site.availability)).toBeVisible();
    await expect(contact.getByText(site.location)).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.name);
    await expect(footer).toContainText(site.jobTitle);
    await expect(footer).toContainText(`© ${site.footer.copyrightYear}`);
  });

  test("is readable before any script runs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const expectedTexts = [
      landing.hero.words[0] ?? "",
      ...landing.hero.stats.map((stat) => stat.value),
      ...landing.hero.trustedBy,
      landing.about.resumeLabel,
      landing.impact.heading,
      landing.featured.heading,
      landing.featured.linkLabel,
      ...featuredProjects.map((project) => project.title),
      landing.skills.heading,
      ...landing.skills.tools,
      landing.contact.heading,
      landing.contact.connectLabel,
      site.availability,
      site.location,
      site.email,
    ];
    for (const text of expectedTexts) expect(html).toContain(escapeHtml(text));
  });

  test("nav links scroll each section into view below the fixed bar @every-width", async ({ page }) => {
    await page.goto("/");
    expect(sectionLinks.length).toBeGreaterThan(0);
    for (const { name, href } of sectionLinks) {
      const id = href.slice("/#".length);
      if (isPhone(page)) await page.getByRole("button", { name: site.ui.openMenu }).click();
      await page
        .getByRole("navigation", { name: site.ui.mainNavLabel })
        .getByRole("link", { name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectJustBelowTheBar(page.locator(`#${id}`));
    }
  });

  test("the fixed bar hides the page that scrolls beneath it, light or dark sections alike @every-width", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const bar = page.locator("header").first();
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    const looks: Buffer[] = [];
    for (const heading of await headings.all()) {
      // Each section's heading under the bar: its words on the section's own background.
      await heading.evaluate((element) =>
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY, behavior: "instant" }),
      );
      looks.push(await bar.screenshot({ animations: "disabled" }));
    }
    expect(looks.length).toBeGreaterThan(1);
    for (const look of looks) expect(look.equals(looks[0] ?? Buffer.alloc(0)), "the bar looks the same").toBe(true);
  });

  /** Opens the landing page with its web fonts held back, and chooses its first section in the nav. */
  async function chooseSectionBeforeTheFonts(page: Page) {
    const [{ name, href } = { name: "", href: "" }] = sectionLinks;
    // Every font answered with the last one's file: text set in a face its fallback does not match moves the page.
    let release = () => {};
    const fontsHeld = new Promise<void>((resolve) => (release = resolve));
    let substitute: Promise<Buffer> | undefined;
    await page.route(/\.woff2$/, async (route) => {
      await fontsHeld;
      const listed = await page.locator(selectorOf(webFontsListAttribute)).getAttribute(webFontsListAttribute);
      const [last] = (JSON.parse(listed ?? "[]") as { url: string }[]).slice(-1);
      expect(last, "the page's list of its web fonts").toBeDefined();
      substitute ??= page.request.get(last?.url ?? "").then((answer) => answer.body());
      await route.fulfill({ body: await substitute, contentType: "font/woff2" });
    });
    // Not the load event: the fonts, held back, may delay it.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    if (isPhone(page)) await page.getByRole("button", { name: site.ui.openMenu }).click();
    await page.getByRole("navigation", { name: site.ui.mainNavLabel }).getByRole("link", { name, exact: true }).click();
    const section = page.locator(`#${href.slice("/#".length)}`);
    await expectJustBelowTheBar(section);
    const fontsArrive = async () => {
      release();
      await expect(page.locator("html")).toHaveAttribute(webFontsAddedAttribute);
    };
    return { section, fontsArrive };
  }

  test("a section chosen in the nav before the web fonts arrive stays just below the bar once they move the page @every-width", async ({
    page,
  }) => {
    const { section, fontsArrive } = await chooseSectionBeforeTheFonts(page);
    const before = await belowTheBar(section);
    await fontsArrive();
    await expect.poll(async () => Math.abs((await belowTheBar(section)) - before)).toBeLessThan(2);
  });

  test("a visitor who scrolls on before the web fonts arrive is not pulled back to the section when they do", async ({
    page,
  }) => {
    const { fontsArrive } = await chooseSectionBeforeTheFonts(page);
    const atSection = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    const settledScroll = () =>
      page.evaluate(
        () =>
          new Promise<number | null>((settled) => {
            const before = window.scrollY;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => settled(window.scrollY === before ? before : null)),
            );
          }),
      );
    await expect.poll(settledScroll).toBeGreaterThan(atSection + 300);
    await fontsArrive();
    // A scroll back would have begun within a few frames of the fonts; the browser's own anchoring may shift a little.
    for (let frame = 0; frame < 5; frame++) await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await settledScroll()).toBeGreaterThan(atSection + 300);
  });

  test("a link to a section opens at it, just below the fixed bar, and stays there once the web fonts arrive @every-width", async ({
    page,
  }) => {
    expect(sectionLinks.length).toBeGreaterThan(0);
    for (const { href } of sectionLinks) {
      // A fresh load each time: between two addresses on the same page, only the fragment would change.
      await page.goto("about:blank");
      await page.goto(href);
      await expect(page.locator("html")).toHaveAttribute(webFontsAddedAttribute);
      const section = page.locator(`#${href.slice("/#".length)}`);
      await expectJustBelowTheBar(section);
      await page.waitForTimeout(500);
      await expectJustBelowTheBar(section);
    }
  });

  test("a reload halfway down the page comes back to the same place", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { name: landing.skills.heading });
    await heading.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top);
    await page.reload();
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(Math.round(before));
  });

  test("leaves the sections below the first screen to the browser, which lays each out as the visitor nears it @every-width", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute(webFontsAddedAttribute);
    // Text inside a section whose layout is skipped is not visible to checkVisibility with this option.
    const footerText = page.getByRole("contentinfo").getByText(site.name).first();
    const laidOut = () => footerText.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    for (let frame = 0; frame < 5; frame++) await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await laidOut()).toBe(false);
    await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect.poll(laidOut).toBe(true);
  });

  test("the logo leads home", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("link", { name: access.backHomeLabel }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/#contact");
    await page.getByRole("link", { name: site.logo.alt }).click();
    await expect(page).toHaveURL("/");
  });

  test("featured cards link to their case studies", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("link", { name: landing.featured.linkLabel });
    await expect(links).toHaveCount(featuredProjects.length);
    for (const [index, project] of featuredProjects.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/project/${project.id}`);
    }
  });

  test("the resume link serves the PDF named in the configuration", async ({ page }) => {
    await page.goto("/");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: landing.about.resumeLabel }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(site.resume.downloadName);
    const response = await page.request.get(site.resume.file);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the profile link opens in a new tab without leaking the opener", async ({ page }) => {
    await page.goto("/#contact");
    const profile = page.locator("#contact").getByRole("link", { name: /in\// });
    await expect(profile).toHaveAttribute("href", site.profileUrl);
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

test("the headline figures share a line and keep clear of each other at every width", async ({ page }) => {
  await page.goto("/");
  // Measured in the web fonts the page ends up with, not the fallbacks they replace.
  await page.locator("html[data-web-fonts]").waitFor({ state: "attached" });
  const figures = page.locator("#home dl > div");
  await expect(figures.locator("dd")).toHaveText(landing.hero.stats.map((stat) => stat.value));
  for (const width of [320, 390, 768, 1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const cells = await figures.evaluateAll((elements) =>
      elements.map((cell) => {
        const textBox = (element: Element | null) => {
          const range = document.createRange();
          range.selectNodeContents(element ?? cell);
          return range.getBoundingClientRect();
        };
        const figure = textBox(cell.querySelector("dd"));
        const caption = textBox(cell.querySelector("dt"));
        const { left, right, top } = cell.getBoundingClientRect();
        return { cell: { left, right, top }, figure, caption };
      }),
    );
    const rows = new Map<number, typeof cells>();
    for (const cell of cells)
      rows.set(Math.round(cell.cell.top), [...(rows.get(Math.round(cell.cell.top)) ?? []), cell]);
    expect(rows.size, `${width} px: rows`).toBeLessThanOrEqual(2);
    for (const row of rows.values()) {
      const tops = row.map((cell) => cell.figure.top);
      expect(Math.max(...tops) - Math.min(...tops), `${width} px: figures off one line`).toBeLessThanOrEqual(1);
      row.sort((a, b) => a.cell.left - b.cell.left);
      for (let index = 1; index < row.length; index++) {
        const gap = (row[index]?.figure.left ?? 0) - (row[index - 1]?.figure.right ?? 0);
        expect(gap, `${width} px: space between neighbouring figures`).toBeGreaterThanOrEqual(16);
      }
      for (const { cell, figure, caption } of row) {
        expect(figure.right, `${width} px: a figure overflows its cell`).toBeLessThanOrEqual(cell.right + 0.5);
        expect(caption.right, `${width} px: a caption overflows its cell`).toBeLessThanOrEqual(cell.right + 0.5);
      }
    }
  }
});

test.describe("hero typing animation", () => {
  const [first = "", second = first] = landing.hero.words;

  /** Stops the page's clock before it loads: a slow load must not swap the first word before the test looks. */
  async function stopClock(page: Page) {
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
  }

  async function watchWord(page: Page, target: string, from = first): Promise<string[]> {
    const word = page.getByTestId("typing-word");
    await expect(word).toHaveText(first);
    const seen: string[] = [];
    const reached = () =>
      seen.includes(from) && seen.slice(seen.indexOf(from) + 1).some((text) => text.startsWith(target));
    for (let step = 0; step < 300 && !reached(); step++) {
      await page.clock.runFor(50);
      seen.push((await word.textContent()) ?? "");
    }
    return seen;
  }

  async function caretOverTime(page: Page): Promise<boolean[]> {
    const caret = page.getByTestId("typing-word").locator(selectorOf(typingWordAttribute));
    const shown: boolean[] = [];
    for (let step = 0; step < 4; step++) {
      await page.clock.runFor(500);
      shown.push(await caret.evaluate((element) => getComputedStyle(element).backgroundSize !== "0px 0px"));
    }
    return shown;
  }

  test("types and deletes the role words letter by letter", async ({ page }) => {
    await stopClock(page);
    await page.goto("/");
    const seen = await watchWord(page, second.slice(0, 2), "");
    // Exact timings are unit-tested; here the browser deletes the word letter by letter, then types the next.
    const partial = (word: string) =>
      seen.some((text) => text.length > 0 && text.length < word.length && word.startsWith(text));
    expect(partial(first), seen.join(" | ")).toBe(true);
    expect(seen).toContain("");
    expect(partial(second), seen.join(" | ")).toBe(true);
    expect((await caretOverTime(page)).filter(Boolean)).toHaveLength(2);
  });

  test("swaps whole words when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stopClock(page);
    await page.goto("/");
    const seen = await watchWord(page, second);
    expect(seen).toContain(second);
    expect(
      seen.every((text) => landing.hero.words.includes(text)),
      `only whole words: ${seen.join(", ")}`,
    ).toBe(true);
    expect(await caretOverTime(page), "the caret stays still").toEqual([true, true, true, true]);
  });
});
