import runtimeUrl from "virtual:islands-runtime";
import webFonts from "virtual:web-fonts";
import head from "./entries/head.inline.ts?inline-script";
import islands from "./entries/islands.inline.ts?inline-script";
import notFound from "./entries/not-found.inline.ts?inline-script";
import passwordPrompt from "./entries/password-prompt.inline.ts?inline-script";
import protectedPage from "./entries/protected.inline.ts?inline-script";
import siteMenu from "./entries/site-menu.inline.ts?inline-script";
import typingWord from "./entries/typing-word.inline.ts?inline-script";
import {
  basePathAttribute,
  holdsAppAttribute,
  islandsRuntimeAttribute,
  markOf,
  webFontsListAttribute,
} from "./contract";
import { InlineScript } from "./inline-script";

// Every script a page runs before, or instead of, the app: app/boot/README.md says which page has which.

/**
 * In <head>, after the stylesheet, blocking: <html> carries the theme before the first paint (app/lib/color-theme.ts),
 * and the web fonts are added after it, or before it once this browser has them (web-fonts.ts).
 */
export function HeadScript() {
  return <InlineScript code={head} attributes={{ [webFontsListAttribute]: JSON.stringify(webFonts) }} />;
}

export function IslandsScript() {
  return <InlineScript code={islands} attributes={{ [islandsRuntimeAttribute]: runtimeUrl }} />;
}

/** Right after the hero's heading, so the word is already parsed. */
export function TypingWordScript() {
  return <InlineScript code={typingWord} />;
}

export function PasswordPromptScript() {
  return <InlineScript code={passwordPrompt} />;
}

/** In the bar, after its menu: names the menu button's state, closes the menu on a choice. */
export function SiteMenuScript() {
  return <InlineScript code={siteMenu} />;
}

export function ProtectedPageScript() {
  return <InlineScript code={protectedPage} attributes={markOf(holdsAppAttribute)} />;
}

export function NotFoundScript() {
  return <InlineScript code={notFound} attributes={{ [basePathAttribute]: import.meta.env.BASE_URL }} />;
}
