import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { Client } from "webdriver";
import { listenOnLoopback } from "../../test-fixtures/loopback";
import {
  describeTarget,
  findTarget,
  viewport,
  waitForValue,
  type Engine,
  type EngineTab,
  type Target,
  type Viewport,
} from "./engine-tab";

// webdriver 10's modules take their log level from the environment as they load, and ignore `logLevels`: left at
// "info", every session printed its driver's address into the test run.
process.env.WDIO_LOG_LEVEL ??= "silent";
const { default: WebDriver, ELEMENT_KEY } = await import("webdriver");

/** WebKitGTK through its WebKitWebDriver, which starts a MiniBrowser per session; on Xvfb when there is no display. */
export async function startWebKit(driverPath: string, xvfbPath: string | undefined): Promise<Engine> {
  const xvfb = xvfbPath ? await startXvfb(xvfbPath) : undefined;
  const env = xvfb ? { ...process.env, DISPLAY: xvfb.display } : process.env;
  let driver = await startDriver(driverPath, env);
  return {
    newTab: async (origin) => {
      // Now and then, on a loaded machine, the driver never answers a new session (CI saw it once in about a
      // hundred): a fresh driver is given one more try, within the test's own time.
      const client = await withDeadline(openSession(driver.port), sessionDeadlineMs).catch(async () => {
        stopGroup(driver.process);
        driver = await startDriver(driverPath, env);
        return openSession(driver.port);
      });
      return explainingDeadSessions(webKitTab(client, origin), driver.printed);
    },
    close: async () => {
      stopGroup(driver.process);
      if (xvfb) stopGroup(xvfb.server);
    },
  };
}

const sessionDeadlineMs = 20_000;

async function startDriver(path: string, env: NodeJS.ProcessEnv) {
  const port = await freePort();
  // Its own process group: stopping it also stops any MiniBrowser a failed test left open.
  const driver = spawn(path, [`--port=${port}`], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  // The MiniBrowser prints "WebProcess CRASHED" when a page's process crashes, nothing when it hangs: the last of
  // what it printed tells the two apart.
  let printed = "";
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4_000));
  driver.stdout.on("data", keep);
  driver.stderr.on("data", keep);
  await waitForValue(
    () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        () => true,
        () => null,
      ),
    "WebKitWebDriver",
  );
  return { process: driver, port, printed: () => printed };
}

async function openSession(port: number): Promise<Client> {
  const client = await WebDriver.newSession({
    hostname: "127.0.0.1",
    port,
    connectionRetryCount: 0,
    // WebKitGTK's driver speaks WebDriver classic only; alerts wait for the test to read them.
    capabilities: { "wdio:enforceWebDriverClassic": true, unhandledPromptBehavior: "ignore" },
  });
  await fitViewport(client, viewport);
  return client;
}

function withDeadline<Value>(work: Promise<Value>, ms: number): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, failed) => {
    timer = setTimeout(() => failed(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The window around the page is the browser's: size it so the page gets the same viewport Firefox does. */
async function fitViewport(client: Client, size: Viewport) {
  const rect = await client.getWindowRect();
  const [width, height] = (await client.executeScript("return [innerWidth, innerHeight]", [])) as [number, number];
  await client.setWindowRect(0, 0, rect.width + size.width - width, rect.height + size.height - height);
}

function webKitTab(client: Client, origin: string): EngineTab {
  const run = (script: (...args: never[]) => unknown, args: unknown[]) =>
    client.executeScript(`return (${script.toString()}).apply(null, arguments)`, args as (string | number | null)[]);

  const elementId = async ({ css, text }: Target): Promise<string | null> => {
    const reference: unknown = await run(findTarget, [css, text ?? null]);
    return reference && typeof reference === "object" && ELEMENT_KEY in reference
      ? String(reference[ELEMENT_KEY])
      : null;
  };
  const element = (target: Target) => waitForValue(() => elementId(target), describeTarget(target));
  // A click waits for its target to be there and to take it, as a visitor does; centred first, as in Firefox, since
  // WebDriver scrolls it just into view under the sticky bars; at once, since a click mid-glide lands beside it.
  const clickOnce = async (target: Target): Promise<true | null> => {
    const id = await elementId(target);
    if (id === null) return null;
    await client.executeScript(
      "arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })",
      [{ [ELEMENT_KEY]: id }],
    );
    try {
      await client.elementClick(id);
      return true;
    } catch (error) {
      if (error instanceof Error && /not interactable|click intercepted/.test(error.message)) return null;
      throw error;
    }
  };

  const keys = { Escape: "\uE00C", Enter: "\uE007" };

  return {
    goto: (path) => client.navigateTo(new URL(path, origin).href),
    reload: () => client.refresh(),
    resize: (size) => fitViewport(client, size),
    url: async () => new URL(await client.getUrl()),
    isShown: async (target) => (await elementId(target)) !== null,
    evaluate: (script, ...args) => run(script, args),
    click: async (target) => {
      await waitForValue(() => clickOnce(target), describeTarget(target));
    },
    type: async (target, text) => client.elementSendKeys(await element(target), text),
    press: async (key) => {
      const value = keys[key];
      await client.performActions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ]);
    },
    acceptNextAlert: async () => {
      const text = await waitForValue(() => client.getAlertText().catch(() => null), "an alert");
      await client.acceptAlert();
      return text;
    },
    // The probe in the page stands in for the console WebKitGTK's driver cannot read.
    consoleErrors: () => [],
    close: () => client.deleteSession(),
  };
}

async function startXvfb(path: string): Promise<{ server: ChildProcess; display: string }> {
  // -displayfd: Xvfb picks a free display and writes its number on that file descriptor once it accepts clients.
  const server = spawn(path, ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
    detached: true,
  });
  const number = await new Promise<string>((ready, failed) => {
    let written = "";
    server.stdio[3]?.on("data", (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes("\n")) ready(written.trim());
    });
    server.on("exit", (code) => failed(new Error(`Xvfb exited with ${code}`)));
  });
  return { server, display: `:${number}` };
}

function stopGroup(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listenOnLoopback(server);
  await new Promise((closed) => server.close(closed));
  return port;
}

/** A step that fails because the page's process is gone also says what the browser printed as it went. */
function explainingDeadSessions(tab: EngineTab, printed: () => string): EngineTab {
  const explain = (error: unknown) => {
    if (error instanceof Error && /session deleted/.test(error.message)) {
      const note = `\nWebKit printed: ${printed().trim() || "nothing"}`;
      error.message += note;
      if (error.stack) error.stack = error.stack.replace(/\n/, `${note}\n`);
    }
    throw error;
  };
  const steps = Object.entries(tab).map(([name, step]) => [
    name,
    (...args: unknown[]) => {
      const result: unknown = (step as (...args: unknown[]) => unknown)(...args);
      return result instanceof Promise ? result.catch(explain) : result;
    },
  ]);
  return Object.fromEntries(steps) as EngineTab;
}
