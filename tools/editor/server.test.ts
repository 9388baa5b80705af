import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { repoRoot, studiesFolder } from "../../pipeline/content/load-content.ts";
import { missingKeyMessage } from "./request-guard.ts";
import { startEditor, type EditorServer } from "./server.ts";

// The editor's server on a copy of content/, driven as Decap CMS drives it: POST /api/v1 { action, params }.
let root: string;
let editor: EditorServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "editor-"));
  await cp(path.join(repoRoot, "content"), path.join(root, "content"), { recursive: true });
  editor = await startEditor({ root, port: 0, bundle: root });
});
afterAll(async () => {
  await editor.close();
  await rm(root, { recursive: true, force: true });
});

/** The headers Decap's own page sends with a change, as Chromium sends them. */
const fromEditorPage = () => ({
  "content-type": "application/json; charset=utf-8",
  origin: new URL(editor.url).origin,
  "sec-fetch-site": "same-origin",
});

async function post(body: string, headers: Record<string, string> = fromEditorPage(), address = "api/v1") {
  const response = await fetch(new URL(address, editor.url), { method: "POST", headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const action = (name: string, params: object) => post(JSON.stringify({ action: name, params }));

const upload = (file: string, bytes: Buffer) =>
  action("persistMedia", { asset: { path: file, content: bytes.toString("base64"), encoding: "base64" } });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

describe("the editor's server", () => {
  it.each(["content/../package.json", "/etc/passwd", "tools/edit.ts", "content/../../x.md"])(
    "refuses %s, outside content/",
    async (file) => {
      const { status, body } = await action("getEntry", { path: file });
      expect(status).toBe(422);
      expect(body.error).toMatch(/is outside content\/: the editor reads and writes only there/);
    },
  );

  it("answers only requests addressed to 127.0.0.1 or localhost", async () => {
    // A page on another site that resolves its own name to 127.0.0.1 sends its own name as the Host.
    const { port } = new URL(editor.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const sent = request(editor.url, { headers: { host: `attacker.example:${port}` } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      sent.on("error", reject).end();
    });
    expect(status).toBe(403);
  });

  it("puts an uploaded screen in the study's folder", async () => {
    const file = `${studiesFolder}/entelo/new-screen.png`;
    const { status } = await upload(file, await png(390, 844));
    expect(status).toBe(200);
    expect(existsSync(path.join(root, file))).toBe(true);
  });

  it("refuses a file that is not an image, saying so", async () => {
    const { status, body } = await upload(`${studiesFolder}/entelo/notes.png`, Buffer.from("meeting notes"));
    expect(status).toBe(422);
    expect(body.error).toBe("notes.png is not an image: upload a WebP, PNG, JPEG, AVIF or SVG file.");
  });

  it("refuses an image over 8000 px on a side, and a file over 10 MB", async () => {
    const wide = await upload(`${studiesFolder}/entelo/wide.png`, await png(9000, 10));
    expect(wide.body.error).toMatch(/is 9000 × 10 px: a screen may be at most 8000 px on its longest side/);
    const huge = await upload(`${studiesFolder}/entelo/huge.png`, Buffer.alloc(11 * 1024 * 1024));
    expect(huge.body.error).toMatch(/huge\.png is 11\.0 MB: a screen may be at most 10\.0 MB/);
    expect(existsSync(path.join(root, studiesFolder, "entelo/huge.png"))).toBe(false);
  });

  it(
    "saves a change the schema refuses, and the check names its file, line and field",
    { timeout: 60_000 },
    async () => {
      const file = `${studiesFolder}/entelo/index.md`;
      const { body: entry } = await action("getEntry", { path: file });
      const data = JSON.parse(String(entry.data)) as Record<string, unknown>;
      const { status } = await action("persistEntry", {
        dataFiles: [{ path: file, raw: JSON.stringify({ ...data, brandColor: "#ffffff" }) }],
        assets: [],
      });
      expect(status).toBe(200);
      expect(await readFile(path.join(root, file), "utf8")).toContain('brandColor: "#ffffff"');
      const check = (await (await fetch(new URL("api/check", editor.url))).json()) as { problems: string[] };
      expect(check.problems).toContain(`${file}:11: brandColor: is too light for white text (WCAG AA needs 4.5:1)`);
    },
  );
});

describe("the editor's server, to any page but its own", () => {
  /** An image of the copy's, which each refused request below asks to delete. */
  async function anImage() {
    const [name] = (await readdir(path.join(root, "content/images"))).filter((file) => /\.(png|webp)$/.test(file));
    if (!name) throw new Error("content/images/ holds no image");
    const file = `content/images/${name}`;
    return { file, exists: () => existsSync(path.join(root, file)) };
  }
  const deleting = (file: string) => JSON.stringify({ action: "deleteFile", params: { path: file } });

  it.each([
    ["another site's origin", { origin: "https://evil.example" }],
    ["another port's origin", { origin: "http://127.0.0.1:1" }],
    ["no origin", { origin: undefined }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["a same-site fetch from another origin", { "sec-fetch-site": "same-site" }],
  ])("refuses a change with %s, and deletes nothing", async (_, changed) => {
    const image = await anImage();
    const headers = Object.fromEntries(
      Object.entries({ ...fromEditorPage(), ...changed }).filter((entry): entry is [string, string] => !!entry[1]),
    );
    const { status, body } = await post(deleting(image.file), headers);
    expect(status).toBe(403);
    expect(body.error).toBe(`The editor saves only what its own page at ${new URL(editor.url).origin} sends.`);
    expect(image.exists()).toBe(true);
  });

  it("refuses a change sent as text/plain, which any site's form can send", async () => {
    const image = await anImage();
    const { status, body } = await post(deleting(image.file), { ...fromEditorPage(), "content-type": "text/plain" });
    expect(status).toBe(415);
    expect(body.error).toBe("The editor takes changes only as JSON (application/json).");
    expect(image.exists()).toBe(true);
  });

  it.each([
    ["no key", (url: URL) => `${url.origin}/`],
    [
      "a wrong key of the same length",
      (url: URL) => url.href.replace(/[^/](?=\/$)/, (last) => (last === "A" ? "B" : "A")),
    ],
    ["a key cut short", (url: URL) => url.href.replace(/.\/$/, "/")],
  ])("answers nothing at an address with %s", async (_, address) => {
    const image = await anImage();
    const base = address(new URL(editor.url));
    expect(base).not.toBe(editor.url);
    for (const file of ["", "config.json", "api/check", "decap/decap-cms.js"]) {
      const response = await fetch(new URL(file, base));
      expect(response.status, file).toBe(403);
      expect(await response.text(), file).toBe(missingKeyMessage);
    }
    const response = await fetch(new URL("api/v1", base), {
      method: "POST",
      headers: fromEditorPage(),
      body: deleting(image.file),
    });
    expect(response.status).toBe(403);
    expect(image.exists()).toBe(true);
  });

  it("serves its page with a policy that runs only its own scripts and lets no site frame it", async () => {
    const policy = (await fetch(editor.url)).headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/(^|; )default-src 'none'(;|$)/);
    expect(policy).toMatch(/(^|; )script-src 'self' 'unsafe-eval'( 'sha256-[\w+/=]+')+(;|$)/);
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("knows no action named %s", async (name) => {
    const { status, body } = await action(name, {});
    expect(status).toBe(422);
    expect(body.error).toBe(`Unknown action ${name}`);
  });

  it("answers a body that is not JSON with 400, writing nothing", async () => {
    const image = await anImage();
    const { status, body } = await post(`${deleting(image.file)}}`);
    expect(status).toBe(400);
    expect(body.error).toBe("The request is not JSON");
    expect(image.exists()).toBe(true);
  });

  it("names files in its errors by their place in the working copy, not on this machine", async () => {
    const file = "content/private/case-studies/no-such-study/index.md";
    // The terminal gets the whole error, as for any failure the editor did not expect.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { status, body } = await action("getEntry", { path: file });
    expect(status).toBe(500);
    expect(body.error).toContain(`'${file}'`);
    expect(body.error).not.toContain(root);
  });
});
