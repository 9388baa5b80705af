import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, playwrightExecutablePath } from "./scripts/test-fixtures/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const fixtureSiteTests = /fixture-site\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  // Browser tests are *.spec.ts; the *.test.ts beside them are Vitest's, for the helpers.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: playwrightExecutablePath(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  // @phone-only and @desktop-only tests check one width, or run once what no width changes. The fixture site is
  // listed first so one worker builds its copy of the project while the other runs the main suite.
  projects: [
    {
      name: "fixture site",
      testMatch: fixtureSiteTests,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "phone",
      grepInvert: /@desktop-only/,
      testIgnore: fixtureSiteTests,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      testIgnore: fixtureSiteTests,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  // The production build, served exactly as `npm start` serves it (test:e2e builds first).
  webServer: {
    command: "tsx server/serve.ts",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
