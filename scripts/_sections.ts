import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../e2e/chromium";
const [width = "1440", ...ids] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto("http://localhost:3111/", { waitUntil: "networkidle" });
for (const id of ids) {
  const el = page.locator(id).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await el.screenshot({ path: `test-results/screens/sec-${id.replace(/[^a-z]/g, "")}-${width}.png` });
}
await page.screenshot({ path: `test-results/screens/top-${width}.png` });
await browser.close();
