import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../test-fixtures/chromium.ts";

// For looking at what we build: `npm start`, then `tsx tools/screenshots.ts [baseUrl] [path...]`.
const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = [390, 768, 1440];
const outDir = "screenshots";

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length > 0 ? paths : ["/"]) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
    const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    console.log(`${outDir}/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
