import type { Locator, Page } from "@playwright/test";
import { access, projectIds } from "../content/public";
import { cardRowIn, firstStudyWhere, hasCardRow, orderedCards as projectCards, studyOf } from "./private-content";
import { linkFragment } from "../app/lib/vault/link-fragment";
import { storedKeyEntries } from "../app/lib/vault/session-key";
import { testRecipients } from "../test-fixtures/recipients";
import { loadPrivateContent } from "../pipeline/private-content";
import { appHasTakenOver, headerReadsOf, openUnlocked, unlockThroughGate } from "./access";
import { expect, test } from "./fixtures";
import { holdPressOn, settledBox } from "./held-press";
import { holdScripts } from "./held-scripts";
import { proseBlocks } from "./prose";

const preview = (page: Page) => page.locator("[data-preview-page]");
const cardHeadings = (scope: Locator) => scope.getByRole("listitem").getByRole("heading", { level: 2 });

/** A picture that has decrypted and drawn: an object URL, decoded to its full width. */
async function expectDrawn(image: Locator) {
  await expect(image).toHaveAttribute("src", /^blob:/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The first case study with a hero screen, the page's usual largest paint. */
async function studyWithHero() {
  const { studies } = await loadPrivateContent();
  for (const [id, study] of studies) if (study.heroImage) return { id, ...study, heroImage: study.heroImage };
  throw new Error("No case study in content/private has a hero image");
}

/** A tab that holds the key, cold: unlocked through the gate, then reopened with every script held back. */
async function reopenWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  await unlockThroughGate(page, path);
  await expect(page.getByRole("button", { name: access.lockLabel })).toBeVisible();
  const release = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  return release;
}

test.describe("a tab that holds the key, on a cold load", () => {
  test("sees the grid, its first cover decrypted, before the app's code has arrived, then the app takes over in place", async ({
    page,
  }) => {
    const release = await reopenWithScriptsHeld(page, "/projects");
    await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(access.portfolio.heading);
    await expect(cardHeadings(preview(page))).toHaveText(projectCards.map((card) => card.title));
    await expectDrawn(preview(page).getByRole("img", { name: projectCards[0]?.image.alt }));
    await expect(page.locator("[data-gate]")).toBeHidden();
    const before = await settledBox(preview(page).getByRole("listitem").first());

    release();
    await expect(preview(page)).toHaveCount(0);
    const cards = cardHeadings(page.getByRole("main"));
    await expect(cards).toHaveText(projectCards.map((card) => card.title));
    expect(await settledBox(page.getByRole("main").getByRole("listitem").first())).toEqual(before);
    await page.getByRole("link", { name: new RegExp(projectCards[1]?.title ?? "") }).click();
    await expect(page).toHaveURL(`/project/${projectCards[1]?.id}`);
  });

  test("sees a case study, its hero screen decrypted, before the app's code has arrived, then the app takes over in place", async ({
    page,
  }) => {
    const study = await studyWithHero();
    const release = await reopenWithScriptsHeld(page, `/project/${study.id}`);
    await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(study.title);
    for (const words of proseBlocks(study.overview)) await expect(preview(page).getByText(words)).toBeVisible();
    await expectDrawn(preview(page).getByRole("img", { name: study.heroImage.alt }));
    const heading = preview(page).getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();

    release();
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
    await expectDrawn(page.getByRole("main").getByRole("img", { name: study.heroImage.alt }));
    const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel });
    await menu.getByRole("button", { name: access.caseStudy.sections.tools.label, exact: true }).click();
    await expect(
      page.getByRole("heading", { name: access.caseStudy.sections.tools.heading, exact: true }),
    ).toBeInViewport();
    await page.getByRole("button", { name: access.lockLabel }).click();
    await expect(page).toHaveURL("/");
  });

  test("with reduced motion, the grid's preview shows every card at once, without rising in", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await reopenWithScriptsHeld(page, "/projects");
    await expect(cardHeadings(preview(page))).toHaveText(projectCards.map((card) => card.title));
    await expectDrawn(preview(page).getByRole("img", { name: projectCards[0]?.image.alt }));
    const opacities = await preview(page)
      .locator("main > ul > li")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity));
    expect(opacities).toEqual(projectCards.map(() => "1"));
    release();
    await expect(preview(page)).toHaveCount(0);
    await expect(cardHeadings(page.getByRole("main"))).toHaveCount(projectCards.length);
  });
});

/** On the page's clock: when the browser first presented a decrypted picture, and when the page first asked for a script. */
async function pictureShownAndFirstScript(page: Page) {
  return page.evaluate(async () => {
    // Buffered entries arrive in a task of their own; a type with none never calls the observer.
    const reported = (type: string) =>
      new Promise<PerformanceEntry[]>((resolve) => {
        const entries: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
        observer.observe({ type, buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve([...entries, ...observer.takeRecords()]);
        }, 100);
      });
    const paints = (await Promise.all([reported("largest-contentful-paint"), reported("element")])).flat();
    const pictures = paints
      .filter((entry) => "url" in entry && String(entry.url).startsWith("blob:"))
      .map((entry) => ("renderTime" in entry ? Number(entry.renderTime) : entry.startTime));
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { pictureShown: Math.min(...pictures), firstScript: Math.min(...scripts) };
  });
}

