import { createHash } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { z } from "zod";
import { studiesFolder, studyFolders } from "../../pipeline/content/load-content.ts";
import { recipientsFile } from "../../pipeline/content/recipients-file.ts";
import { themeFile } from "../../pipeline/content/theme-file.ts";
import { checkContent } from "../content-check.ts";
import { DocumentError, fromEditor, isStudyDocument, toEditor } from "./documents.ts";
import { editorConfig, formOf } from "./editor-config.ts";
import { labelledProblem } from "./labelled-problems.ts";
import { editorPage } from "./page.ts";
import { isBundleFile } from "./decap-bundle.ts";
import { changeRefusal, isEditorHost, isEditorKey, missingKeyMessage, newEditorKey } from "./request-guard.ts";
import { missingFields } from "./required-fields.ts";
import { pictureChanges } from "./replaced-images.ts";
import { maxUploadBytes, uploadProblem } from "./uploads.ts";
import { studyPath } from "../../site/routes.ts";

class Refused extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

const documents = new Set([
  "content/site.yaml",
  "content/landing.yaml",
  "content/featured.yaml",
  "content/access.yaml",
  themeFile,
  recipientsFile,
]);
const isDocument = (file: string) => documents.has(file) || isStudyDocument(file);
const isImageName = (file: string) => /\.(webp|png|jpe?g|avif|svg)$/i.test(file);
/** Base64 grows a file by a third; a body past twice the limit is refused before it is read whole. */
const maxBodyBytes = maxUploadBytes * 2;

const fieldsSchema = z.record(z.string(), z.unknown());
/** Decap says whether a save creates the entry: a new study must not take an address another study has. */
const saveOptions = z.object({ newEntry: z.boolean().optional() }).optional().catch(undefined);
const proxyRequest = z.object({ action: z.string(), params: fieldsSchema.optional() });

function parseJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refused(`${what} is not JSON`, 400);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Refused(`${what} is not what Decap CMS sends`, 400);
  return parsed.data;
}

type Options = { root: string; port: number; bundle: string; host?: string };
export type EditorServer = { url: string; close: () => Promise<void> };

