import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot, studiesFolder } from "../../pipeline/content/load-content.ts";
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

async function action(name: string, params: object) {
  const response = await fetch(new URL("/api/v1", editor.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: name, params }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

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
      const check = (await (await fetch(new URL("/api/check", editor.url))).json()) as { problems: string[] };
      expect(check.problems).toContain(`${file}:11: brandColor: is too light for white text (WCAG AA needs 4.5:1)`);
    },
  );
});