test("a tab that holds the key asks for the app's code only once the preview's picture is on screen, so the code cannot delay it", async ({
  page,
}) => {
  const study = await studyWithHero();
  await unlockThroughGate(page);
  await expect(page.getByRole("button", { name: access.lockLabel })).toBeVisible();
  for (const path of ["/projects", `/project/${study.id}`]) {
    await page.goto(path);
    await appHasTakenOver(page);
    const { pictureShown, firstScript } = await pictureShownAndFirstScript(page);
    expect(pictureShown, `${path}: a decrypted picture was painted`).toBeLessThan(Infinity);
    expect(firstScript, `${path}: the app's first script is asked for after it`).toBeGreaterThan(pictureShown);
  }
});

test.describe("a visitor without the key", () => {
  test("downloads nothing of the vault on the landing page, the grid's gate or a case study's", async ({ page }) => {
    const vaultRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/vault/")) vaultRequests.push(request.url());
    });
    for (const path of ["/", "/projects", ...projectIds.map((id) => `/project/${id}`)]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(vaultRequests).toEqual([]);
  });
});

test("a visitor who tabbed into the preview keeps their place when the app takes over", async ({ page }) => {
  const release = await reopenWithScriptsHeld(page, "/projects");
  const card = projectCards[2];
  if (!card) throw new Error("the content has fewer than three case studies");
  const previewLink = preview(page).getByRole("link", { name: card.title });
  await expect(previewLink).toBeVisible();
  for (let presses = 0; presses < 40; presses++) {
    if (await previewLink.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(previewLink).toBeFocused();

  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: card.title })).toBeFocused();
});

test("a card held down in the grid's preview and let go in the app's page opens its case study", async ({ page }) => {
  const card = projectCards[1];
  if (!card) throw new Error("the content has fewer than two case studies");
  const release = await reopenWithScriptsHeld(page, "/projects");
  const previewLink = preview(page).getByRole("link", { name: card.title });
  await expect(previewLink).toBeVisible();
  await holdPressOn(page, previewLink);

  release();
  await expect(preview(page)).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL(`/project/${card.id}`);
});

for (const id of firstStudyWhere(hasCardRow)) {
  test("a screen pressed in the preview opens in the app's dialog once the app has taken over", async ({ page }) => {
    const screen = cardRowIn(studyOf(id))?.screens[0];
    const release = await reopenWithScriptsHeld(page, `/project/${id}`);
    const card = preview(page).locator("#solution").getByRole("button", { name: screen?.title });
    await card.click();

    release();
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: screen?.title })).toBeVisible();
  });

  test("a screen held down in the preview and let go in the app's page opens in the app's dialog", async ({ page }) => {
    const screen = cardRowIn(studyOf(id))?.screens[0];
    const release = await reopenWithScriptsHeld(page, `/project/${id}`);
    await holdPressOn(page, preview(page).locator("#solution").getByRole("button", { name: screen?.title }));

    release();
    await expect(preview(page)).toHaveCount(0);
    await page.mouse.up();
    await expect(page.getByRole("dialog", { name: screen?.title })).toBeVisible();
  });
}

for (const id of firstStudyWhere(hasCardRow)) {
  test("a touch on a screen in the preview that becomes a scroll presses nothing; the screen tapped before it opens @phone-only", async ({
    page,
  }) => {
    const [tapped, scrolledFrom] = cardRowIn(studyOf(id))?.screens ?? [];
    if (!tapped || !scrolledFrom) throw new Error(`${id}'s row of cards has fewer than two screens`);
    const release = await reopenWithScriptsHeld(page, `/project/${id}`);
    const cards = preview(page).locator("#solution");
    await cards.getByRole("button", { name: tapped.title }).click();
    // Headless Chromium scrolls nothing by a synthetic touch, so the test sends what a touch that becomes a scroll
    // sends the page: a pointer down, then a pointer cancelled when the browser takes the gesture for scrolling.
    const scrolled = cards.getByRole("button", { name: scrolledFrom.title });
    const touch = { pointerType: "touch", isPrimary: true, bubbles: true };
    await scrolled.dispatchEvent("pointerdown", touch);
    await scrolled.dispatchEvent("pointercancel", touch);

    release();
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: tapped.title })).toBeVisible();
  });
}

test("the vault opens once per load: the app takes over the preview's opening, from a stored key or a link", async ({
  page,
}) => {
  // The key is typed in a tab of its own, so every read seen here is of a load with the key stored.
  const headerReads = headerReadsOf(page);
  for (const path of ["/projects", `/project/${projectIds[0]}`]) {
    await openUnlocked(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(headerReads).toEqual(["/projects", `/project/${projectIds[0]}`]);

  await page.getByRole("button", { name: access.lockLabel }).click();
  await expect(page).toHaveURL("/");
  headerReads.length = 0;
  await page.goto(`/projects${linkFragment(testRecipients.visitor)}`);
  await appHasTakenOver(page);
  await expect(page.getByRole("button", { name: access.lockLabel })).toBeVisible();
  expect(headerReads).toEqual(["/projects"]);
});

test("a stored key without its flag opens nothing and is cleared", async ({ page }) => {
  await unlockThroughGate(page, "/projects");
  await expect(page.getByRole("button", { name: access.lockLabel })).toBeVisible();
  const [flag] = storedKeyEntries;
  await page.evaluate((name) => sessionStorage.removeItem(name), flag);
  await page.reload();
  await expect(page.locator("[data-gate]")).toBeVisible();
  await expect(page.getByPlaceholder(access.placeholder)).toBeVisible();
  const left = await page.evaluate((names) => names.map((name) => sessionStorage.getItem(name)), [...storedKeyEntries]);
  expect(left).toEqual([null, null]);
});
