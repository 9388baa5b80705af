import { proseText } from "../content/prose";
import { access, featuredProjects, landing, projectIds, site } from "../content/public";
import { accessPassword, unlockThroughGate, workLink } from "./access";
import { expect, test } from "./fixtures";
import { orderedCards, studyOf } from "./private-content";

const modal = { name: access.title };

test.describe("the password prompt", () => {
  test("the Work link asks for the password; a wrong one raises the alert and keeps the prompt open", async ({
    page,
  }) => {
    // The prompt needs the app running: before hydration, Work is a plain link.
    await page.goto("/", { waitUntil: "networkidle" });
    await workLink(page).click();

    const dialog = page.getByRole("dialog", modal);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(access.modalPrompt.portfolio);
    await expect(dialog.getByLabel(access.passwordLabel)).toHaveAttribute("autocomplete", "current-password");

    const alerts: string[] = [];
    page.on("dialog", (alert) => {
      alerts.push(alert.message());
      void alert.accept();
    });
    await dialog.getByLabel(access.passwordLabel).fill("not the right password at all");
    await dialog.getByRole("button", { name: access.modalAccessLabel }).click();
    await expect.poll(() => alerts).toEqual([access.invalidPassword]);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(access.passwordLabel)).toHaveValue("");
    await expect(page).toHaveURL("/");

    await dialog.getByRole("button", { name: access.modalCancelLabel }).click();
    await expect(dialog).toBeHidden();
  });

  test("the right password from the hero's work link opens the portfolio", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: landing.hero.primaryAction }).click();
    const dialog = page.getByRole("dialog", modal);
    await dialog.getByLabel(access.passwordLabel).fill(accessPassword);
    await dialog.getByRole("button", { name: access.modalAccessLabel }).click();
    await expect(page).toHaveURL("/projects");
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") }),
    ).toHaveCount(projectIds.length);
  });

  test("a featured card asks for the password to view the case study, then opens it", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const [firstCard, secondCard] = featuredProjects;
    await page.getByRole("link", { name: landing.featured.linkLabel }).nth(1).click();
    const dialog = page.getByRole("dialog", modal);
    await expect(dialog).toContainText(access.modalPrompt.caseStudy);
    await dialog.getByLabel(access.passwordLabel).press("Enter");
    await expect(page).toHaveURL("/");
    await dialog.getByLabel(access.passwordLabel).fill(accessPassword);
    await dialog.getByLabel(access.passwordLabel).press("Enter");
    await expect(page).toHaveURL(`/project/${secondCard?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(studyOf(secondCard?.id ?? "").title);

    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: landing.featured.linkLabel }).first().click();
    await expect(page).toHaveURL(`/project/${firstCard?.id}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the password gate", () => {
  test("stands in front of the portfolio until the password is right", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: access.title })).toBeVisible();
    await expect(page.getByText(access.confidential)).toBeVisible();
    const input = page.getByPlaceholder(access.placeholder);
    await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveAttribute("autocomplete", "current-password");
    await expect(page.locator('input[autocomplete="username"]')).toHaveCount(1);

    const submit = page.getByRole("button", { name: access.submitLabel });
    await submit.click();
    expect(await input.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(true);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await input.fill("a wrong password, long enough");
    await submit.click();
    await expect(page.getByRole("button", { name: access.verifyingLabel })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(access.invalidPassword);
    await expect(input).toHaveValue("");

    await input.fill(accessPassword);
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
    await expect(page).toHaveURL("/projects");
  });

  test("stays open across reloads and case studies, but not in a new browser session", async ({ page, browser }) => {
    const [other, last] = projectIds.length > 1 ? projectIds.slice(-2) : [projectIds[0], projectIds[0]];
    await unlockThroughGate(page, `/project/${last}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(studyOf(last ?? "").title);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(studyOf(last ?? "").title);
    await page.getByRole("link", { name: access.caseStudy.backLabel }).click();
    await page.locator(`main a[href="/project/${other}"]`).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(studyOf(other ?? "").title);

    const fresh = await browser.newPage();
    await fresh.goto("/projects");
    await expect(fresh.getByRole("button", { name: access.submitLabel })).toBeVisible();
    await fresh.close();
  });

  test("a flag set by hand without the key still shows the gate", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => sessionStorage.setItem("portfolio-authenticated", "true"));
    await page.goto("/projects");
    await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("portfolio-authenticated"))).toBeNull();
  });

  test("locking the portfolio forgets the key and returns home", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
    await page.getByRole("button", { name: access.lockLabel }).click();
    await expect(page).toHaveURL("/");
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("portfolio-"))),
    ).toEqual([]);
    await page.goto("/projects");
    await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toHaveCount(0);
  });

  test("the prerendered gate reveals nothing private and is not indexed", async ({ request }) => {
    for (const path of ["/projects", ...projectIds.map((id) => `/project/${id}`)]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(access.title);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      for (const id of projectIds) expect(html).not.toContain(proseText(studyOf(id).overview));
    }
  });
});

test.describe("the portfolio grid", () => {
  test("shows a card for every case study, with its details, first three tags and three metrics", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("link", { name: access.backHomeLabel })).toHaveAttribute("href", "/");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(projectIds.length);
    const [firstCard] = orderedCards;
    const first = cards.first();
    await expect(first.getByRole("heading")).toHaveText(firstCard?.title ?? "");
    for (const detail of [firstCard?.company, firstCard?.year, firstCard?.category]) {
      await expect(first).toContainText(detail ?? "");
    }
    await expect(first.getByRole("list", { name: site.ui.tagsLabel }).getByRole("listitem")).toHaveCount(3);
    await expect(first.getByRole("definition")).toHaveCount(3);
    await expect(first.getByRole("img")).toHaveAttribute("src", /^blob:/);
    for (const [index, id] of projectIds.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `/project/${id}`);
    }

    await cards.last().getByRole("link").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/project/${projectIds.at(-1)}`);
  });

  test("cards rise in 0.1 s apart, and without motion when the visitor asks for less", async ({ page }) => {
    await unlockThroughGate(page);
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(projectIds.length);
    const delays = await cards.evaluateAll((all) => all.map((card) => getComputedStyle(card).animationDelay));
    expect(delays).toEqual(projectIds.map((_, index) => `${index / 10}s`));
    expect(await cards.first().evaluate((card) => getComputedStyle(card).animationName)).toBe("rise-in");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await cards.first().evaluate((card) => getComputedStyle(card).animationName)).toBe("none");
  });

  test("a missing vault file says a newer version may be live", async ({ page, health }) => {
    await page.route(/\/vault\/.+\.bin$/, (route) => route.fulfill({ status: 404, body: "Not found" }));
    health.expectedConsoleErrors.push(/status of 404/);
    health.causedFailures.push(/^404 .*\/vault\/.+\.bin$/);
    await unlockThroughGate(page);
    await expect(page.getByRole("alert")).toContainText(access.problems.missing);
    await expect(page.getByRole("button", { name: access.problems.reloadLabel })).toBeVisible();
  });

  test("an unreachable vault is retried, then offers to try again", async ({ page, health }) => {
    await page.clock.install();
    let failures = 0;
    await page.route(/\/vault\/.+\.bin$/, (route) => {
      failures++;
      return route.fulfill({ status: 503, body: "Unavailable" });
    });
    health.expectedConsoleErrors.push(/status of 503/);
    health.causedFailures.push(/^503 .*\/vault\/.+\.bin$/);
    await page.goto("/projects");
    // Typing fetches the header ahead; only the slot that opens names the recipient's index, read after it.
    const headerFetchedAhead = page.waitForResponse(/\/vault\/.+\/header\.json$/);
    await page.getByPlaceholder(access.placeholder).fill(accessPassword);
    await headerFetchedAhead;
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
    // Three retries, 1 s, 2 s and 4 s apart, ride out a brief outage; the clock skips the waiting.
    await expect
      .poll(async () => {
        await page.clock.fastForward(5_000);
        return failures;
      })
      .toBe(4);
    await expect(page.getByRole("alert")).toContainText(access.problems.network);

    await page.unroute(/\/vault\/.+\.bin$/);
    await page.getByRole("button", { name: access.problems.retryLabel }).click();
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
  });
});

test.describe("reloading while unlocked", () => {
  test("the prerendered gate stays hidden until the stored key is checked", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();

    // While the app's code is on its way, the page shows only its prerendered HTML and inline scripts.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator("[data-gate]")).toBeHidden();
    releaseScripts();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.locator("[data-gate]")).toBeVisible();
  });
});
