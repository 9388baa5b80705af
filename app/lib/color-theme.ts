import { readPreference, writePreference, type CookieJar } from "./preference-cookie";

export type ColorTheme = "light" | "dark";

export const themeCookie = "portfolio-theme";
const aYearInSeconds = 365 * 24 * 60 * 60;
export const themeAttribute = "data-theme";
export const themeToggleAttribute = "data-theme-toggle";

const darkQuery = "(prefers-color-scheme: dark)";

export function shownTheme(root: Element = document.documentElement): ColorTheme {
  return root.getAttribute(themeAttribute) === "dark" ? "dark" : "light";
}

type ThemeEnvironment = {
  page: Document;
  jar: CookieJar;
  media: (query: string) => MediaQueryList;
};

const browser = (): ThemeEnvironment => ({
  page: document,
  jar: document,
  media: (query) => window.matchMedia(query),
});

/** Runs in every page's head, so toggles work from the first frame without the page's code. */
export function startColorTheme({ page, jar, media }: ThemeEnvironment = browser()): void {
  const root = page.documentElement;
  const system = media(darkQuery);
  const themeColor = page.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const ownerThemeColor = themeColor?.content;

  const systemTheme = (): ColorTheme => (system.matches ? "dark" : "light");
  const show = (theme: ColorTheme) => {
    root.setAttribute(themeAttribute, theme);
    // The owner's colour was chosen for the light page.
    if (themeColor && ownerThemeColor) {
      themeColor.content = theme === "dark" ? getComputedStyle(root).backgroundColor : ownerThemeColor;
    }
    markToggles();
  };
  const markToggles = () => {
    const pressed = String(shownTheme(root) === "dark");
    for (const toggle of page.querySelectorAll(`[${themeToggleAttribute}]`)) {
      if (toggle.getAttribute("aria-pressed") !== pressed) toggle.setAttribute("aria-pressed", pressed);
    }
  };
  const showPreferred = () => show(readChoice(jar) ?? systemTheme());

  showPreferred();
  system.addEventListener("change", showPreferred);
  // A choice made in another tab shows here once this tab is seen again.
  page.addEventListener("visibilitychange", () => page.visibilityState === "visible" && showPreferred());
  // Toggles parsed after this head script are marked once, not on every node the parser adds; later ones are
  // rendered by the app and the sealed preview.
  page.addEventListener("DOMContentLoaded", () => {
    markToggles();
    new MutationObserver(markToggles).observe(root, { childList: true, subtree: true });
  });
  page.addEventListener(
    "click",
    (event) => {
      const toggle = event.target instanceof Element ? event.target.closest(`[${themeToggleAttribute}]`) : null;
      if (!toggle) return;
      // Handled here: an island's boot must not press it again once the island has hydrated.
      event.preventDefault();
      const next: ColorTheme = shownTheme(root) === "dark" ? "light" : "dark";
      // A choice equal to the system's is not stored, so switching back follows the system again.
      writeChoice(jar, next === systemTheme() ? null : next);
      show(next);
    },
    { capture: true },
  );
}

function readChoice(jar: CookieJar): ColorTheme | null {
  const stored = readPreference(jar, themeCookie);
  return stored === "light" || stored === "dark" ? stored : null;
}

function writeChoice(jar: CookieJar, choice: ColorTheme | null): void {
  writePreference(jar, themeCookie, choice, aYearInSeconds);
}
