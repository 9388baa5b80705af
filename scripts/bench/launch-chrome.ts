import { launch, type LaunchedChrome } from "chrome-launcher";
import { chromiumArgs, chromiumPath } from "../test-fixtures/chromium.ts";

/**
 * Debian's Chromium for Lighthouse, with the browser tests' offline flags on
 * top of chrome-launcher's own. `--no-sandbox` because the bench runs as root
 * in a container, where Chromium's sandbox cannot start.
 */
export function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumArgs, "--headless=new", "--no-sandbox"],
    logLevel: "silent",
  });
}
