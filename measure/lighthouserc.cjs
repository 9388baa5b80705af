// Decision 010. One bench run per group (URL, locked or not, preset), picked by BENCH_UNLOCKED and BENCH_PRESET.
require("tsx/cjs");
const { chromiumArgs, chromiumPath } = require("../test-fixtures/chromium.ts");
const { gridPath, studyPath } = require("../site/routes.ts");

const origin = process.env.BENCH_ORIGIN ?? "http://localhost:4301";
const floorOrigin = process.env.BENCH_FLOOR_ORIGIN ?? "http://localhost:4302";
const preset = process.env.BENCH_PRESET === "desktop" ? "desktop" : "mobile";
const unlocked = process.env.BENCH_UNLOCKED === "true";
const group = `${unlocked ? "unlocked" : "public"}-${preset}`;
if (unlocked && !process.env.BENCH_STUDIES)
  throw new Error("BENCH_STUDIES is unset: run the bench with npm run bench.");
const studyPaths = JSON.parse(process.env.BENCH_STUDIES ?? "[]").map(studyPath);

const median = (options) => ["error", { ...options, aggregationMethod: "median" }];
const scores = (minScore, ...categories) =>
  Object.fromEntries(categories.map((category) => [`categories:${category}`, median({ minScore })]));
const lcp = (ms) => ({ "largest-contentful-paint": median({ maxNumericValue: ms }) });
const tbt = (ms) => ({ "total-blocking-time": median({ maxNumericValue: ms }) });
const noShift = { "cumulative-layout-shift": median({ maxNumericValue: 0.0004 }) };
const everyCategory = ["performance", "accessibility", "best-practices", "seo"];

// The floor page has no budget: `/` is read against it.
const budgets = {
  "public-mobile": {
    "/": { ...scores(1, ...everyCategory), ...lcp(1000), ...tbt(30), ...noShift },
    [gridPath]: { ...scores(1, "performance", "accessibility", "best-practices"), ...lcp(1100), ...tbt(30) },
    // Not Best Practices: Chromium logs a page answered with status 404 as a console error, which it counts.
    "/no-such-page": scores(1, "performance", "accessibility"),
  },
  "public-desktop": {
    "/": scores(1, "performance"),
    [gridPath]: scores(1, "performance"),
    "/no-such-page": scores(1, "performance"),
  },
  "unlocked-mobile": Object.fromEntries(
    [gridPath, ...studyPaths].map((path) => [
      path,
      {
        ...scores(0.9, "performance"),
        ...scores(1, "accessibility", "best-practices"),
        ...lcp(2500),
        ...tbt(150),
        ...noShift,
      },
    ]),
  ),
  "unlocked-desktop": Object.fromEntries([gridPath, ...studyPaths].map((path) => [path, scores(1, "performance")])),
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const chromeFlags = [...chromiumArgs, "--no-sandbox"];

module.exports = {
  ci: {
    collect: {
      url: [...(unlocked ? [] : [`${floorOrigin}/`]), ...Object.keys(budgets[group]).map((path) => origin + path)],
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 5),
      chromePath: chromiumPath(),
      // Unlocked pages: the script unlocks once and hands the key to every tab Lighthouse opens, in its own Chromium.
      ...(unlocked
        ? { puppeteerScript: "measure/bench/lhci-unlock.cjs", puppeteerLaunchOptions: { args: chromeFlags } }
        : {}),
      settings: {
        ...(preset === "desktop" ? { preset } : {}),
        ...(unlocked ? {} : { chromeFlags: chromeFlags.join(" ") }),
        ignoreStatusCode: true,
        disableFullPageScreenshot: true,
      },
    },
    assert: {
      includePassedAssertions: true,
      assertMatrix: Object.entries(budgets[group]).map(([path, assertions]) => ({
        matchingUrlPattern: `^${escapeRegExp(origin + path)}$`,
        assertions,
      })),
    },
    upload: { target: "filesystem", outputDir: `.lighthouseci/${group}` },
  },
};
