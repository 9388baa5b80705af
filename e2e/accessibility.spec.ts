import type { Locator, Page } from "@playwright/test";
import { access, landing, projectIds, site } from "../content/public";
import { accessPassword, appHasTakenOver, unlockThroughGate, workLink } from "./access";
import { textContrasts } from "./colour";
import { axeViolations, expect, isPhone, test } from "./fixtures";
import { cardLink, firstStudyWhere, hasCardRow, hasPhoneFrames, someStudy } from "./private-content";
import { expectNothingBusy } from "./settled";
import { expectFocusTrapped, expectVisibleFocus, focusLastControl, focusOutOfSight, tabTo } from "./keyboard";

async function openWorkPrompt(page: Page) {
  // The prompt needs the app running: before hydration, Work is a plain link.
  await page.goto("/", { waitUntil: "networkidle" });
  if (isPhone(page)) await page.getByRole("button", { name: site.ui.openMenu }).click();
  await workLink(page).click();
  await expect(page.getByRole("dialog", { name: access.title })).toBeVisible();
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

const sectionLink = site.nav.find((item) => item.href.startsWith("/#")) ?? { name: "" };
const contactLink = site.nav.find((item) => item.href === "/#contact") ?? { name: "" };

test.describe("axe finds no violations", () => {
  test("on the landing page", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with the mobile menu open @phone-only", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: site.ui.openMenu }).click();
    await expect(
      page
        .getByRole("navigation", { name: site.ui.mainNavLabel })
        .getByRole("link", { name: sectionLink.name, exact: true }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("in the password prompt opened from Work", async ({ page }) => {
    await openWorkPrompt(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("in the password prompt opened from a featured card", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: landing.featured.linkLabel }).first().click();
    await expect(page.getByRole("dialog", { name: access.title })).toContainText(access.modalPrompt.caseStudy);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the gate showing 'Invalid password'", async ({ page }) => {
    await page.goto("/projects");
    await page.getByPlaceholder(access.placeholder).fill("a wrong password, long enough");
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("alert")).toHaveText(access.invalidPassword);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the unlocked portfolio grid", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
    await expectNothingBusy(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const id of projectIds) {
    test(`on the ${id} case study once its images are decrypted, none of them broken`, async ({ page }) => {
      await unlockThroughGate(page, `/project/${id}`);
      await expect(page.getByRole("navigation", { name: access.caseStudy.sectionsLabel })).toBeVisible();
      await expectNothingBusy(page);
      await expectNoBrokenImages(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const id of firstStudyWhere(hasCardRow)) {
    test(`in the image dialog of ${id}`, async ({ page }) => {
      await unlockThroughGate(page, `/project/${id}`);
      const screen = page.locator("#solution").getByRole("button").first();
      await screen.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNothingBusy(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("on the 404 page", async ({ page, health }) => {
    health.expectedConsoleErrors.push(/status of 404/);
    await page.goto("/no/such-page", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: landing.notFound.heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("keyboard only", () => {
  for (const id of firstStudyWhere(hasCardRow)) {
    test(`from the landing page through the password prompt to ${id} and its image dialog @desktop-only`, async ({
      page,
    }) => {
      // Some sixty key presses, each followed by a look at the focus ring.
      test.slow();
      await page.goto("/", { waitUntil: "networkidle" });

      await page.keyboard.press("Tab");
      const skipLink = page.getByRole("link", { name: site.ui.skipLink });
      await expect(skipLink).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();

      const work = workLink(page);
      await tabTo(page, work, { backwards: true });
      await page.keyboard.press("Enter");
      const prompt = page.getByRole("dialog", { name: access.title });
      await expect(prompt).toBeVisible();
      const password = prompt.getByLabel(access.passwordLabel);
      await expect(password).toBeFocused();
      await expectVisibleFocus(page);
      await expectFocusTrapped(page, prompt);
      await tabTo(page, password);
      await page.keyboard.type(accessPassword);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/projects");

      const card = cardLink(page, id);
      // Tab from the grid as a visitor would: once it shows, not through the placeholders it replaces.
      await expect(card).toBeVisible();
      await tabTo(page, card);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`/project/${id}`);

      const screen = page.getByRole("region", { name: access.caseStudy.sections.solution.heading }).getByRole("button");
      await expect(screen.first()).toBeVisible();
      await tabTo(page, screen.first());
      await page.keyboard.press("Enter");
      const imageDialog = page.getByRole("dialog");
      await expect(imageDialog).toBeVisible();
      await expect(imageDialog.getByRole("button", { name: site.ui.close })).toBeFocused();
      await expectFocusTrapped(page, imageDialog);
      await page.keyboard.press("Escape");
      await expect(imageDialog).toBeHidden();
      await expect(screen.first()).toBeFocused();
      await expectVisibleFocus(page);
    });
  }

  test("Escape closes the password prompt and gives focus back to what opened it", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const main = page.getByRole("main");
    const work = workLink(page);
    const menuButton = page.getByRole("button", { name: site.ui.openMenu });
    const openers = [
      // On phones Work sits in the menu, which closes as Work is chosen: focus goes back to the menu button.
      isPhone(page) ? { before: [menuButton], trigger: work, back: menuButton } : { trigger: work, back: work },
      { trigger: main.getByRole("link", { name: landing.hero.primaryAction }) },
      { trigger: main.getByRole("link", { name: landing.featured.linkLabel }).last() },
    ];
    for (const { before = [], trigger, back = trigger } of openers) {
      for (const control of before) {
        await tabTo(page, control);
        await page.keyboard.press("Enter");
      }
      // A visitor tabs on once the menu shows; a press made before its code woke is carried out a moment later.
      await expect(trigger).toBeVisible();
      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      const prompt = page.getByRole("dialog", { name: access.title });
      await expect(prompt.getByLabel(access.passwordLabel)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(prompt).toBeHidden();
      await expect(back).toBeFocused();
      await expectVisibleFocus(page);
    }
  });
});

test.describe("going backwards with Shift+Tab", () => {
  // Scrolling is instant then, so where each control lands can be read straight away.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const [label, path] of [
    ["the landing page", "/"],
    ...firstStudyWhere(hasCardRow).map((id) => [
      `${id}'s case study, with its sideways row of cards`,
      `/project/${id}`,
    ]),
    ...firstStudyWhere(hasPhoneFrames).map((id) => [`${id}'s case study, with its phone frames`, `/project/${id}`]),
  ]) {
    test(`every control on ${label} comes fully into sight, clear of the sticky bars`, async ({ page }) => {
      if (path === "/") {
        await page.goto(path, { waitUntil: "networkidle" });
      } else {
        await unlockThroughGate(page, path);
        await expect(page.getByRole("navigation", { name: access.caseStudy.sectionsLabel })).toBeVisible();
      }
      await focusLastControl(page);
      const skipLink = page.getByRole("link", { name: site.ui.skipLink });
      for (let presses = 0; presses < 80; presses++) {
        await page.keyboard.press("Shift+Tab");
        if (await skipLink.evaluate((link) => link === document.activeElement)) return;
        expect(await focusOutOfSight(page)).toBeNull();
      }
      throw new Error("Shift+Tab never got back to the skip link");
    });
  }
});

// The typing hero and the grid's stagger under reduced motion are tested in landing.spec.ts and access.spec.ts.
test.describe("with reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("in-page links jump to their section instead of gliding", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    if (isPhone(page)) await page.getByRole("button", { name: site.ui.openMenu }).click();
    await page
      .getByRole("navigation", { name: site.ui.mainNavLabel })
      .getByRole("link", { name: contactLink.name, exact: true })
      .click();
    // Read once, straight after the click: an instant jump is already there, a smooth scroll is still on its way.
    expect(await sectionTop(page.locator("#contact"))).toBeLessThan(200);

    await unlockThroughGate(page, `/project/${someStudy}`);
    const menu = page.getByRole("navigation", { name: access.caseStudy.sectionsLabel });
    await menu.getByRole("button", { name: access.caseStudy.sections.tools.label }).click();
    expect(await sectionTop(page.locator("#tools"))).toBeLessThan(300);
  });

  for (const id of firstStudyWhere(hasCardRow)) {
    test(`nothing on any page animates, ${id} and its image dialog included`, async ({ page }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      expect(await runningAnimations(page), "landing page").toEqual([]);

      await unlockThroughGate(page);
      await expect(cardLink(page, id)).toBeVisible();
      expect(await runningAnimations(page), "portfolio grid").toEqual([]);

      await cardLink(page, id).click();
      await page
        .getByRole("region", { name: access.caseStudy.sections.solution.heading })
        .getByRole("button")
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await runningAnimations(page), "case study with its image dialog").toEqual([]);
    });
  }
});

async function sectionTop(section: Locator): Promise<number> {
  return section.evaluate((element) => element.getBoundingClientRect().top);
}

/** A colour fading on hover or as the section menu follows the page is not motion. */
async function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 100) ?? "";
        if (animation instanceof CSSAnimation) return `${animation.animationName} on ${target}`;
        if (animation instanceof CSSTransition && /color|fill|stroke/.test(animation.transitionProperty)) return "";
        return `${animation instanceof CSSTransition ? animation.transitionProperty : "script animation"} on ${target}`;
      })
      .filter(Boolean),
  );
}

test.describe("document structure @desktop-only", () => {
  test("public pages have one h1, no skipped heading levels and the configured language", async ({ page, health }) => {
    health.expectedConsoleErrors.push(/status of 404/);
    for (const path of ["/", "/projects", "/no/such-page"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expectSoundOutline(page, path);
    }
  });

  test("the grid and every case study have one h1, no skipped heading levels and the configured language", async ({
    page,
  }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { level: 1, name: access.portfolio.heading })).toBeVisible();
    await expectSoundOutline(page, "/projects");
    for (const id of projectIds) {
      // The key stays in the tab's session, so each page opens without the gate.
      await page.goto(`/project/${id}`);
      await appHasTakenOver(page);
      // Images and the diagram add no headings: the outline is whole once the study's text is in.
      await expect(page.getByRole("navigation", { name: access.caseStudy.sectionsLabel })).toBeVisible();
      await expectSoundOutline(page, `/project/${id}`);
    }
  });
});

async function expectSoundOutline(page: Page, path: string) {
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

test.describe("colour contrast @desktop-only", () => {
  test("every line of text on each case-study hero stands out from its brand colour by at least 4.5:1", async ({
    page,
  }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { level: 1, name: access.portfolio.heading })).toBeVisible();
    for (const id of projectIds) {
      await page.goto(`/project/${id}`);
      // Measured on the app's page: the sealed preview it replaces is removed mid-measurement otherwise.
      await appHasTakenOver(page);
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
  });
});
