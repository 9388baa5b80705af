import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Database from "libsql";
import { runNpm } from "../pipeline/node-commands";
import { linkFragment } from "../app/lib/vault/link-fragment";
import { access } from "../content/public";
import { buildLayout, clientDir } from "../site/build-layout";
import { gridPath } from "../site/routes";
import { readViewsSettings } from "../views/build/settings";
import { startWebhook, type Webhook } from "../test-fixtures/webhook";
import { accessPassword as testsPassword } from "./access";
import { ownersMachine, type FixtureSite } from "./fixture-site";
import { axeViolations, expect } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { startNpmStartServer, type NpmStartServer } from "./npm-start";
import { added, basePath, ownerRecipients, test } from "./owner-site";

// Views are opt-in at build time: the suite's own build has them off, owner-site.ts's has PORTFOLIO_VIEWS=server.

// The owner's recipients, from the copy's .env and recipients.yaml.
const { label, password: accessPassword } = ownerRecipients.everyone;
const reportsPath = `${basePath}views`;
/** What npm run views calls the grid: its heading, as content/access.yaml gives it. */
const gridTitle = `${access.portfolio.heading} (${gridPath})`;

let views: FixtureSite;
let server: NpmStartServer;
/** The owner's ntfy topic or webhook, where npm start posts a note as each recipient first opens the portfolio. */
let notes: Webhook;
const startServer = () =>
  startNpmStartServer({ cwd: views.root, env: { BASE_PATH: basePath, PORTFOLIO_NOTIFY_URL: notes.url } });

test.describe.configure({ mode: "serial" });

let token = "";

test.beforeAll(async ({ ownerSite }) => {
  views = ownerSite;
  notes = await startWebhook();
  server = await startServer();
  // The one place a token is tied to its label: the settings the build wrote beside client/, never published.
  const tokens = readViewsSettings(buildLayout(path.join(views.root, "build")))?.tokens ?? new Map<string, string>();
  token = [...tokens].find(([, owner]) => owner === label)?.[0] ?? "";
  expect(token).not.toBe("");
});

test.afterAll(() => {
  server?.stop();
  notes?.close();
});

