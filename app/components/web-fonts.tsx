import webFontsScript from "~/lib/web-fonts.inline.ts?inline-script";
import type { WebFont } from "~/lib/web-fonts";
import frauncesUrl from "~/styles/fonts/fraunces.woff2?url";
import interUrl from "~/styles/fonts/inter.woff2?url";
import { InlineScript } from "./inline-script";

const webFonts: readonly WebFont[] = [
  { family: "Inter Variable", url: interUrl, weight: "400 600" },
  { family: "Fraunces Variable", url: frauncesUrl, weight: "500 600" },
];

export function WebFonts() {
  return <InlineScript code={webFontsScript} attributes={{ "data-fonts": JSON.stringify(webFonts) }} />;
}
