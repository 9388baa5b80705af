import type { Page } from "@playwright/test";
import { expect, isPhone, test } from "./fixtures";

type RouteManifest = Record<string, { module: string; imports?: string[] }>;

/** The files a route needs beyond what the landing page already shares with it, from React Router's own manifest. */
async function codeOnlyFor(page: Page, routeId: string): Promise<string[]> {
  const routes = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: { routes: RouteManifest } }).__reactRouterManifest.routes,
  );
  const filesOf = (id: string) => [routes[id]?.module ?? "", ...(routes[id]?.imports ?? [])];
  const landing = new Set([...filesOf("root"), ...filesOf("routes/home")]);
  return filesOf(routeId).filter((file) => file && !landing.has(file));
}

function scriptsRequested(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.url().endsWith(".js"))
      scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("code splitting @desktop-only", () => {
  test("the landing page loads no case-study, grid or dialog code until asked", async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/", { waitUntil: "networkidle" });

    const caseStudyCode = await codeOnlyFor(page, "routes/project");
    const gridCode = await codeOnlyFor(page, "routes/projects");
    expect(caseStudyCode.length).toBeGreaterThan(0);
    expect(gridCode.length).toBeGreaterThan(0);
    expect([...scripts].filter((file) => caseStudyCode.includes(file) || gridCode.includes(file))).toEqual([]);
    expect([...scripts].some((file) => /mermaid|sonner/.test(file))).toBe(false);

    // Opening the prompt fetches the dialog's code; typing the password fetches the pages behind it.
    const beforePrompt = new Set(scripts);
    if (isPhone(page)) await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Work" }).click();
    const dialog = page.getByRole("dialog", { name: "Protected Content" });
    await expect(dialog).toBeVisible();
    expect([...scripts].filter((file) => !beforePrompt.has(file)).length).toBeGreaterThan(0);

    await dialog.getByLabel("Password").pressSequentially("a");
    await expect.poll(() => gridCode.every((file) => scripts.has(file))).toBe(true);
    await expect.poll(() => caseStudyCode.every((file) => scripts.has(file))).toBe(true);
  });
});

test("the first screen's stylesheet and fonts load ahead of the scripts @desktop-only", async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities: { type: string; priority: string; url: string }[] = [];
  cdp.on("Network.requestWillBeSent", (event) =>
    priorities.push({ type: event.type ?? "", priority: event.request.initialPriority, url: event.request.url }),
  );
  await page.goto("/", { waitUntil: "networkidle" });
  const of = (type: string) => priorities.filter((request) => request.type === type);
  expect(of("Stylesheet").map((request) => request.priority)).toEqual(["VeryHigh"]);
  expect(of("Font").length).toBeGreaterThan(0);
  expect(of("Font").every((request) => request.priority === "High")).toBe(true);
  const eagerScripts = of("Script").filter((request) => request.priority !== "Low");
  expect(eagerScripts.map((request) => request.url)).toEqual([]);
});

test("scripts and pages arrive precompressed with brotli, and with gzip for older clients @desktop-only", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0] ?? "";
  expect(script).not.toBe("");
  for (const [accepted, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ] as const) {
    for (const path of ["/", script]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": accepted } });
      expect(response.headers()["content-encoding"], `${path} for ${accepted}`).toBe(encoding);
      expect(response.headers()["vary"]).toContain("Accept-Encoding");
    }
  }
});