/** npm run views in the owner's copy, with their password lines, which name recipients. */
function viewsListing(...options: string[]): string {
  const run = runNpm(["run", "--silent", "views", "--", ...options], { cwd: views.root, env: ownersMachine() });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** What npm run views says of one recipient: from the line that names them to the blank line after. */
function recipientPart(listing: string, recipient: string): string {
  const lines = listing.split("\n");
  const start = lines.findIndex((line) => line === recipient || line.startsWith(`${recipient} · `));
  if (start < 0) return "";
  const end = lines.indexOf("", start);
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

/** The sections npm run views lists under a page's line, by their labels, in its order. */
function sectionsUnder(part: string, title: string): string[] {
  const lines = part.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`  ${title} `));
  const below = lines.slice(start + 1);
  const end = below.findIndex((line) => !line.startsWith("    "));
  return below
    .slice(0, end < 0 ? undefined : end)
    .flatMap((line) => line.trim().split(" · "))
    .map((read) => read.replace(/ (\d+ min )?\d+ s$/, ""));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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

async function scriptsHolding(client: string, text = "sendBeacon"): Promise<string[]> {
  const assets = path.join(client, "assets");
  const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
  const holding = await Promise.all(
    scripts.map(async (file) => ((await readFile(path.join(assets, file), "utf8")).includes(text) ? file : "")),
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

  expect(recipientPart(viewsListing(), label)).toMatch(
    new RegExp(`^  ${escapeRegExp(gridTitle)} +\\d+ visits? +\\d+ s$`, "m"),
  );
});

test("a recipient reads a study section by section and closes the browser: npm run views, its chart and a note tell the owner", async ({
  browser,
}) => {
  // A recipient whose line names them: their slot's record is the longest a build seals.
  const { label: named, password, name } = ownerRecipients.named;
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

  // Section by section, each in the middle of the screen for a moment, as a reader stops on it.
  const sections = page.locator("main section[id]");
  const ids = await sections.evaluateAll((elements) => elements.map((element) => element.id));
  const reported = page.waitForRequest(
    (request) => {
      if (new URL(request.url()).pathname !== reportsPath) return false;
      const read = (JSON.parse(request.postData() ?? "{}") as { sections?: Record<string, number> }).sections ?? {};
      return ids.every((id) => (read[id] ?? 0) > 0);
    },
    { timeout: 45_000 },
  );
  for (const id of ids) {
    await page.locator(`main section[id="${id}"]`).evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(1_200);
  }
  // The next update carries them all; then the browser goes without a word.
  expect((await (await reported).response())?.status()).toBe(204);
  await context.close();

  // Each listing starts npm and Node: the one that shows the visit is the one read.
  let part = "";
  await expect
    .poll(() => (part = recipientPart(viewsListing(), named)))
    .toMatch(new RegExp(`^  ${escapeRegExp(added.title)} +1 visit +`, "m"));
  expect(part).toMatch(new RegExp(`^${named} · ${escapeRegExp(name)}\n  (Visited|First visit) `));
  expect(part).toMatch(new RegExp(`^  ${escapeRegExp(gridTitle)} +`, "m"));
  const labels = ids.map((id) => access.caseStudy.sections[id as keyof typeof access.caseStudy.sections].label);
  expect(sectionsUnder(part, added.title)).toEqual(labels);

  // The picture: the study and its sections drawn in the recipient's chart, in a page that fetches nothing.
  const dir = await mkdtemp(path.join(os.tmpdir(), "views-html-"));
  const file = path.join(dir, "views.html");
  try {
    expect(viewsListing("--recipient", named, "--html", file)).toContain(`Wrote ${file}`);
    const chartPage = await browser.newPage();
    await chartPage.goto(pathToFileURL(file).href);
    const chart = chartPage
      .getByRole("region", { name: named })
      .getByRole("img", { name: "Time on each page, and on each section of a study" });
    await expect(chart.locator("text", { hasText: added.title })).toBeVisible();
    for (const sectionLabel of labels) await expect(chart.getByText(sectionLabel, { exact: true })).toBeVisible();
    await chartPage.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // The owner's note, as the recipient first opened the portfolio, on the grid; its address never in the log.
  await expect
    .poll(() => notes.caught.map((note) => note.body))
    .toContainEqual(
      expect.stringMatching(new RegExp(`^${named} opened your portfolio for the first time: ${gridPath}, `)),
    );
  expect(server.log()).not.toContain(notes.url);
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
      "with the time of a section the page does not have",
      request.post(`${server.origin}${reportsPath}`, {
        headers: fromSite(),
        data: JSON.stringify({
          token,
          page: `/project/${added.id}`,
          visit: crypto.randomUUID(),
          visibleMs: 1_000,
          sections: { mallory: 500 },
        }),
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
  // This project's own build, with the tests' passwords.
  await page.getByPlaceholder(access.placeholder).fill(testsPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
  await expect(page.getByRole("main").getByRole("listitem").getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await scriptsHolding(clientDir)).toEqual([]);
  // Nor the sentence that would say so: every page's script would carry it for nothing.
  expect(await scriptsHolding(clientDir, access.viewsNotice)).toEqual([]);
  expect(await scriptsHolding(views.clientDir, access.viewsNotice)).not.toEqual([]);
  // The check can fail: the views build has such a file, loaded only once unlocked.
  const [reporting = "", ...others] = await scriptsHolding(views.clientDir);
  expect(reporting).not.toBe("");
  expect(others).toEqual([]);
  for (const html of ["index.html", "projects/index.html", "404.html"]) {
    expect(await readFile(path.join(views.clientDir, html), "utf8"), html).not.toContain(reporting);
  }
});
