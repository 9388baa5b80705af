import type { Browser } from "puppeteer-core";
import { storedKeyEntries } from "../../app/lib/vault/session-key.ts";
import { access } from "../../content/public.ts";
import { accessPassword } from "../../test-fixtures/recipients.ts";
import { gridCardSelector } from "./selectors.ts";
import { gridPath } from "../../site/routes.ts";

type KeyEntries = [name: string, value: string][];

let handedOver: Promise<void> | undefined;

// The key lives in a tab's sessionStorage and Lighthouse measures in tabs of its own, so the key unlocked once is
// written into every new tab before its first document runs: a cold visit with the key, as a recipient arrives.
export function handKeyToLighthouseTabs(browser: Browser, { url }: { url: string }): Promise<void> {
  const { origin } = new URL(url);
  handedOver ??= unlock(browser, origin).then((entries) => seedNewTabs(browser, origin, entries));
  return handedOver;
}

async function unlock(browser: Browser, origin: string): Promise<KeyEntries> {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${origin}${gridPath}`, { waitUntil: "networkidle0" });
    await tab.locator(`input[placeholder="${access.placeholder}"]`).fill(accessPassword);
    await tab.locator(`::-p-aria([name="${access.submitLabel}"][role="button"])`).click();
    await tab.waitForSelector(gridCardSelector, { timeout: 30_000 });
    return await tab.evaluate(
      (names: readonly string[]) =>
        names.flatMap((name): [string, string][] => {
          const value = sessionStorage.getItem(name);
          return value === null ? [] : [[name, value]];
        }),
      storedKeyEntries,
    );
  } finally {
    await tab.close();
  }
}

// Chromium holds each new tab until every client that asked to wait lets it run, so the key is in before Lighthouse.
async function seedNewTabs(browser: Browser, origin: string, entries: KeyEntries): Promise<void> {
  const source = `if (location.origin === ${JSON.stringify(origin)}) for (const [name, value] of ${JSON.stringify(entries)}) sessionStorage.setItem(name, value);`;
  const session = await browser.target().createCDPSession();
  const connection = session.connection();
  if (!connection) throw new Error("No DevTools connection to hand the key over.");
  session.on("Target.attachedToTarget", ({ sessionId, targetInfo }) => {
    const tab = connection.session(sessionId);
    if (!tab) return;
    void (async () => {
      if (targetInfo.type === "page") {
        // Without the Page domain on first, Chromium 150 did not run the script in the measured document.
        await tab.send("Page.enable");
        await tab.send("Page.addScriptToEvaluateOnNewDocument", { source });
      }
      await tab.send("Runtime.runIfWaitingForDebugger");
      // A tab closed before it was seeded needs nothing more.
    })().catch(() => undefined);
  });
  await session.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
}
