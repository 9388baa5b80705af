import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { proseText } from "../content/prose";
import { forgetContent, loadContent, repoRoot, studiesFolder } from "../pipeline/content/load-content";

// `npm run edit` as an owner uses it, on a copy of content/: change words through the forms, save, and read the
// files and what the content loader makes of them (docs/decisions/013-editing-in-the-browser.md).
// Decap loads every document before its first form, and the check reads every screen after each save.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const editorPort = Number(process.env.E2E_PORT ?? 4173) + 1;
let root: string;
let editor: ChildProcess;
let editorUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(path.join(tmpdir(), "editor-e2e-"));
  cpSync(path.join(repoRoot, "content"), path.join(root, "content"), { recursive: true });
  editor = spawn(process.execPath, ["--import", "tsx", "tools/edit.ts"], {
    cwd: repoRoot,
    env: { ...process.env, EDITOR_ROOT: root, EDITOR_PORT: String(editorPort) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  editorUrl = await new Promise<string>((resolve, reject) => {
    let printed = "";
    editor.stdout?.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const address = /The editor is at (http:\/\/\S+)/.exec(printed)?.[1];
      if (address) resolve(address);
    });
    editor.once("exit", (code) => reject(new Error(`npm run edit stopped (${code}):\n${printed}`)));
  });
});

test.afterAll(() => {
  editor.kill();
  rmSync(root, { recursive: true, force: true });
});

const original = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");
const saved = (file: string) => readFileSync(path.join(root, file), "utf8");
const changedLines = (file: string) => {
  const before = original(file).split("\n");
  return saved(file)
    .split("\n")
    .filter((line, index) => line !== before[index]);
};

async function openEditor(page: Page) {
  // Decap loads every document as it starts: a page already in the editor moves within it instead.
  if (page.url().startsWith(editorUrl)) {
    await page.evaluate(() => (location.hash = "#/"));
    await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible();
    return;
  }
  await page.goto(editorUrl);
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(page.getByRole("heading", { name: "Collections" }))).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved")).toBeVisible();
}

async function openStudy(page: Page, id: string) {
  const study = loadContent(root).studies.get(id);
  const order = readFileSync(path.join(root, studiesFolder, id, "index.md"), "utf8").match(/^order: (\d+)$/m)?.[1];
  await openEditor(page);
  await page.getByRole("link", { name: "Case studies" }).click();
  await page.getByText(`${order}. ${study?.title}`, { exact: true }).click();
}

const check = (page: Page) => page.getByRole("status", { name: "Content check" });

test("an owner changes a landing-page word and a case-study sentence, and the loader reads them", async ({ page }) => {
  const word = "Design Director";
  await openEditor(page);
  await page.getByRole("link", { name: "Site and landing page" }).click();
  await page.getByText("Landing page", { exact: true }).click();
  await page.getByLabel("Eyebrow").first().fill(word);
  await publish(page);
  expect(changedLines("content/landing.yaml")).toEqual([`  eyebrow: ${word}`]);
  await expect(check(page)).toContainText("The content is valid");

  const sentence = "Edited in the browser, this sentence now opens the section.";
  const studyFile = `${studiesFolder}/entelo/index.md`;
  await openStudy(page, "entelo");
  const learned = page.getByLabel("What I learned");
  await learned.fill((await learned.inputValue()).replace(/^[^.]+\./, sentence));
  await publish(page);
  const [changed, ...others] = changedLines(studyFile);
  expect(others).toEqual([]);
  expect(changed).toMatch(new RegExp(`^${sentence}`));

  forgetContent();
  const content = loadContent(root);
  expect(content.landing.hero.eyebrow).toBe(word);
  const study = content.studies.get("entelo");
  expect(study && proseText(study.learned)).toMatch(new RegExp(`^${sentence}`));
  await expect(check(page)).toContainText("The content is valid");
});

test("a save that breaks the schema is named under the editor, file, line and field", async ({ page }) => {
  const studyFile = `${studiesFolder}/entelo/index.md`;
  const before = saved(studyFile);
  await openStudy(page, "entelo");
  await page.getByLabel("Brand color").fill("#f0f0f0");
  await publish(page);
  await expect(check(page)).toContainText("The site will not build until this is fixed");
  await expect(check(page)).toContainText(`${studyFile}:11: brandColor: is too light for white text`);
  writeFileSync(path.join(root, studyFile), before);
});

test("an owner uploads a screen, and it lands in the study's folder", async ({ page }) => {
  const studyFile = `${studiesFolder}/entelo/index.md`;
  const before = saved(studyFile);
  const screen = await sharp({ create: { width: 390, height: 844, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  await openStudy(page, "entelo");
  // The study has no hero image yet: its image field is the first still empty.
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "hero-phone.png", mimeType: "image/png", buffer: screen });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);
  expect(readFileSync(path.join(root, studiesFolder, "entelo/hero-phone.png")).equals(screen)).toBe(true);
  expect(saved(studyFile)).toContain("heroImage:\n  file: hero-phone.png");
  writeFileSync(path.join(root, studyFile), before);
});

test("an upload that is not an image is refused with a message", async ({ page }) => {
  await openEditor(page);
  await page.getByRole("button", { name: "Media" }).click();
  await page.locator("input[type=file]").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("meeting notes, not a screen"),
  });
  await expect(page.getByText("notes.png is not an image: upload a WebP, PNG, JPEG, AVIF or SVG file.")).toBeVisible();
});

test("the published site holds no editor", async ({ request }) => {
  const client = path.join(repoRoot, "build/client");
  const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(10);
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    expect(entry.name, file).not.toMatch(/decap/i);
    if (/\.(html|js|json|txt|xml)$/.test(entry.name)) {
      const text = readFileSync(file, "utf8");
      expect(text.includes("CMS_MANUAL_INIT") || text.includes("decap-cms"), file).toBe(false);
    }
  }
  for (const address of ["/config.json", "/api/v1", "/decap/decap-cms.js"]) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
});
