import colorThemeScript from "~/lib/color-theme.inline.ts?inline-script";
import { InlineScript } from "./inline-script";

/** A blocking script in the head: <html> carries the theme before the first paint (app/lib/color-theme.ts). */
export function ColorThemeScript() {
  return <InlineScript code={colorThemeScript} />;
}
