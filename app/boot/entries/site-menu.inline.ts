import { startSiteMenu } from "~/components/site-menu";

// Rendered inside the bar, after its menu.
const menu = document.currentScript?.parentElement?.querySelector<HTMLElement>("[popover]");
if (menu) startSiteMenu(menu);
