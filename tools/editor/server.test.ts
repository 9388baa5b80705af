import { readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetContent, loadContent, studiesFolder } from "../../pipeline/content/load-content.ts";
import {
  copyContent,
  frontMatterLine,
  orderAfterAll,
  studyDocument,
  type ContentCopy,
} from "../../test-fixtures/content-copy.ts";
import {
  createStudyInEditor,
  editorAction,
  fixtureStudy,
  fromEditorPage as editorPageHeaders,
  postToEditor,
} from "../../test-fixtures/editor-client.ts";
import { formFieldAt } from "./editor-config.ts";
import { missingKeyMessage } from "./request-guard.ts";
import { startEditor, type EditorServer } from "./server.ts";

type Form = Record<string, unknown>;

// The editor's server on a copy of content/, driven as Decap CMS drives it: POST /api/v1 { action, params }.
let copy: ContentCopy;
let root: string;
let editor: EditorServer;
let study: string;

beforeAll(async () => {
  copy = await copyContent("editor-");
  root = copy.root;
  editor = await startEditor({ root, port: 0, bundle: root });
  [study = ""] = loadContent(root).projectIds;
});
afterAll(async () => {
  await editor.close();
  await copy.remove();
});

const fromEditorPage = () => editorPageHeaders(editor.url);
const post = (body: string, headers?: Record<string, string>, address?: string) =>
  postToEditor(editor.url, body, headers, address);
const action = (name: string, params: object) => editorAction(editor.url, name, params);

const upload = (file: string, bytes: Buffer) =>
  action("persistMedia", { asset: { path: file, content: bytes.toString("base64"), encoding: "base64" } });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
