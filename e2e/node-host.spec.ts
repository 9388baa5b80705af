import { existsSync, statSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Database from "libsql";
import { linkFragment } from "../app/lib/vault/link-fragment";
import { access } from "../content/public";
import { buildLayout } from "../site/build-layout";
import { serverEntryArgs } from "../site/server-entry";
import { readViewsSettings } from "../views/build/settings";
import { startWebhook, type Webhook } from "../test-fixtures/webhook";
import { ownersMachine, productionCopy, type ProjectCopy } from "./fixture-site";
import { expect } from "./fixtures";
import { startLocalServer, type LocalServer } from "./local-server";
import { basePath, ownerName, ownerRecipients, test } from "./owner-site";

// The owner's copy, built with the full install as a Node host's build command does, then served from an install of
// `dependencies` alone, as the host's start command runs it (docs/publishing.md#node-hosts).

const reportsPath = `${basePath}views`;
const ready = /Portfolio ready on (http:\/\/localhost:\d+)/;

let host: ProjectCopy;
/** The host's persistent disk: a folder the server has to make. */
let disk: string;
let viewsFile: string;
let notes: Webhook;
let tokens = new Map<string, string>();

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ ownerSite }) => {
  host = await productionCopy(ownerSite.root);
  disk = await mkdtemp(path.join(os.tmpdir(), "portfolio-disk-"));
  viewsFile = path.join(disk, "portfolio", "views.sqlite");
  notes = await startWebhook();
  const settings = readViewsSettings(buildLayout(path.join(host.root, "build")));
  tokens = new Map([...(settings?.tokens ?? [])].map(([token, label]) => [label, token]));
});

test.afterAll(async () => {
  notes?.close();
  await host?.remove();
  await rm(disk, { recursive: true, force: true });
});

const hostEnv = () => ({
  ...ownersMachine(),
  PORT: "0",
  BASE_PATH: basePath,
  PORTFOLIO_VIEWS_DB: viewsFile,
  PORTFOLIO_NOTIFY_URL: notes.url,
});

/** `npm run serve`, or the command it runs, which the recipes give hosts as their start command. */
function serve(command: "npm run serve" | "node"): Promise<LocalServer> {
  const [program, args] = command === "node" ? [process.execPath, serverEntryArgs] : ["npm", ["run", "serve"]];
  return startLocalServer(program, args, { cwd: host.root, env: hostEnv(), address: ready });
}

function report(origin: string, label: string, visibleMs: number) {
  return fetch(`${origin}${reportsPath}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: origin, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ token: tokens.get(label), page: "/projects", visit: crypto.randomUUID(), visibleMs }),
  }).then(
    (response) => response.status,
    () => 0,
  );
}

function stored<Row>(query: string): Row[] {
  const database = new Database(viewsFile, { readonly: true });
  try {
    return database.prepare(query).all() as Row[];
  } finally {
    database.close();
  }
}

const firstOpenNotes = (label: string) =>
  notes.caught.filter((note) => note.body.startsWith(`${label} opened your portfolio for the first time`));

test("a production install serves the site, takes a recipient's views into PORTFOLIO_VIEWS_DB and tells the owner", async ({
  page,
  browser,
}) => {
  // Only what the server runs: every development package, React's and the build's tools among them, is absent.
  const manifest = JSON.parse(await readFile(path.join(host.root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const installed = (name: string) => existsSync(path.join(host.root, "node_modules", name, "package.json"));
  expect(Object.keys(manifest.dependencies).filter((name) => !installed(name))).toEqual([]);
  expect(Object.keys(manifest.devDependencies).filter(installed)).toEqual([]);

  const server = await serve("npm run serve");
  try {
    // What the owner reads in the host's log: the notes' host, never the rest of their address.
    await expect.poll(server.printed).toContain(`Views: on, stored in ${viewsFile}.`);
    expect(server.printed()).toContain(`Passwords: ${Object.keys(ownerRecipients).length} recipients`);
    expect(server.printed()).toContain(`Notes: on, to ${new URL(notes.url).host}, `);
    expect(server.printed()).not.toContain(new URL(notes.url).pathname);

    await page.goto(`${server.address}${basePath}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(ownerName);

    await page.goto(`${server.address}${basePath}projects`);
    await page.getByPlaceholder(access.placeholder).fill(ownerRecipients.everyone.password);
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("main").getByRole("listitem").getByRole("link").first()).toBeVisible();

    // A recipient's link: the grid opens without the gate, and its report is on the disk once answered.
    const { label, password } = ownerRecipients.named;
    const recipient = await browser.newPage();
    const reported = recipient.waitForRequest((request) => new URL(request.url()).pathname === reportsPath);
    await recipient.goto(`${server.address}${basePath}projects${linkFragment(password)}`);
    await expect(recipient.getByRole("main").getByRole("listitem").getByRole("link").first()).toBeVisible();
    expect((await (await reported).response())?.status()).toBe(204);
    await recipient.close();
    expect(stored<{ recipient: string }>("SELECT recipient FROM views")).toContainEqual({ recipient: label });
    expect(statSync(viewsFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(viewsFile)).mode & 0o777).toBe(0o700);
    await expect.poll(() => firstOpenNotes(label).length).toBe(1);
  } finally {
    server.stop();
    await server.exited;
  }
});

test("a restart, as each deploy makes, sends no second note about the same recipient", async () => {
  const { named, limited } = ownerRecipients;
  expect(firstOpenNotes(named.label)).toHaveLength(1);
  const server = await serve("npm run serve");
  try {
    expect(await report(server.address, named.label, 1_000)).toBe(204);
    // Notes go in the order their reports came: once the next recipient's has gone, none was coming before it.
    expect(await report(server.address, limited.label, 1_000)).toBe(204);
    await expect.poll(() => firstOpenNotes(limited.label).length).toBe(1);
    expect(firstOpenNotes(named.label)).toHaveLength(1);
  } finally {
    server.stop();
    await server.exited;
  }
});

test("a SIGTERM during a burst of reports loses none that got a 204, and the server exits with 0", async () => {
  const server = await serve("node");
  const label = ownerRecipients.limited.label;
  const acknowledged: number[] = [];
  let signalled = false;
  // Four at a time, so reports are under way when the signal lands; the rest meet a server that is stopping.
  for (let start = 0; start < 40; start += 4) {
    await Promise.all(
      [0, 1, 2, 3].map(async (offset) => {
        const visibleMs = 900_000 + start + offset;
        if ((await report(server.address, label, visibleMs)) === 204) acknowledged.push(visibleMs);
        if (acknowledged.length >= 12 && !signalled) {
          signalled = true;
          server.signal("SIGTERM");
        }
      }),
    );
  }
  expect(signalled).toBe(true);
  expect(await server.exited).toBe(0);
  expect(server.printed()).toMatch(/SIGTERM: .*\n(.*\n)*Stopped\.\n/);
  const kept = stored<{ visible_ms: number }>("SELECT visible_ms FROM views WHERE visible_ms >= 900000");
  expect(kept.map((row) => row.visible_ms)).toEqual(expect.arrayContaining(acknowledged));
});
