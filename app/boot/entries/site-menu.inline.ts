import { startSiteMenu } from "~/components/site-menu";

const menu = document.currentScript?.parentElement?.querySelector<HTMLElement>("[popover]");
if (menu) startSiteMenu(menu);
