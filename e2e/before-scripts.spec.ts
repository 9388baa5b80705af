import { access, featuredProjects, landing, site } from "../content/public";
import { accessPassword } from "./access";
import { holdScripts } from "./held-scripts";
import { expect, layoutShiftsOf, recordLayoutShifts, test } from "./fixtures";

const sectionLink = site.nav.find((item) => item.href.startsWith("/#")) ?? { name: "" };

// Public pages paint from HTML and CSS first (docs/decisions/008-pages-that-paint-before-any-script.md).
test.describe("before the page's code has arrived", () => {
  test("a featured card opens the prompt at once, and the password typed and submitted there opens the case study", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const [project] = featuredProjects;
    await page.getByRole("link", { name: landing.featured.linkLabel }).first().click();
    const dialog = page.getByRole("dialog", { name: access.title });
    await expect(dialog).toContainText(access.modalPrompt.caseStudy);
    const field = dialog.getByLabel(access.passwordLabel);
    await expect(field).toBeFocused();
    await page.keyboard.type(accessPassword);
    await page.keyboard.press("Enter");
    await expect(field).toHaveValue(accessPassword);
    await expect(page).toHaveURL("/");

    release();
    // Everything held arrives at once, then the key is derived: on a loaded 2-core machine that outlasts 5 s.
    await expect(page).toHaveURL(`/project/${project?.id}`, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the prompt's Cancel and Escape close it before its code has run", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: access.title });
    const hero = page.getByRole("link", { name: landing.hero.primaryAction });
    await hero.click();
    await expect(dialog).toContainText(access.modalPrompt.portfolio);
    await dialog.getByRole("button", { name: access.modalCancelLabel }).click();
    await expect(dialog).toBeHidden();
    await hero.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(hero).toBeFocused();
  });

  test("the menu button opens the menu before the page's code has arrived @phone-only", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: site.ui.openMenu });
    await button.click();
    await expect(page.getByRole("button", { name: site.ui.closeMenu })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("header").getByRole("link", { name: sectionLink.name, exact: true })).toBeVisible();
  });

  test("what a visitor typed into the contact form goes into the email once its code runs", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: landing.contact.formHeading });
    await form.getByLabel(landing.contact.fields.firstName).fill("Zoë");
    await form.getByLabel(landing.contact.fields.message).fill("Hello");
    release();
    const connect = page.getByRole("link", { name: landing.contact.connectLabel });
    await expect(connect).toHaveAttribute("href", /^mailto:.+\?subject=.*Zo%C3%AB.*&body=Hello/);
  });

  test("a password typed and submitted on the gate before the app has loaded unlocks it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/projects");
    const field = page.getByPlaceholder(access.placeholder);
    await field.fill(accessPassword);
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(field).toHaveValue(accessPassword);
    release();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
  });
});

test("the gate paints whole on a slow connection: nothing moves as its markup arrives @phone-only", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // Slow enough that the page arrives in pieces, as on a weak mobile connection.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 50_000,
    uploadThroughput: 90_000,
  });
  await recordLayoutShifts(page);
  await page.goto("/projects", { waitUntil: "load" });
  await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();
  expect(await layoutShiftsOf(page)).toEqual([]);
});
