// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { refusingCookieJar } from "../../test-fixtures/refusing-cookie-jar";
import { shownTheme, startColorTheme, themeCookie, themeToggleAttribute } from "./color-theme";
import { readPreference } from "./preference-cookie";

class FakeSystem extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
  change(dark: boolean) {
    this.matches = dark;
    this.dispatchEvent(new Event("change"));
  }
}

let system: FakeSystem;
/** Per test: the listeners a start adds stay on it. */
let page: Document;

/** As in a page's head: the document's parsing ends after the script has run. */
function start() {
  startColorTheme({ page, jar: document, media: () => system as unknown as MediaQueryList });
  page.dispatchEvent(new Event("DOMContentLoaded"));
}

const storedChoice = () => readPreference(document, themeCookie);
const storeChoice = (value: string) => (document.cookie = `${themeCookie}=${value}; Path=/`);

const theme = () => shownTheme(page.documentElement);

function addToggle(): HTMLButtonElement {
  const toggle = page.createElement("button");
  toggle.setAttribute(themeToggleAttribute, "");
  page.body.append(toggle);
  return toggle;
}

/** MutationObserver reports after the current task's microtasks. */
const mutationsReported = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  system = new FakeSystem(false);
  document.cookie = `${themeCookie}=; Path=/; Max-Age=0`;
  page = document.implementation.createHTMLDocument();
  page.head.innerHTML = '<meta name="theme-color" content="#0e1726">';
});

describe("startColorTheme", () => {
  it("shows the system's theme when the visitor has chosen none", () => {
    system.matches = true;
    start();
    expect(theme()).toBe("dark");
  });

  it("follows the system as it changes while no choice is stored", () => {
    start();
    expect(theme()).toBe("light");
    system.change(true);
    expect(theme()).toBe("dark");
  });

  it("shows a stored choice over the system's setting, and keeps it when the system changes", () => {
    storeChoice("dark");
    start();
    expect(theme()).toBe("dark");
    system.change(false);
    expect(theme()).toBe("dark");
  });

  it("ignores a stored value that is not a theme", () => {
    storeChoice("sepia");
    system.matches = true;
    start();
    expect(theme()).toBe("dark");
  });

  it("switches the theme on a press of a toggle and remembers the choice", () => {
    start();
    const toggle = addToggle();
    toggle.click();
    expect(theme()).toBe("dark");
    expect(storedChoice()).toBe("dark");
  });

  it("forgets the choice when the visitor switches back to the system's theme, so the system leads again", () => {
    start();
    const toggle = addToggle();
    toggle.click();
    toggle.click();
    expect(theme()).toBe("light");
    expect(storedChoice()).toBeNull();
    system.change(true);
    expect(theme()).toBe("dark");
  });

  it("shows a choice made in another tab once this tab is seen again", () => {
    start();
    storeChoice("dark");
    expect(theme()).toBe("light");
    Object.defineProperty(page, "visibilityState", { configurable: true, value: "visible" });
    page.dispatchEvent(new Event("visibilitychange"));
    expect(theme()).toBe("dark");
  });

  it("marks every toggle pressed while the dark theme shows, toggles added later included", async () => {
    start();
    const first = addToggle();
    await mutationsReported();
    expect(first?.getAttribute("aria-pressed")).toBe("false");
    first.click();
    const later = addToggle();
    await mutationsReported();
    expect(first?.getAttribute("aria-pressed")).toBe("true");
    expect(later?.getAttribute("aria-pressed")).toBe("true");
  });

  it("tells the island boot the press is handled, so it is not pressed again", () => {
    start();
    const toggle = addToggle();
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    toggle.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
  });

  it("gives the browser's bar the owner's colour in the light theme and another in the dark", () => {
    start();
    const themeColor = page.querySelector('meta[name="theme-color"]');
    expect(themeColor?.getAttribute("content")).toBe("#0e1726");
    addToggle().click();
    expect(themeColor?.getAttribute("content")).not.toBe("#0e1726");
    page.querySelector<HTMLButtonElement>(`[${themeToggleAttribute}]`)?.click();
    expect(themeColor?.getAttribute("content")).toBe("#0e1726");
  });

  it("still switches when cookies are refused, for the page at hand", () => {
    startColorTheme({ page, jar: refusingCookieJar, media: () => system as unknown as MediaQueryList });
    addToggle().click();
    expect(theme()).toBe("dark");
  });
});
