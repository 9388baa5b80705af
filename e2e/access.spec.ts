import { projectIds } from "../content/project-ids";
import { accessPassword, unlockThroughGate } from "./access";
import { expect, isPhone, test } from "./fixtures";

test.describe("the password prompt", () => {
  test("Work asks for the password; a wrong one raises the alert and keeps the prompt open @desktop-only", async ({
    page,
  }) => {
    // The prompt needs the app running: before hydration, Work is a plain link.
    await page.goto("/", { waitUntil: "networkidle" });
    if (isPhone(page)) await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Work" }).click();

    const dialog = page.getByRole("dialog", { name: "Protected Content" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Please enter password to view portfolio:");
    await expect(dialog.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");

    const alerts: string[] = [];
    page.on("dialog", (alert) => {
      alerts.push(alert.message());
      void alert.accept();
    });
    await dialog.getByLabel("Password").fill("not the right password at all");
    await dialog.getByRole("button", { name: "Access" }).click();
    await expect.poll(() => alerts).toEqual(["Invalid password"]);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Password")).toHaveValue("");
    await expect(page).toHaveURL("/");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the right password from Work opens the portfolio", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "View my work" }).click();
    const dialog = page.getByRole("dialog", { name: "Protected Content" });
    await dialog.getByLabel("Password").fill(accessPassword);
    await dialog.getByRole("button", { name: "Access" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") }),
    ).toHaveCount(7);
  });

  test("a featured card asks for the password to view the case study, then opens it", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "View detailed case study" }).nth(1).click();
    const dialog = page.getByRole("dialog", { name: "Protected Content" });
    await expect(dialog).toContainText("Please enter password to view case study:");
    await dialog.getByLabel("Password").press("Enter");
    await expect(page).toHaveURL("/");
    await dialog.getByLabel("Password").fill(accessPassword);
    await dialog.getByLabel("Password").press("Enter");
    await expect(page).toHaveURL("/project/ai-dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Principal Financial Group (Acquired Robustwealth)",
    );

    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "View detailed case study" }).first().click();
    await expect(page).toHaveURL("/project/enterprise-crm");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the password gate", () => {
  test("stands in front of the portfolio until the password is right", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: "Protected Content" })).toBeVisible();
    await expect(page.getByText("This portfolio section contains confidential work.")).toBeVisible();
    const input = page.getByPlaceholder("Enter password");
    await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveAttribute("autocomplete", "current-password");
    await expect(page.locator('input[autocomplete="username"]')).toHaveCount(1);
    const contact = page.getByRole("link", { name: "Contact me" });
    await expect(contact).toHaveAttribute("href", /^mailto:.+\?subject=Portfolio%20access%20request$/);

    const submit = page.getByRole("button", { name: "Access Portfolio" });
    await submit.click();
    expect(await input.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(true);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await input.fill("a wrong password, long enough");
    await submit.click();
    await expect(page.getByRole("button", { name: "Verifying..." })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Invalid password");
    await expect(input).toHaveValue("");

    await input.fill(accessPassword);
    await page.getByRole("button", { name: "Access Portfolio" }).click();
    await expect(page.getByRole("heading", { name: "Case studies" })).toBeVisible();
    await expect(page).toHaveURL("/projects");
  });

  test("stays open across reloads and case studies, but not in a new browser session @desktop-only", async ({
    page,
    browser,
  }) => {
    await unlockThroughGate(page, "/project/cvs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CVS Health");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CVS Health");
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await page.getByRole("link", { name: /Entelo/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entelo");

    const fresh = await browser.newPage();
    await fresh.goto("/projects");
    await expect(fresh.getByRole("button", { name: "Access Portfolio" })).toBeVisible();
    await fresh.close();
  });

  test("a flag set by hand without the key still shows the gate @desktop-only", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => sessionStorage.setItem("portfolio-authenticated", "true"));
    await page.goto("/projects");
    await expect(page.getByRole("button", { name: "Access Portfolio" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Case studies" })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("portfolio-authenticated"))).toBeNull();
  });

  test("Lock portfolio forgets the key and returns home", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { name: "Case studies" })).toBeVisible();
    await page.getByRole("button", { name: "Lock portfolio" }).click();
    await expect(page).toHaveURL("/");
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("portfolio-"))),
    ).toEqual([]);
    await page.goto("/projects");
    await expect(page.getByRole("button", { name: "Access Portfolio" })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Case studies" })).toHaveCount(0);
  });

  test("the prerendered gate reveals nothing private and is not indexed", async ({ request }) => {
    for (const path of ["/projects", ...projectIds.map((id) => `/project/${id}`)]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain("Protected Content");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain("MinuteClinic");
      expect(html).not.toContain("black hole");
    }
  });
});