const screens = async () =>
  Object.fromEntries(await Promise.all(fixtureStudy.screens.map(async (name) => [name, await png(390, 844)] as const)));

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
    const file = `${studiesFolder}/${study}/new-screen.png`;
    const { status } = await upload(file, await png(390, 844));
    expect(status).toBe(200);
    expect(existsSync(path.join(root, file))).toBe(true);
  });

  it("refuses a file that is not an image, saying so", async () => {
    const { status, body } = await upload(`${studiesFolder}/${study}/notes.png`, Buffer.from("meeting notes"));
    expect(status).toBe(422);
    expect(body.error).toBe("notes.png is not an image: upload a WebP, PNG, JPEG, AVIF or SVG file.");
  });

  it("refuses an image over 8000 px on a side, and a file over 10 MB", async () => {
    const wide = await upload(`${studiesFolder}/${study}/wide.png`, await png(9000, 10));
    expect(wide.body.error).toMatch(/is 9000 × 10 px: a screen may be at most 8000 px on its longest side/);
    const huge = await upload(`${studiesFolder}/${study}/huge.png`, Buffer.alloc(11 * 1024 * 1024));
    expect(huge.body.error).toMatch(/huge\.png is 11\.0 MB: a screen may be at most 10\.0 MB/);
    expect(existsSync(path.join(root, studiesFolder, study, "huge.png"))).toBe(false);
  });

  it(
    "saves a change the schema refuses, and the check names it by the form's labels, with its file and line",
    { timeout: 60_000 },
    async () => {
      const file = studyDocument(study);
      const before = await readFile(path.join(root, file), "utf8");
      const { body: entry } = await action("getEntry", { path: file });
      const data = JSON.parse(String(entry.data)) as Record<string, unknown>;
      const { status } = await action("persistEntry", {
        dataFiles: [{ path: file, raw: JSON.stringify({ ...data, brandColor: "#ffffff" }) }],
        assets: [],
      });
      expect(status).toBe(200);
      expect(await readFile(path.join(root, file), "utf8")).toContain('brandColor: "#ffffff"');
      const check = (await (await fetch(new URL("api/check", editor.url))).json()) as { problems: string[] };
      const line = await frontMatterLine(path.join(root, file), ["brandColor"]);
      expect(check.problems).toContain(
        `Case study ${study} → ${formFieldAt(file, ["brandColor"]).label}: is too light for white text (WCAG AA needs 4.5:1) (${study}/index.md, line ${line})`,
      );
      await writeFile(path.join(root, file), before);
    },
  );

  it(
    "asks for new words when a study's cover is replaced, then removes the file it replaced",
    { timeout: 60_000 },
    async () => {
      const file = studyDocument(study);
      const before = await readFile(path.join(root, file), "utf8");
      const data = JSON.parse(String((await action("getEntry", { path: file })).body.data)) as Form;
      const card = data.card as Form & { cover: { file: string; alt: string } };
      const old = card.cover.file;
      const replacement = `${studiesFolder}/${study}/replaced-cover.png`;
      const asset = { path: replacement, content: (await png(800, 600)).toString("base64"), encoding: "base64" };
      const save = (alt: string) =>
        action("persistEntry", {
          dataFiles: [
            {
              path: file,
              raw: JSON.stringify({ ...data, card: { ...card, cover: { file: "replaced-cover.png", alt } } }),
            },
          ],
          assets: [asset],
        });
      const labels = [["card"], ["card", "cover"], ["card", "cover", "alt"]].map((at) => formFieldAt(file, at).label);

      const kept = await save(card.cover.alt);
      expect(kept.status).toBe(422);
      expect(kept.body.error).toBe(
        `Not saved: a new picture needs words of its own. Describe it anew: ${labels.join(" → ")}.`,
      );
      expect(await readFile(path.join(root, file), "utf8")).toBe(before);
      expect(existsSync(path.join(root, replacement))).toBe(false);

      expect((await save("The new cover, described anew")).status).toBe(200);
      expect(existsSync(path.join(root, replacement))).toBe(true);
      expect(existsSync(path.join(root, studiesFolder, study, old))).toBe(false);
      forgetContent();
      expect(loadContent(root).cards.find((one) => one.id === study)?.image.alt).toBe("The new cover, described anew");
    },
  );

  it("asks for new words when new bytes replace a picture under its own name", { timeout: 60_000 }, async () => {
    const file = studyDocument(study);
    const { body } = await action("getEntry", { path: file });
    const data = JSON.parse(String(body.data)) as Form;
    const cover = (data.card as Form & { cover: { file: string } }).cover.file;
    const overwrite = { path: `${studiesFolder}/${study}/${cover}`, content: (await png(640, 480)).toString("base64") };
    const { status, body: refusal } = await action("persistEntry", {
      dataFiles: [{ path: file, raw: JSON.stringify(data) }],
      assets: [overwrite],
    });
    expect(status).toBe(422);
    const labels = [["card"], ["card", "cover"], ["card", "cover", "alt"]].map((at) => formFieldAt(file, at).label);
    expect(refusal.error).toBe(
      `Not saved: a new picture needs words of its own. Describe it anew: ${labels.join(" → ")}.`,
    );
  });

  it(
    "creates a study at the address the form names, with the screens uploaded in it",
    { timeout: 60_000 },
    async () => {
      const address = "harbour";
      const { status } = await createStudyInEditor(editor.url, {
        address,
        title: "Harbour Wallet",
        order: orderAfterAll(root),
        screens: await screens(),
      });
      expect(status).toBe(200);
      forgetContent();
      const content = loadContent(root);
      expect(content.projectIds.at(-1)).toBe(address);
      expect(content.studies.get(address)?.title).toBe("Harbour Wallet");
      expect((await readdir(path.join(root, studiesFolder, address))).sort()).toEqual(
        ["index.md", ...fixtureStudy.screens].sort(),
      );
    },
  );

  it("answers that a document does not exist, as Decap asks before it creates a study", async () => {
    const file = studyDocument("no-such-study");
    expect(await action("getEntry", { path: file })).toEqual({
      status: 404,
      body: { error: `${file} does not exist` },
    });
  });

  it("refuses a study with a required field left empty, naming it by the form's labels", async () => {
    const { status, body } = await createStudyInEditor(editor.url, {
      address: "no-cover",
      title: "No cover",
      order: orderAfterAll(root),
      screens: await screens(),
      edit: (form) => {
        ((form.card as Record<string, unknown>).cover as Record<string, unknown>).file = "";
      },
    });
    expect(status).toBe(422);
    const [card, cover, image] = [["card"], ["card", "cover"], ["card", "cover", "file"]].map(
      (at) => formFieldAt(studyDocument("no-cover"), at).label,
    );
    expect(body.error).toBe(`Not saved: fill in ${card} → ${cover} → ${image}.`);
    expect(existsSync(path.join(root, studiesFolder, "no-cover"))).toBe(false);
  });

  it("refuses a new study at an address another study has, and changes nothing", async () => {
    const file = path.join(root, studyDocument(study));
    const before = await readFile(file, "utf8");
    const { status, body } = await createStudyInEditor(editor.url, {
      address: study,
      title: "Another study",
      order: orderAfterAll(root),
      screens: await screens(),
    });
    expect(status).toBe(422);
    expect(body.error).toBe(`A study already has the address ${study} (/project/${study}): choose another`);
    expect(await readFile(file, "utf8")).toBe(before);
    expect(existsSync(path.join(root, studiesFolder, study, fixtureStudy.screens[0] ?? ""))).toBe(false);
  });

  it("refuses to move a study to another address, saying how to rename its folder", async () => {
    const file = studyDocument(study);
    const { body: entry } = await action("getEntry", { path: file });
    const data = JSON.parse(String(entry.data)) as Record<string, unknown>;
    expect(data.address).toBe(study);
    const { status, body } = await action("persistEntry", {
      dataFiles: [{ path: file, raw: JSON.stringify({ ...data, address: `${study}-moved` }) }],
      assets: [],
    });
    expect(status).toBe(422);
    expect(body.error).toMatch(new RegExp(`^The study's address stays ${study}: .* rename the folder`));
  });
});

describe("the editor's server, to any page but its own", () => {
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
    const file = "content/images/no-such-image.png";
    // The terminal gets the whole error, as for any failure the editor did not expect.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { status, body } = await action("getMediaFile", { path: file });
    expect(status).toBe(500);
    expect(body.error).toContain(`'${file}'`);
    expect(body.error).not.toContain(root);
  });
});
