import { startColorTheme } from "./color-theme";

startColorTheme();
