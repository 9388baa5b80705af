import { startColorTheme } from "~/lib/color-theme";

startColorTheme();
