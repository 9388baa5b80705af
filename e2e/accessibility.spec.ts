import type { Locator, Page } from "@playwright/test";
import { access, landing, site } from "../content/public";
import { accessPassword, unlockThroughGate, workLink } from "./access";
import { axeViolations, expect, isPhone, test } from "./fixtures";
import { cardLink, firstStudyWhere, hasCardRow, hasPhoneFrames, someStudy } from "./private-content";
import { expectSoundOutline } from "./outline";
import {
  expectFocusTrapped,
  expectTabCycle,
  expectVisibleFocus,
  focusLastControl,
  focusOutOfSight,
  tabTo,
} from "./keyboard";

async function openWorkPrompt(page: Page) {
  // The prompt needs the app running: before hydration, Work is a plain link.
  await page.goto("/", { waitUntil: "networkidle" });
  if (isPhone(page)) await page.getByRole("button", { name: site.ui.openMenu }).click();
  await workLink(page).click();
  await expect(page.getByRole("dialog", { name: access.title })).toBeVisible();
}

const sectionLink = site.nav.find((item) => item.href.startsWith("/#")) ?? { name: "" };
const contactLink = site.nav.find((item) => item.href === "/#contact") ?? { name: "" };

test.describe("axe finds no violations", () => {
  test("on the landing page @every-width", async ({ page }) => {
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

  test("in the password prompt opened from Work @every-width", async ({ page }) => {
    await openWorkPrompt(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("in the password prompt opened from a featured card", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: landing.featured.linkLabel }).first().click();
    await expect(page.getByRole("dialog", { name: access.title })).toContainText(access.modalPrompt.caseStudy);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the gate showing 'Invalid password' @every-width", async ({ page }) => {
    await page.goto("/projects");
    await page.getByPlaceholder(access.placeholder).fill("a wrong password, long enough");
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("alert")).toHaveText(access.invalidPassword);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the 404 page", async ({ page, health }) => {
    health.expectedConsoleErrors.push(/status of 404/);
    await page.goto("/no/such-page", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: landing.notFound.heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("keyboard only", () => {
  for (const id of firstStudyWhere(hasCardRow)) {
    test(`from the landing page through the password prompt to ${id} and its image dialog`, async ({ page }) => {
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
      // Round the prompt's controls and never out of it: "Request access" is one of them.
      await expectTabCycle(page, [
        password,
        prompt.getByRole("button", { name: access.modalCancelLabel }),
        prompt.getByRole("button", { name: access.modalAccessLabel }),
        prompt.getByRole("link", { name: access.requestAccess.label }),
      ]);
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

  test("Escape closes the password prompt and gives focus back to what opened it @every-width", async ({ page }) => {
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
    test(`every control on ${label} comes fully into sight, clear of the sticky bars @every-width`, async ({
      page,
    }) => {
      if (path === "/") {
        await page.goto(path, { waitUntil: "networkidle" });
      } else {
        await unlockThroughGate(page, path);
        await expect(page.getByRole("navigation", { name: access.caseStudy.sectionsLabel })).toBeVisible();
      }
      await focusLastControl(page);
      // Found once: a role query at every press read the names of the page's every link, most of the test's time.
      const skipLink = await page.getByRole("link", { name: site.ui.skipLink }).elementHandle();
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

test.describe("document structure", () => {
  test("public pages have one h1, no skipped heading levels and the configured language", async ({ page, health }) => {
    health.expectedConsoleErrors.push(/status of 404/);
    for (const path of ["/", "/projects", "/no/such-page"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expectSoundOutline(page, path);
    }
  });
});
