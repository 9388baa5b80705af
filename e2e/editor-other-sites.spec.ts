import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { studiesFolder } from "../pipeline/content/load-content";
import { repoRoot } from "../site/repo-root";
import { listenOnLoopback } from "../test-fixtures/loopback";
import { toEditor } from "../tools/editor/documents";
import { startEditor, type EditorServer } from "../tools/editor/server";

// A page on another site, open while `npm run edit` runs, tries to change the owner's content through the editor in
// the ways any page can without its consent: a no-cors text/plain fetch, and a text/plain form whose name is JSON.
const port = Number(process.env.E2E_PORT ?? 4173);
const editorPort = port + 2;
const otherSitePort = port + 3;
let root: string;
let editor: EditorServer;
let otherSite: Server;

const inCopy = (file: string) => path.join(root, file);
const siteFile = "content/site.yaml";

test.beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "editor-other-sites-"));
  await cp(path.join(repoRoot, "content"), inCopy("content"), { recursive: true });
  editor = await startEditor({ root, port: editorPort, bundle: root });
});

test.afterAll(async () => {
  await new Promise((resolve) => (otherSite ? otherSite.close(resolve) : resolve(undefined)));
  await editor?.close();
  await rm(root, { recursive: true, force: true });
});

/** What another site would change: an image deleted, one planted in a study, the owner's values, a new study. */
function changes() {
  const images = readdirSync(inCopy("content/images")).filter((name) => /\.(png|webp|jpe?g)$/.test(name));
  const [image] = images;
  const [study] = readdirSync(inCopy(studiesFolder));
  if (!image || !study) throw new Error("The copy's content has no image or no study");
  const site = readFileSync(inCopy(siteFile), "utf8");
  const values = toEditor(siteFile, site);
  const planted = `${studiesFolder}/${study}/planted${path.extname(image)}`;
  return {
    image: `content/images/${image}`,
    planted,
    site,
    newStudy: `${studiesFolder}/planted-study`,
    requests: [
      { action: "deleteFile", params: { path: `content/images/${image}` } },
      {
        action: "persistMedia",
        params: {
          asset: {
            path: planted,
            content: readFileSync(inCopy(`content/images/${image}`)).toString("base64"),
            encoding: "base64",
          },
        },
      },
      {
        action: "persistEntry",
        params: { dataFiles: [{ path: siteFile, raw: JSON.stringify({ ...values, email: "owner@evil.example" }) }] },
      },
      {
        action: "persistEntry",
        params: {
          dataFiles: [{ path: `${studiesFolder}/planted-study/index.md`, raw: JSON.stringify({ title: "Planted" }) }],
        },
      },
    ],
  };
}

const attribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The other site's page: every request as a fetch and as a form, each form posting into a frame of its own. */
function otherSitePage(targets: string[], requests: object[]): string {
  const sends = targets.flatMap((target) => requests.map((request) => ({ target, body: JSON.stringify(request) })));
  const forms = sends.map(({ target, body }, index) => {
    // text/plain sends "name=value": a name that is the JSON but its last quote and brace, and a value that closes
    // it, make a body the editor reads as JSON.
    const name = `${body.slice(0, -1)},"padding":"`;
    return `<iframe name="sink-${index}"></iframe>
<form method="post" enctype="text/plain" action="${attribute(target)}" target="sink-${index}">
<input name="${attribute(name)}" value='"}'></form>`;
  });
  const fetches = sends.map(
    ({ target, body }) =>
      `fetch(${JSON.stringify(target)}, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(body)} });`,
  );
  return `<!doctype html><html><body>${forms.join("\n")}
<script>${fetches.join("\n")} for (const form of document.forms) form.submit();</script></body></html>`;
}

test("a page on another site changes nothing through the editor, with its key or without", async ({ page }) => {
  const { image, planted, site, newStudy, requests } = changes();
  const keyed = new URL("api/v1", editor.url).href;
  const keyless = new URL("/api/v1", editor.url).href;
  const html = otherSitePage([keyless, keyed], requests);
  otherSite = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await listenOnLoopback(otherSite, { host: "localhost", port: otherSitePort });

  const expected = 2 * 2 * requests.length;
  let answered = 0;
  const count = (request: { url: () => string }) => {
    if (request.url().startsWith(new URL(editor.url).origin)) answered += 1;
  };
  page.on("requestfinished", count);
  page.on("requestfailed", count);
  // localhost and 127.0.0.1 are different sites to the browser.
  await page.goto(`http://localhost:${otherSitePort}/`);
  await expect.poll(() => answered, { message: "requests the editor answered" }).toBe(expected);

  expect.soft(existsSync(inCopy(image)), `${image} is still there`).toBe(true);
  expect.soft(existsSync(inCopy(planted)), `${planted} was not written`).toBe(false);
  expect.soft(readFileSync(inCopy(siteFile), "utf8"), `${siteFile} is unchanged`).toBe(site);
  expect.soft(existsSync(inCopy(newStudy)), `${newStudy} was not made`).toBe(false);
});
