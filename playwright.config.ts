import { defineConfig, devices } from "@playwright/test";
import { serverEntryArgs } from "./site/server-entry";
import { chromiumArgs, playwrightExecutablePath } from "./test-fixtures/chromium";
import { enginesAnnouncement, findEngines, type FoundEngine } from "./test-fixtures/engines";

const port = Number(process.env.E2E_PORT ?? 4173);
/** Specs that build copies of the project; most of their time is those builds, so they take turns in one worker. */
const copyBuildingTests = /(fixture-site|owner-look|views|demo-build|node-host)\.spec\.ts$/;
const engineTests = /[/\\]e2e[/\\]engines[/\\][^/\\]+\.spec\.ts$/;

// Firefox and WebKit run the smoke suite where the machine has them; CI installs both and must run them.
const engines = findEngines();
if (!process.env.TEST_WORKER_INDEX) console.log(enginesAnnouncement(engines));
if (process.env.CI && engines.missing.length > 0) {
  throw new Error(`CI runs every engine: ${engines.missing.map((engine) => engine.reason).join("; ")}`);
}

export default defineConfig<object, { engine: FoundEngine | null }>({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores running two browsers: an unlock can take seconds there. Longer waits cost nothing when a test passes.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    // One renderer process where Chromium can share it: a new page skips starting one, a quarter of a short test's CPU.
    launchOptions: {
      executablePath: playwrightExecutablePath(),
      args: [...chromiumArgs, "--renderer-process-limit=1"],
    },
    // A trace for every test cost more CPU than the tests: a failure leaves a screenshot, and `--trace on` records one.
    trace: "off",
    screenshot: "only-on-failure",
  },
  // A test runs once, at desktop width, unless tagged @every-width or @phone-only. The copies come first, in one
  // worker, so their build runs from the start beside the rest instead of ending the run with the other worker idle.
  projects: [
    {
      name: "copies",
      testMatch: copyBuildingTests,
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    // Each engine's journeys run in order in one worker, with one browser, beside the Chromium projects.
    ...engines.found.map((engine) => ({
      name: engine.name,
      testMatch: engineTests,
      fullyParallel: false,
      use: { engine },
    })),
    {
      name: "phone",
      grep: /@every-width|@phone-only/,
      testIgnore: [copyBuildingTests, engineTests],
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      testIgnore: [copyBuildingTests, engineTests],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: ["node", ...serverEntryArgs].join(" "),
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