export async function startEditor({ root, port, bundle, host = "127.0.0.1" }: Options): Promise<EditorServer> {
  const contentRoot = realpathSync(path.join(root, "content"));
  const key = newEditorKey();
  /** The browser is told paths inside the working copy, never where it sits on this machine. */
  const rootPrefixes = [...new Set([root, realpathSync(root)])].map((folder) => path.join(folder, path.sep));
  const withoutRoot = (message: string) => rootPrefixes.reduce((text, prefix) => text.replaceAll(prefix, ""), message);
  let listening = port;

  function contentPath(file: unknown): string {
    if (typeof file !== "string" || file === "") throw new Refused("a file path is missing");
    const normal = path.posix.normalize(file.replaceAll("\\", "/"));
    if (!normal.startsWith("content/") || normal.split("/").includes("..")) {
      throw new Refused(`${file} is outside content/: the editor reads and writes only there`);
    }
    // A link inside content/ must not lead out of it either.
    let existing = path.join(root, normal);
    while (!existsSync(existing)) existing = path.dirname(existing);
    const real = realpathSync(existing);
    if (real !== contentRoot && !real.startsWith(contentRoot + path.sep)) {
      throw new Refused(`${file} is outside content/: the editor reads and writes only there`);
    }
    return normal;
  }

  const full = (file: string) => path.join(root, file);
  const digest = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

  async function entry(file: string) {
    // Decap asks for a new study's file to learn whether its address is free.
    if (!existsSync(full(file))) throw new Refused(`${file} does not exist`, 404);
    const text = await readFile(full(file), "utf8");
    try {
      return { data: JSON.stringify(toEditor(file, text)), file: { path: file, id: digest(text) } };
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      throw new Refused(`${file} cannot open in the editor until this is fixed in the file: ${error.message}`);
    }
  }

  async function listFiles(folder: string, extension: string, depth: number): Promise<string[]> {
    if (depth <= 0 || !existsSync(full(folder))) return [];
    const found = await readdir(full(folder), { withFileTypes: true });
    const nested = await Promise.all(
      found.map((item) => {
        const file = `${folder}/${item.name}`;
        if (item.isDirectory()) return listFiles(file, extension, depth - 1);
        return Promise.resolve(item.isFile() && file.endsWith(extension) ? [file] : []);
      }),
    );
    return nested.flat().sort();
  }

  async function mediaFile(file: string) {
    const bytes = await readFile(full(file));
    return {
      id: digest(bytes),
      content: bytes.toString("base64"),
      encoding: "base64",
      path: file,
      name: path.basename(file),
    };
  }

  type Asset = { path: string; content: string; encoding?: BufferEncoding };
  type Upload = { file: string; bytes: Buffer };
  /** Every upload is checked before anything is written, so a refused image leaves the save undone. */
  function checkedAssets(assets: Asset[] = []): Upload[] {
    return assets.map((asset) => {
      const file = contentPath(asset.path);
      const folder = path.posix.dirname(file);
      if (!folder.startsWith(`${studiesFolder}/`) && folder !== "content/images") {
        throw new Refused(`${file}: images go in a case study's folder or in content/images/`);
      }
      const bytes = Buffer.from(asset.content, asset.encoding ?? "base64");
      const problem = uploadProblem(path.posix.basename(file), bytes);
      if (problem) throw new Refused(problem);
      return { file, bytes };
    });
  }

  /** A replaced picture needs words of its own; the file it replaced goes, once no field names it. */
  async function replacedPictures(file: string, original: string, form: Record<string, unknown>, uploads: Upload[]) {
    if (!isStudyDocument(file)) return [];
    const folder = path.posix.dirname(file);
    const overwritten = await Promise.all(
      uploads.map(async ({ file: upload, bytes }) => {
        if (path.posix.dirname(upload) !== folder || !existsSync(full(upload))) return [];
        return digest(await readFile(full(upload))) === digest(bytes) ? [] : [path.posix.basename(upload)];
      }),
    );
    const { undescribed, unnamed } = pictureChanges(formOf(file), toEditor(file, original), form, overwritten.flat());
    if (undescribed.length > 0) {
      throw new Refused(
        `Not saved: a new picture needs words of its own. Describe it anew: ${undescribed.join("; ")}.`,
      );
    }
    return unnamed.map((name) => contentPath(`${folder}/${name}`));
  }

  async function write(file: string, content: Buffer | string) {
    await mkdir(path.dirname(full(file)), { recursive: true });
    await writeFile(full(file), content);
  }

  type Params = Record<string, unknown> & { path?: unknown };
  const actions: Record<string, (params: Params) => Promise<unknown>> = {
    info: async () => ({ repo: path.basename(root), publish_modes: ["simple"], type: "local_fs" }),
    entriesByFolder: async ({ folder, extension, depth }) => {
      const files = await listFiles(contentPath(folder), String(extension ?? ""), Number(depth ?? 1));
      // A study that cannot be read stays out of the list; the check below the editor names its problem.
      const entries = await Promise.all(files.filter(isDocument).map((file) => entry(file).catch(() => null)));
      return entries.filter((item) => item !== null);
    },
    entriesByFiles: async ({ files }) =>
      Promise.all((files as { path: string }[]).map((file) => entry(contentPath(file.path)))),
    getEntry: async ({ path: file }) => entry(contentPath(file)),
    persistEntry: async ({ entry: single, dataFiles, assets, options }) => {
      const files = (dataFiles ?? [single]) as { path: string; raw: string; newPath?: string }[];
      const images = checkedAssets(assets as Asset[]);
      const newEntry = saveOptions.parse(options)?.newEntry === true;
      const texts = await Promise.all(
        files.map(async (dataFile) => {
          const file = contentPath(dataFile.path);
          if (!isDocument(file)) throw new Refused(`${file} is not a content document the editor writes`);
          if (dataFile.newPath && dataFile.newPath !== dataFile.path) {
            throw new Refused("A study's folder is its address: rename the folder itself, then reload the editor");
          }
          const form = parseJson(dataFile.raw, fieldsSchema, file);
          const exists = existsSync(full(file));
          // Decap gives a new study whose address is taken the next free folder ("-1"); the owner chose the address.
          const address =
            typeof form.address === "string" ? form.address : path.posix.basename(path.posix.dirname(file));
          if (newEntry && (exists || (isStudyDocument(file) && existsSync(full(`${studiesFolder}/${address}`))))) {
            throw new Refused(`A study already has the address ${address} (${studyPath(address)}): choose another`);
          }
          const missing = missingFields(formOf(file), form);
          if (missing.length > 0) throw new Refused(`Not saved: fill in ${missing.join("; ")}.`);
          const original = exists ? await readFile(full(file), "utf8") : undefined;
          try {
            const stale = original === undefined ? [] : await replacedPictures(file, original, form, images);
            return { file, text: fromEditor(file, original, form), stale };
          } catch (error) {
            if (error instanceof DocumentError) throw new Refused(error.message);
            throw error;
          }
        }),
      );
      for (const image of images) await write(image.file, image.bytes);
      for (const { file, text } of texts) await write(file, text);
      for (const picture of texts.flatMap(({ stale }) => stale)) await remove(picture);
      return { message: "entry persisted" };
    },
    getMedia: async ({ mediaFolder }) => {
      const files = await listFiles(contentPath(mediaFolder), "", 1);
      return Promise.all(files.filter(isImageName).map(mediaFile));
    },
    getMediaFile: async ({ path: file }) => mediaFile(contentPath(file)),
    persistMedia: async ({ asset }) => {
      const [image] = checkedAssets([asset as Asset]);
      if (!image) throw new Refused("no image in the upload");
      await write(image.file, image.bytes);
      return mediaFile(image.file);
    },
    deleteFile: async ({ path: file }) => {
      await remove(contentPath(file));
      return { message: `deleted ${String(file)}` };
    },
    deleteFiles: async ({ paths }) => {
      for (const file of paths as string[]) await remove(contentPath(file));
      return { message: "deleted" };
    },
    getDeployPreview: async () => null,
  };

  async function remove(file: string) {
    if (!isImageName(file)) throw new Refused(`${file}: the editor deletes only images; delete documents by hand`);
    await unlink(full(file)).catch(() => undefined);
  }

  async function body(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBodyBytes) {
        throw new Refused(
          `The upload is larger than ${maxUploadBytes / 1024 / 1024} MB: export the image smaller`,
          413,
        );
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  const send = (
    response: ServerResponse,
    status: number,
    type: string,
    content: string | Buffer,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, {
      "content-type": type,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      // The key is in every address: no request may carry it to another site, nor another site read an answer.
      "referrer-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      ...headers,
    });
    response.end(content);
  };
  const json = (response: ServerResponse, status: number, value: unknown) =>
    send(response, status, "application/json; charset=utf-8", JSON.stringify(value));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // Only this machine's browser, by this address: another site cannot reach the server through DNS tricks.
    const hostHeader = request.headers.host ?? "";
    if (!isEditorHost(hostHeader, listening)) return send(response, 403, "text/plain", "");
    const url = new URL(request.url ?? "/", `http://${hostHeader}`);
    if (url.pathname === "/favicon.ico") return send(response, 204, "text/plain", "");
    // Every address starts with the key, Decap's bundle included: one rule, with no exception to reason about.
    const [, given = "", ...rest] = url.pathname.split("/");
    if (!isEditorKey(given, key)) return send(response, 403, "text/plain; charset=utf-8", missingKeyMessage);
    // The page names everything relative to its own address, which must end in the key's folder.
    if (rest.length === 0) return send(response, 308, "text/plain", "", { location: `/${key}/` });
    const route = `/${rest.join("/")}`;
    if (request.method === "POST" && route === "/api/v1") {
      const refusal = changeRefusal(request, `http://${hostHeader}`);
      if (refusal) return json(response, refusal.status, { error: refusal.message });
      const { action, params } = parseJson(await body(request), proxyRequest, "The request");
      const run = Object.hasOwn(actions, action) ? actions[action] : undefined;
      if (!run) return json(response, 422, { error: `Unknown action ${action}` });
      return json(response, 200, await run(params ?? {}));
    }
    if (request.method !== "GET") return send(response, 405, "text/plain", "");
    if (route === "/") {
      return send(response, 200, "text/html; charset=utf-8", editorPage.html, {
        "content-security-policy": editorPage.policy,
      });
    }
    if (route === "/config.json") return json(response, 200, editorConfig(studyFolders(root)));
    if (route === "/api/check") {
      const check = await checkContent(root);
      return json(response, 200, check.valid ? check : { ...check, problems: check.problems.map(labelledProblem) });
    }
    const name = path.posix.basename(route);
    if (route.startsWith("/decap/") && isBundleFile(name)) {
      const type = name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8";
      return send(response, 200, type, await readFile(path.join(bundle, name)));
    }
    return send(response, 404, "text/plain", "Not found");
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof Refused ? error.status : 500;
      const message = withoutRoot(error instanceof Error ? error.message : String(error));
      if (status === 500) console.error(error);
      if (!response.headersSent) json(response, status, { error: message });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  listening = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${listening}/${key}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
