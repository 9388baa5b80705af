export type ColorTheme = "light" | "dark";

export const themeStorageKey = "portfolio:color-theme";
export const themeAttribute = "data-theme";
export const themeToggleAttribute = "data-theme-toggle";

const darkQuery = "(prefers-color-scheme: dark)";

export function shownTheme(root: Element = document.documentElement): ColorTheme {
  return root.getAttribute(themeAttribute) === "dark" ? "dark" : "light";
}

type ThemeEnvironment = {
  page: Document;
  storage: () => Storage;
  media: (query: string) => MediaQueryList;
};

const browser = (): ThemeEnvironment => ({
  page: document,
  storage: () => window.localStorage,
  media: (query) => window.matchMedia(query),
});

/** Runs in every page's head, so toggles work from the first frame without the page's code. */
export function startColorTheme({ page, storage, media }: ThemeEnvironment = browser()): void {
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
  const showPreferred = () => show(readChoice(storage) ?? systemTheme());

  showPreferred();
  system.addEventListener("change", showPreferred);
  window.addEventListener("storage", (event) => event.key === themeStorageKey && showPreferred());
  // Toggles arrive later: parsed after this script, or rendered by the app and the sealed preview.
  new MutationObserver(markToggles).observe(root, { childList: true, subtree: true });
  page.addEventListener(
    "click",
    (event) => {
      const toggle = event.target instanceof Element ? event.target.closest(`[${themeToggleAttribute}]`) : null;
      if (!toggle) return;
      // Handled here: an island's boot must not press it again once the island has hydrated.
      event.preventDefault();
      const next: ColorTheme = shownTheme(root) === "dark" ? "light" : "dark";
      // A choice equal to the system's is not stored, so switching back follows the system again.
      writeChoice(storage, next === systemTheme() ? null : next);
      show(next);
    },
    { capture: true },
  );
}

function readChoice(storage: () => Storage): ColorTheme | null {
  try {
    const stored = storage().getItem(themeStorageKey);
    return stored === "light" || stored === "dark" ? stored : null;
  } catch {
    return null;
  }
}

function writeChoice(storage: () => Storage, choice: ColorTheme | null): void {
  try {
    if (choice) storage().setItem(themeStorageKey, choice);
    else storage().removeItem(themeStorageKey);
  } catch {
    // Blocked storage only means the choice lasts for this page.
  }
}
