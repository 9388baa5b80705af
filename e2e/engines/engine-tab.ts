/** A desktop window: the journeys follow the main navigation, which a phone folds into a menu. */
export const viewport = { width: 1280, height: 900 };
/** A phone's: for the one journey through that menu. */
export const phoneViewport = { width: 390, height: 844 };

export type Viewport = { width: number; height: number };

/** The first element matching `css`, rendered, whose label or text is `text` when given: what a visitor aims at. */
export type Target = { css: string; text?: string };

/** One visitor's tab in an engine other than Chromium, driven through that engine's own client. */
export type EngineTab = {
  goto: (path: string) => Promise<void>;
  reload: () => Promise<void>;
  resize: (size: Viewport) => Promise<void>;
  url: () => Promise<URL>;
  /** Runs `script` in the page: it is sent as source, so it may use only its arguments. */
  evaluate: <Args extends unknown[], Result>(
    script: (...args: Args) => Result,
    ...args: Args
  ) => Promise<Awaited<Result>>;
  isShown: (target: Target) => Promise<boolean>;
  /** A real click, once the target is there: the engine moves the pointer and presses. */
  click: (target: Target) => Promise<void>;
  type: (target: Target, text: string) => Promise<void>;
  press: (key: "Escape" | "Enter") => Promise<void>;
  acceptNextAlert: () => Promise<string>;
  /** Errors the engine's own console reported, where its client can read them. */
  consoleErrors: () => string[];
  close: () => Promise<void>;
};

export type Engine = {
  newTab: (origin: string) => Promise<EngineTab>;
  close: () => Promise<void>;
};

/** Sent into the page as source (see EngineTab.evaluate). */
export function findTarget(css: string, text: string | null): Element | null {
  for (const element of document.querySelectorAll(css)) {
    const { width, height } = element.getBoundingClientRect();
    if (width === 0 && height === 0) continue;
    const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
    if (text === null || name.trim() === text) return element;
  }
  return null;
}

export const targetTimeoutMs = 10_000;
const pollMs = 100;

/** Asks until the answer is not null, as a visitor waits for what they aim at to appear. */
export async function waitForValue<Value>(ask: () => Promise<Value | null>, what: string): Promise<Value> {
  const deadline = Date.now() + targetTimeoutMs;
  for (;;) {
    const value = await ask();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((next) => setTimeout(next, pollMs));
  }
}

export function describeTarget({ css, text }: Target): string {
  return text === undefined ? css : `${css} "${text}"`;
}
