import { layOutBeforeJumps } from "~/boot/section-layout";
import { loadWebFonts, type WebFont } from "~/boot/web-fonts";
import { startColorTheme } from "~/lib/color-theme";

// One script, so the cookie reader they share and the script's own cost come once before the first paint.
startColorTheme();
const listed: unknown = JSON.parse(document.currentScript?.getAttribute("data-fonts") ?? "[]");
const fonts = (Array.isArray(listed) ? listed : []).filter(
  (font): font is WebFont =>
    typeof font?.family === "string" && typeof font?.url === "string" && typeof font?.weight === "string",
);
loadWebFonts(fonts);
layOutBeforeJumps();