test.describe("the portfolio grid", () => {
  test("shows the seven cards with their details, first three tags and three metrics", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(7);
    const first = cards.first();
    await expect(first.getByRole("heading")).toHaveText("Chase Private Client Mobile Navigation");
    await expect(first).toContainText("JPMorgan Chase");
    await expect(first).toContainText("2019-2020");
    await expect(first).toContainText("FinTech • Mobile UX");
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(3);
    await expect(first.getByRole("definition")).toHaveCount(3);
    await expect(first.getByRole("img")).toHaveAttribute("src", /^blob:/);
    for (const [index, id] of projectIds.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `/project/${id}`);
    }

    await cards.nth(6).getByRole("link").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/project/cvs");
  });

  test("cards rise in 0.1 s apart, and without motion when the visitor asks for less", async ({ page }) => {
    await unlockThroughGate(page);
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(7);
    const delays = await cards.evaluateAll((all) => all.map((card) => getComputedStyle(card).animationDelay));
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s", "0.5s", "0.6s"]);
    expect(await cards.first().evaluate((card) => getComputedStyle(card).animationName)).toBe("rise-in");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await cards.first().evaluate((card) => getComputedStyle(card).animationName)).toBe("none");
  });

  test("a missing vault file says a newer version may be live @desktop-only", async ({ page, health }) => {
    await page.route(/\/vault\/.+\.bin$/, (route) => route.fulfill({ status: 404, body: "Not found" }));
    health.expectedConsoleErrors.push(/status of 404/);
    await unlockThroughGate(page);
    await expect(page.getByRole("alert")).toContainText("a newer version of the site may be live");
    await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();
    health.failedRequests.splice(0);
  });

  test("an unreachable vault is retried, then offers to try again @desktop-only", async ({ page, health }) => {
    await page.clock.install();
    let failures = 0;
    let counting = false;
    await page.route(/\/vault\/.+\.bin$/, (route) => {
      if (counting) failures++;
      return route.fulfill({ status: 503, body: "Unavailable" });
    });
    health.expectedConsoleErrors.push(/status of 503/);
    await page.goto("/projects");
    // Typing fetches the encrypted index ahead (and fails here); the count starts after that read.
    const indexFetchedAhead = page.waitForResponse(/\/vault\/.+\.bin$/);
    await page.getByPlaceholder("Enter password").fill(accessPassword);
    await indexFetchedAhead;
    counting = true;
    await page.getByRole("button", { name: "Access Portfolio" }).click();
    await expect(page.getByRole("heading", { name: "Case studies" })).toBeVisible();
    // Spec §7: three retries, 1 s, 2 s and 4 s apart; the clock skips the waiting.
    await expect
      .poll(async () => {
        await page.clock.fastForward(5_000);
        return failures;
      })
      .toBe(4);
    await expect(page.getByRole("alert")).toContainText("Couldn't load this content");

    await page.unroute(/\/vault\/.+\.bin$/);
    health.failedRequests.splice(0);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
  });
});

test.describe("reloading while unlocked @desktop-only", () => {
  test("the prerendered gate stays hidden until the stored key is checked", async ({ page }) => {
    await unlockThroughGate(page);
    await expect(page.getByRole("heading", { name: "Case studies" })).toBeVisible();

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
    await expect(page.getByRole("heading", { name: "Case studies" })).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.locator("[data-gate]")).toBeVisible();
  });
});
