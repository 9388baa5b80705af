import { test as base, expect } from "@playwright/test";
import type { FoundEngine } from "../../test-fixtures/engines";
import type { Engine, EngineTab } from "./engine-tab";
import { startFirefox } from "./firefox";
import { handledKey, problemsKey } from "./page-probe";
import { startSiteProxy, type SiteProxy } from "./site-proxy";
import { startWebKit } from "./webkit";

type TabFixtures = { site: SiteProxy; tab: EngineTab };
type WorkerFixtures = { engine: FoundEngine | null; engineBrowser: Engine };

// One browser per engine and worker; each test gets a tab of its own (a fresh profile), on a proxy of its own.
export const test = base.extend<TabFixtures, WorkerFixtures>({
  engine: [null, { option: true, scope: "worker" }],
  engineBrowser: [
    async ({ engine }, use) => {
      if (!engine) throw new Error("The engine projects of playwright.config.ts name the engine each one drives.");
      const browser =
        engine.name === "firefox"
          ? await startFirefox(engine.executable)
          : await startWebKit(engine.executable, engine.xvfb);
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  site: async ({ baseURL }, use) => {
    const proxy = await startSiteProxy(baseURL ?? "");
    await use(proxy);
    await proxy.close();
  },
  // Every page a journey reaches is checked as in Chromium: no console error, CSP violation or failed request.
  tab: async ({ engineBrowser, site }, use) => {
    const tab = await engineBrowser.newTab(site.origin);
    await use(tab);
    // A tab left with an alert open cannot be read; the journey has failed already.
    const probed = await tab
      .evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), [problemsKey, handledKey])
      .catch(() => []);
    const [problems, handled] = probed.map((entries): unknown[] => JSON.parse(entries ?? "[]"));
    await tab.close();
    expect.soft(problems ?? [], "console errors and CSP violations in the page").toEqual([]);
    const consoleErrors = tab
      .consoleErrors()
      .filter((error) => !handled?.some((reason) => error.includes(String(reason))));
    expect.soft(consoleErrors, "errors in the browser's console").toEqual([]);
    expect.soft(site.failedResponses, "failed requests").toEqual([]);
  },
});

export { expect };
