import puppeteer, { type Page } from "puppeteer-core";
import {
  describeTarget,
  findTarget,
  viewport,
  waitForValue,
  type Engine,
  type EngineTab,
  type Target,
} from "./engine-tab";

/** Firefox over WebDriver BiDi: one browser, a fresh private context per tab. */
export async function startFirefox(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    defaultViewport: viewport,
  });
  return {
    newTab: async (origin) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return firefoxTab(page, origin, () => context.close());
    },
    close: () => browser.close(),
  };
}

function firefoxTab(page: Page, origin: string, close: () => Promise<void>): EngineTab {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(String(error)));
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  // Not page.waitForFunction: its poller builds the predicate with eval inside the page, which the site's CSP forbids.
  const element = (target: Target) =>
    waitForValue(
      async () => (await page.evaluateHandle(findTarget, target.css, target.text ?? null)).asElement(),
      describeTarget(target),
    );
  // Puppeteer's types cannot follow a generic argument list through to the page.
  const evaluate = page.evaluate.bind(page) as EngineTab["evaluate"];

  return {
    goto: async (path) => {
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
    },
    reload: async () => {
      await page.reload({ waitUntil: "load" });
    },
    // Firefox ESR lacks the orientation override puppeteer sends along; the size applies all the same.
    resize: async (size) => {
      await page.setViewport(size).catch((error: unknown) => {
        if (!String(error).includes("setScreenOrientationOverride")) throw error;
      });
    },
    url: async () => new URL(page.url()),
    isShown: async ({ css, text }) => (await page.evaluateHandle(findTarget, css, text ?? null)).asElement() !== null,
    evaluate,
    // At the middle of its box, as WebDriver clicks; puppeteer's own click finds no point on some of these buttons.
    click: async (target) => {
      const { x, y } = await (
        await element(target)
      ).evaluate((found) => {
        if (!(found instanceof Element)) throw new Error("Only an element can be clicked");
        found.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
        const box = found.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      });
      await page.mouse.click(x, y);
    },
    type: async (target, text) => (await element(target)).type(text),
    press: (key) => page.keyboard.press(key),
    acceptNextAlert: () => waitForValue(async () => alerts.shift() ?? null, "an alert"),
    consoleErrors: () => consoleErrors,
    close,
  };
}
