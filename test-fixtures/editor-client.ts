import { readFileSync } from "node:fs";
import path from "node:path";
import { studiesFolder } from "../pipeline/content/load-content.ts";
import { toEditor } from "../tools/editor/documents.ts";

// The editor's server driven as Decap CMS drives it (POST api/v1 { action, params }), for tests without a browser.

/** The headers Decap's own page sends with a change, as Chromium sends them. */
export const fromEditorPage = (editorUrl: string): Record<string, string> => ({
  "content-type": "application/json; charset=utf-8",
  origin: new URL(editorUrl).origin,
  "sec-fetch-site": "same-origin",
});

export type EditorAnswer = { status: number; body: Record<string, unknown> };

export async function postToEditor(
  editorUrl: string,
  body: string,
  headers = fromEditorPage(editorUrl),
  address = "api/v1",
): Promise<EditorAnswer> {
  const response = await fetch(new URL(address, editorUrl), { method: "POST", headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const editorAction = (editorUrl: string, action: string, params: object): Promise<EditorAnswer> =>
  postToEditor(editorUrl, JSON.stringify({ action, params }));

/** The tests' own study, laid out by hand (test-fixtures/study-document.md); its screens are these two files. */
export const fixtureStudy = {
  text: readFileSync(path.join(import.meta.dirname, "study-document.md"), "utf8"),
  screens: ["wallet-home.png", "wallet-send.png"],
};

export type NewStudy = {
  address: string;
  title: string;
  order: number;
  screens: Record<string, Buffer>;
  edit?: (form: Record<string, unknown>) => void;
};

/** Publishes a new study as Decap does on Publish: the form as JSON and its uploads in one request. */
export function createStudyInEditor(editorUrl: string, study: NewStudy): Promise<EditorAnswer> {
  const folder = `${studiesFolder}/${study.address}`;
  const file = `${folder}/index.md`;
  const form = { ...toEditor(file, fixtureStudy.text), address: study.address, title: study.title, order: study.order };
  study.edit?.(form);
  return editorAction(editorUrl, "persistEntry", {
    branch: "main",
    dataFiles: [{ path: file, slug: study.address, raw: JSON.stringify(form) }],
    assets: Object.entries(study.screens).map(([name, bytes]) => ({
      path: `${folder}/${name}`,
      content: bytes.toString("base64"),
      encoding: "base64",
    })),
    options: { newEntry: true, collectionName: "studies", commitMessage: `Create Case study “${study.address}”` },
    cmsLabelPrefix: "",
  });
}
