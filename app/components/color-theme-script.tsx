import colorThemeScript from "~/lib/color-theme.inline.ts?inline-script";
import { InlineScript } from "./inline-script";

/** After the stylesheet, so the theme is set before the first paint. */
export function ColorThemeScript() {
  return <InlineScript code={colorThemeScript} />;
}
