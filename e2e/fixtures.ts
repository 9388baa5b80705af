import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { untilStill } from "./settled";

const require = createRequire(import.meta.url);
// Evaluated rather than added as a <script>: the site's Content-Security-Policy rightly blocks inline scripts.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Names the test server answers to: localhost, and a plain-http name that is not a secure context. */
export const testHosts = ["localhost", "portfolio.test"];

export type PageHealth = {
  consoleErrors: string[];
  /** `<status> <url>` for an HTTP error, `<url> <net::reason>` for a request that failed. */
  failedRequests: string[];
  foreignRequests: string[];
  cspViolations: string[];
  expectedConsoleErrors: RegExp[];
  /** Failures a test allows without requiring them, where whether the browser reports them depends on the browser. */
  expectedFailedRequests: RegExp[];
  expectedCspViolations: RegExp[];
  /** Failures the test causes on purpose: each must happen (else the drill did not drill). */
  causedFailures: RegExp[];
};

type CspReporter = { reportCspViolation: (text: string) => void };

// Any console error, failed request or CSP violation a test did not declare fails it.
export const test = base.extend<{ health: PageHealth }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  health: async ({}, use) => {
    await use({
      consoleErrors: [],
      failedRequests: [],
      foreignRequests: [],
      cspViolations: [],
      expectedConsoleErrors: [],
      expectedFailedRequests: [],
      expectedCspViolations: [],
      causedFailures: [],
    });
  },
  page: async ({ page, health }, use) => {
    await page.exposeFunction("reportCspViolation", (text: string) => health.cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const blocked = event.blockedURI || "inline";
        (window as unknown as CspReporter).reportCspViolation(`${event.effectiveDirective} blocked ${blocked}`);
      });
    });
    page.on("request", (request) => {
      // Fonts and everything else are self-hosted: no request may leave the site's origin.
      const { protocol, hostname } = new URL(request.url());
      if (protocol.startsWith("http") && !testHosts.includes(hostname)) health.foreignRequests.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") health.consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => health.consoleErrors.push(error.message));
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText;
      // A request cancelled by the page moving on is not a failure.
      if (reason !== "net::ERR_ABORTED") health.failedRequests.push(`${request.url()} ${reason}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== "document") {
        health.failedRequests.push(`${response.status()} ${response.url()}`);
      }
    });
    await use(page);
    const unexpected = health.consoleErrors.filter(
      (text) => !health.expectedConsoleErrors.some((pattern) => pattern.test(text)),
    );
    expect(unexpected, "console errors").toEqual([]);
    const unexpectedFailures = health.failedRequests.filter(
      (text) => ![...health.causedFailures, ...health.expectedFailedRequests].some((pattern) => pattern.test(text)),
    );
    expect(unexpectedFailures, "failed requests").toEqual([]);
    const missingFailures = health.causedFailures.filter(
      (pattern) => !health.failedRequests.some((text) => pattern.test(text)),
    );
    expect(missingFailures.map(String), "declared failed requests that never happened").toEqual([]);
    expect(health.foreignRequests, "requests to other origins").toEqual([]);
    const unexpectedViolations = health.cspViolations.filter(
      (text) => !health.expectedCspViolations.some((pattern) => pattern.test(text)),
    );
    expect(unexpectedViolations, "Content-Security-Policy violations").toEqual([]);
  },
});

export { expect };

// WCAG 2.0-2.2, A and AA (axe has no tag for 2.2 A), and best practices: one main, one h1, landmarks, heading order.
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What a colour theme changes, where a page was already checked whole in the other theme. */
const colourRules = ["color-contrast", "link-in-text-block"];

export async function axeViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  // Entrance animations fade content in; contrast is judged on what stays on screen.
  await untilStill(page);
  // Once per document: parsing axe's half a megabyte again costs as much as a run.
  if (await page.evaluate(() => !("axe" in window))) await page.evaluate(axeSource);
  const runOnly = colourOnly ? { type: "rule", values: colourRules } : { type: "tag", values: axeTags };
  const violations = await page.evaluate(async (only) => {
    const { axe } = window as unknown as {
      axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    // Only violations are read: axe then keeps one node of each passing rule instead of every one.
    const results = await axe.run({ runOnly: only, resultTypes: ["violations"] });
    return results.violations;
  }, runOnly);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "no impact"}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

type AxeViolation = { id: string; impact?: string | null; nodes: { target: string[] }[] };

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** From the page's first frame: every layout shift of the next page `page` opens, read with `layoutShiftsOf`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const layoutShiftsOf = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

/** Cumulative layout shift as Lighthouse reports it, to three decimals: the fallbacks match a face's metrics on
 * average, so a line at the edge of its width may still move a few pixels (docs/decisions/022-the-owners-look.md). */
export const layoutShift = (shifts: number[]): string => shifts.reduce((sum, shift) => sum + shift, 0).toFixed(3);

/** A hex colour as getComputedStyle writes it. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
export const colourOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color);
export const familyOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
