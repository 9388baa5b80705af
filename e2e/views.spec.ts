import { spawnSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import Database from "libsql";
import { linkFragment } from "../app/lib/vault/link-fragment";
import { access } from "../content/public";
import { buildLayout, clientDir } from "../site/build-layout";
import { readViewsSettings } from "../site/views-settings";
import { testRecipients } from "../test-fixtures/recipients";
import { accessPassword } from "./access";
import type { FixtureSite } from "./fixture-site";
import { axeViolations, expect } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { startNpmStartServer, type NpmStartServer } from "./npm-start";
import { added, basePath, test } from "./owner-site";

// Views are opt-in at build time: the suite's own build has them off, owner-site.ts's has PORTFOLIO_VIEWS=server.

const label = Object.entries(testRecipients).find(([, password]) => password === accessPassword)?.[0] ?? "";
const reportsPath = `${basePath}views`;

let views: FixtureSite;
let server: NpmStartServer;
const startServer = () => startNpmStartServer({ cwd: views.root, env: { BASE_PATH: basePath } });

test.describe.configure({ mode: "serial" });

let token = "";

test.beforeAll(async ({ ownerSite }) => {
  views = ownerSite;
  server = await startServer();
  // The one place a token is tied to its label: the settings the build wrote beside client/, never published.
  const tokens = readViewsSettings(buildLayout(path.join(views.root, "build")))?.tokens ?? new Map<string, string>();
  token = [...tokens].find(([, owner]) => owner === label)?.[0] ?? "";
  expect(token).not.toBe("");
});

test.afterAll(() => {
  server?.stop();
});

function viewsListing(): string {
  const run = spawnSync("npm", ["run", "--silent", "views"], { cwd: views.root, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

function readStore<Result>(read: (database: InstanceType<typeof Database>) => Result): Result {
  const database = new Database(path.join(views.root, ".data", "views.sqlite"), { readonly: true });
  try {
    return read(database);
  } finally {
    database.close();
  }
}

const storedCount = () =>
  readStore((database) => (database.prepare("SELECT count(*) AS n FROM views").get() as { n: number }).n);

async function reportingFiles(client: string): Promise<string[]> {
  const assets = path.join(client, "assets");
  const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
  const holding = await Promise.all(
    scripts.map(async (file) => ((await readFile(path.join(assets, file), "utf8")).includes("sendBeacon") ? file : "")),
  );
  return holding.filter(Boolean);
}

test("the gate says views are recorded, and an unlocked page's time reaches npm run views", async ({ page }) => {
  await page.goto(`${server.origin}${basePath}projects`);
  await expect(page.getByText(access.viewsNotice)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
  const firstCard = page.getByRole("main").getByRole("listitem").getByRole("link").first();
  await expect(firstCard).toBeVisible();
  const key = await page.evaluate(() => sessionStorage.getItem("portfolio-key") ?? "");
  const kek = (JSON.parse(key) as { k: string }).k;

  const sent = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === reportsPath &&
      (JSON.parse(request.postData() ?? "{}") as { visibleMs?: number }).visibleMs !== 0,
  );
  await firstCard.click();
  const request = await sent;
  expect((await request.response())?.status()).toBe(204);
  const body = request.postData() ?? "";
  expect(JSON.parse(body)).toMatchObject({ token, page: "/projects" });
  // Not even the label: only the server knows whose the token is.
  for (const secret of [accessPassword, kek, "#", label]) expect(body).not.toContain(secret);

  expect(viewsListing()).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +${label} +/projects +\\d+ s$`, "m"));
});

test("a visit reaches npm run views though the browser closes mid-read, after a full page load from the grid", async ({
  browser,
}) => {
  // A recipient whose line names them: their slot's record is the longest a build seals.
  const [named = "", password = ""] = Object.entries(testRecipients).find(([other]) => other === "named") ?? [];
  const row = (page: string) => new RegExp(`^\\S+ \\S+ +${named} +${page} +`, "m");
  // Closing a context runs no pagehide or visibilitychange handler, as a browser that quits or crashes; a beacon sent
  // as a tab closes races the browser's exit and lost six of seven here. So a visit is sent as its page shows.
  const context = await browser.newContext();
  const page = await context.newPage();
  // As on a slow phone, the app's code is still on its way when the recipient moves on from the grid's sealed preview.
  await holdScripts(page);
  await page.goto(`${server.origin}${basePath}projects${linkFragment(password)}`);
  await expect(page.getByRole("main").getByRole("listitem").getByRole("link").first()).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto(`${server.origin}${basePath}project/${added.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(added.title);
  await expect(page.getByRole("contentinfo")).toHaveText(access.viewsNotice);
  for (const section of await page.locator("main section[id]").all()) await section.scrollIntoViewIfNeeded();
  await context.close();

  await expect.poll(viewsListing).toMatch(row("/projects"));
  await expect.poll(viewsListing).toMatch(row(`/project/${added.id}`));
});

test("a recipient who opens a link, and so never sees the gate, reads the same sentence at the foot of the page", async ({
  page,
}) => {
  await page.goto(`${server.origin}${basePath}projects${linkFragment(accessPassword)}`);
  await expect(page.getByRole("main").getByRole("listitem").getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveText(access.viewsNotice);
  expect(await axeViolations(page)).toEqual([]);
});

const fromSite = () => ({
  "Content-Type": "text/plain;charset=UTF-8",
  Origin: server.origin,
  "Sec-Fetch-Site": "same-origin",
});

test("a report names no label, and gets the same answer whether its token is this build's or made up", async ({
  request,
}) => {
  const before = storedCount();
  const post = (body: unknown) =>
    request.post(`${server.origin}${reportsPath}`, { headers: fromSite(), data: JSON.stringify(body) });
  const report = { page: "/projects", visit: crypto.randomUUID(), visibleMs: 1_000 };
  const genuine = await post({ ...report, token });
  // A guess in the token's place, and a label, as a script guessing who was given access would send.
  const guessed = await post({
    ...report,
    visit: crypto.randomUUID(),
    token: token.replace(/^./, (first) => (first === "A" ? "B" : "A")),
  });
  const named = await post({ ...report, visit: crypto.randomUUID(), token: label });
  expect([genuine.status(), guessed.status()]).toEqual([204, 204]);
  expect(await guessed.text()).toBe(await genuine.text());
  expect(named.status()).toBe(400);
  expect(storedCount()).toBe(before + 1);
});

test("reports that are malformed, oversized, cross-origin or not the site's are refused and not stored", async ({
  request,
}) => {
  const before = storedCount();
  const report = JSON.stringify({ token, page: "/projects", visit: crypto.randomUUID(), visibleMs: 1_000 });
  const refused: [string, Promise<{ status: () => number; text: () => Promise<string> }>, number][] = [
    ["malformed", request.post(`${server.origin}${reportsPath}`, { headers: fromSite(), data: "{not json" }), 400],
    [
      "for a page this build does not have",
      request.post(`${server.origin}${reportsPath}`, {
        headers: fromSite(),
        data: JSON.stringify({ token, page: "/project/mallory", visit: crypto.randomUUID(), visibleMs: 1_000 }),
      }),
      400,
    ],
    [
      "oversized",
      request.post(`${server.origin}${reportsPath}`, { headers: fromSite(), data: report + " ".repeat(2_000) }),
      413,
    ],
    [
      "from another site's page",
      request.post(`${server.origin}${reportsPath}`, {
        headers: { ...fromSite(), Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        data: report,
      }),
      403,
    ],
    [
      "sent as JSON, which no page of the site sends",
      request.post(`${server.origin}${reportsPath}`, {
        headers: { ...fromSite(), "Content-Type": "application/json" },
        data: report,
      }),
      415,
    ],
    ["fetched", request.get(`${server.origin}${reportsPath}`), 405],
  ];
  for (const [what, response, status] of refused) {
    const answer = await response;
    expect(answer.status(), what).toBe(status);
    expect(await answer.text(), what).not.toMatch(/mallory|evil/);
  }
  expect(storedCount()).toBe(before);
});

test("a server killed in the middle of writing keeps every report it acknowledged, in a whole file", async () => {
  const reports = Array.from({ length: 40 }, (_, index) =>
    JSON.stringify({ token, page: "/projects", visit: crypto.randomUUID(), visibleMs: 700_000 + index }),
  );
  const acknowledged: number[] = [];
  let killed = false;
  const send = async (index: number) => {
    const response = await fetch(`${server.origin}${reportsPath}`, {
      method: "POST",
      headers: fromSite(),
      body: reports[index],
    }).catch(() => undefined);
    if (response?.status === 204) acknowledged.push(700_000 + index);
    if (acknowledged.length >= 10 && !killed) {
      killed = true;
      server.stop("SIGKILL");
    }
  };
  // Four at a time, so writes are under way when the kill lands.
  for (let start = 0; start < reports.length && !killed; start += 4) {
    await Promise.all([0, 1, 2, 3].map((offset) => send(start + offset)));
  }
  expect(killed).toBe(true);

  server = await startServer();
  readStore((database) => {
    expect(database.prepare("PRAGMA integrity_check").get()).toMatchObject({ integrity_check: "ok" });
    const stored = database
      .prepare("SELECT visible_ms FROM views WHERE visible_ms >= 700000")
      .all()
      .map((row) => (row as { visible_ms: number }).visible_ms);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
  });
  const after = await fetch(`${server.origin}${reportsPath}`, {
    method: "POST",
    headers: fromSite(),
    body: JSON.stringify({ token, page: "/projects", visit: crypto.randomUUID(), visibleMs: 1 }),
  });
  expect(after.status).toBe(204);
});

test("without PORTFOLIO_VIEWS the gate says nothing and no file of the build holds reporting code", async ({
  page,
}) => {
  await page.goto("/projects");
  await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();
  await expect(page.getByText(access.viewsNotice)).toHaveCount(0);
  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
  await expect(page.getByRole("main").getByRole("listitem").getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await reportingFiles(clientDir)).toEqual([]);
  // The check can fail: the views build has such a file, loaded only once unlocked.
  const [reporting = "", ...others] = await reportingFiles(views.clientDir);
  expect(reporting).not.toBe("");
  expect(others).toEqual([]);
  for (const html of ["index.html", "projects/index.html", "404.html"]) {
    expect(await readFile(path.join(views.clientDir, html), "utf8"), html).not.toContain(reporting);
  }
});
