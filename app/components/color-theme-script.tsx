import colorThemeScript from "~/lib/color-theme.inline.ts?inline-script";
import { InlineScript } from "./inline-script";

/** In every page's head, after the stylesheet: marks <html> with the theme before the first paint (app/lib/color-theme.ts). */
export function ColorThemeScript() {
  return <InlineScript code={colorThemeScript} />;
}
