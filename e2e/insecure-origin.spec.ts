import { access, landing } from "../content/public";
import { chromiumArgs, playwrightExecutablePath } from "../test-fixtures/chromium";
import { expect, test } from "./fixtures";

// Plain http on a host other than localhost has no WebCrypto, so nothing can be decrypted there.
test.use({
  baseURL: `http://portfolio.test:${process.env.E2E_PORT ?? 4173}`,
  launchOptions: {
    executablePath: playwrightExecutablePath(),
    args: [...chromiumArgs, "--host-resolver-rules=MAP portfolio.test 127.0.0.1"],
  },
});

test.describe("over plain http", () => {
  test.beforeEach(({ health }) => {
    // Chromium says so itself: the site's Cross-Origin-Opener-Policy needs HTTPS too.
    health.expectedConsoleErrors.push(/Cross-Origin-Opener-Policy header has been ignored/);
  });

  test("the gate says the site needs HTTPS instead of offering a form that cannot work", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("alert")).toContainText(access.httpsRequired);
    await expect(page.getByPlaceholder(access.placeholder)).toHaveCount(0);
  });

  test("the prompt from Work says so too", async ({ page }) => {
    // The prompt needs the app running: before hydration, Work is a plain link.
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: landing.hero.primaryAction }).click();
    await expect(page.getByRole("dialog").getByRole("alert")).toContainText(access.httpsRequired);
  });
});
