import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parseDocument } from "yaml";
import { proseText } from "../content/prose";
import { access } from "../content/public";
import { forgetContent, loadContent, studiesFolder } from "../pipeline/content/load-content";
import { themeFile } from "../pipeline/content/theme-file";
import { documentLabel } from "../tools/editor/editor-config";
import type { Theme } from "../content/schema";
import { typefaceNames } from "../content/schema/theme";
import { resolveAccent, templatePalettes } from "../pipeline/theme/accent";
import { typefacePairs } from "../pipeline/theme/typefaces";
import { repoRoot } from "../site/repo-root";
import { resealedMessage } from "../pipeline/vault-plugin";
import { editFrontMatter, editYaml, frontMatterLine, orderAfterAll } from "../test-fixtures/content-copy";
import { fixtureStudy } from "../test-fixtures/editor-client";
import { testBuildEnv } from "../test-fixtures/recipients";
import { appHasTakenOver, submitPassword } from "./access";
import {
  control,
  fillNewStudy,
  formField,
  itemName,
  optional,
  pngOf,
  pressPublish,
  publish,
  studyField,
  upload,
} from "./editor-form";
import { copyProject, type ProjectCopy } from "./fixture-site";
import { colourOf, familyOf, rgb } from "./fixtures";
import { startLocalServer, type LocalServer } from "./local-server";
import { rawGet } from "./raw-get";

// `npm run edit` as an owner uses it, beside `npm run dev` in a copy of the project: change words and add a study
// through the forms, then read the files, the loaded content and the pages (decision 013). Decap loads once.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const editorPort = Number(process.env.E2E_PORT ?? 4173) + 1;
const desktop = { width: 1440, height: 900 };
let project: ProjectCopy;
let editor: LocalServer;
let devServer: Promise<LocalServer>;
let page: Page;
const violations: string[] = [];

/** The tests' own study (test-fixtures/study-document.md), added to the copy: edits need a study laid out as we know. */
const fixtureId = "harbour-wallet";

const privateFiles = {
  "build/views.json": JSON.stringify({ tokens: { [randomBytes(16).toString("base64url")]: "acme" } }),
  ".data/views.sqlite": `SQLite format 3 ${randomBytes(16).toString("hex")}`,
  // No password line: the editor reads .env, and its content check would hold the copy's labels to it.
  ".env": `# ${randomBytes(24).toString("base64url")}`,
};

async function addFixtureStudy(root: string) {
  const folder = path.join(root, studiesFolder, fixtureId);
  mkdirSync(folder);
  writeFileSync(path.join(folder, "index.md"), fixtureStudy.text);
  for (const name of fixtureStudy.screens) {
    writeFileSync(path.join(folder, name), (await pngOf(name, 390, 844, "#264653")).buffer);
  }
  await editFrontMatter(path.join(folder, "index.md"), (study) => study.set("order", orderAfterAll(root)));
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  project = await copyProject("portfolio-editor-");
  await addFixtureStudy(project.root);
  // Before the dev server starts, which restarts when .env changes.
  for (const [file, text] of Object.entries(privateFiles)) {
    mkdirSync(path.dirname(path.join(project.root, file)), { recursive: true });
    writeFileSync(path.join(project.root, file), text);
  }
  // It seals the case studies while the editor loads.
  devServer = startLocalServer("npx", ["react-router", "dev", "--port", "0"], {
    cwd: project.root,
    env: testBuildEnv({ NO_COLOR: "1" }, project.root),
    address: /Local:\s+(http:\/\/localhost:\d+\/)/,
  });
  devServer.catch(() => undefined);
  editor = await startLocalServer(process.execPath, ["--import", "tsx", "tools/edit.ts"], {
    cwd: project.root,
    env: { ...process.env, EDITOR_PORT: String(editorPort) },
    address: /The editor is at (http:\/\/\S+)/,
  });
  page = await browser.newPage({ viewport: desktop });
  await page.exposeFunction("reportPolicyViolation", (violation: string) => violations.push(violation));
  await page.addInitScript({
    content: `document.addEventListener("securitypolicyviolation", (event) =>
      window.reportPolicyViolation(event.effectiveDirective + " " + event.blockedURI + " " + event.sourceFile));`,
  });
  await page.goto(editor.address);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible();
});

test.afterAll(async () => {
  await page?.close();
  editor?.stop();
  (await devServer?.catch(() => undefined))?.stop();
  await project?.remove();
});

const studyFile = (id: string) => `${studiesFolder}/${id}/index.md`;
const saved = (file: string) => readFileSync(path.join(project.root, file), "utf8");
const changedLines = (before: string, after: string) => {
  const lines = before.split("\n");
  return after.split("\n").filter((line, index) => line !== lines[index]);
};
function loaded() {
  forgetContent();
  return loadContent(project.root);
}
function studyOf(id: string) {
  const study = loaded().studies.get(id);
  if (!study) throw new Error(`The copy has no study ${id}`);
  return study;
}
const orderOf = (id: string) =>
  Number(/^order: (\d+)$/m.exec(readFileSync(path.join(project.root, studyFile(id)), "utf8"))?.[1]);
const nextOrder = () => orderAfterAll(project.root);

const check = () => page.getByRole("status", { name: "Content check" });
const required = (...path: string[]) => `${studyField(...path).label} is required.`;
/** Decap's own check misses a group's fields once a list in it has items: the server refuses (required-fields.ts). */
const refusal = (path: string[]) => {
  const labels = path.map((_, index) => studyField(...path.slice(0, index + 1)).label);
  return page.getByText(`Not saved: fill in ${labels.join(" → ")}.`);
};
const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("#"));

/** Opens a collection's list; Decap loads an entry only when opened from there. */
const openCollection = (name: "pages" | "studies") => page.goto(`${editor.address}#/collections/${name}`);

async function openStudy(id: string) {
  const { title } = studyOf(id);
  await openCollection("studies");
  await page.getByRole("link", { name: `${orderOf(id)}. ${title}`, exact: true }).click();
  await expect(page.getByRole("textbox", { name: studyField("title").label, exact: true })).toHaveValue(title);
}

test.describe("with the dev server running on the same copy", () => {
  let dev: LocalServer;
  let site: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    dev = await devServer;
    site = await browser.newPage({ viewport: desktop, baseURL: dev.address });
    // The dev server compiles each page the first time it is asked for it.
    site.setDefaultNavigationTimeout(60_000);
  });
  test.afterAll(async () => {
    await site?.close();
    dev?.stop();
  });

  const sealedSoFar = () => dev.printed().split(resealedMessage).length - 1;
  const sealedSince = (count: number) => expect.poll(sealedSoFar, { timeout: 60_000 }).toBeGreaterThan(count);
  // A saved study reloads every open page of the site once it is sealed: off the site, that reload cannot cut into
  // the navigation that follows. A reload already under way can cancel the move away, so it is tried until it holds.
  const leaveSite = () =>
    expect(async () => {
      await site.goto("about:blank", { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

  test("an owner changes a landing-page word and a case-study sentence, and the dev server shows them", async () => {
    const word = "Design Director";
    const landingBefore = saved("content/landing.yaml");
    await openCollection("pages");
    await page.getByRole("link", { name: "Landing page", exact: true }).click();
    await page
      .getByRole("textbox", { name: formField("content/landing.yaml", "hero", "eyebrow").label, exact: true })
      .fill(word);
    await publish(page);
    // Whatever the owner's file looks like: the eyebrow changed, and nothing else, comments included.
    const landingAfter = saved("content/landing.yaml");
    const expected = parseDocument(landingBefore).toJS() as { hero: { eyebrow: string } };
    expected.hero.eyebrow = word;
    expect(parseDocument(landingAfter).toJS()).toEqual(expected);
    expect(comments(landingAfter)).toEqual(comments(landingBefore));
    await expect(check()).toContainText("The content is valid");
    await site.goto("/");
    await expect(site.getByText(word)).toBeVisible();

    const sentence = "Edited in the browser, this sentence now opens the section.";
    await leaveSite();
    const sealed = sealedSoFar();
    const studyBefore = saved(studyFile(fixtureId));
    await openStudy(fixtureId);
    const learned = page.getByRole("textbox", { name: studyField("learned").label, exact: true });
    await learned.fill((await learned.inputValue()).replace(/^[^.]+\./, sentence));
    await publish(page);
    const [changed, ...others] = changedLines(studyBefore, saved(studyFile(fixtureId)));
    expect(others).toEqual([]);
    expect(changed).toMatch(new RegExp(`^${sentence}`));

    const content = loaded();
    expect(content.landing.hero.eyebrow).toBe(word);
    const study = content.studies.get(fixtureId);
    expect(study && proseText(study.learned)).toMatch(new RegExp(`^${sentence}`));
    await expect(check()).toContainText("The content is valid");
    await sealedSince(sealed);
    await site.goto(`/project/${fixtureId}`);
    // The dev server may reload a page whose code it is still bundling, which would clear a password typed into the
    // page it served: type into the app's own gate.
    await appHasTakenOver(site);
    await submitPassword(site);
    const section = site.getByRole("region", { name: access.caseStudy.sections.learned.heading });
    await expect(section).toContainText(sentence, { timeout: 60_000 });
  });

  test("the dev server serves no private file, however asked, and lets no other site read it", async ({ request }) => {
    const [id = ""] = loaded().projectIds;
    const folder = `${studiesFolder}/${id}`;
    const image = readdirSync(path.join(project.root, folder)).find((name) => name !== "index.md");
    if (!image) throw new Error(`${folder} holds no image`);
    const cacheFolder = "node_modules/.cache/portfolio-images";
    const cached = readdirSync(path.join(project.root, cacheFolder)).find((name) => !name.endsWith(".partial"));
    if (!cached) throw new Error(`${cacheFolder} is empty`);
    const files = [
      ...Object.keys(privateFiles),
      "content/recipients.yaml",
      `${folder}/index.md`,
      `${folder}/${image}`,
      `${cacheFolder}/${cached}`,
    ];
    // Written as a browser sends a path: the copy's folders hold a space.
    const fsAddress = (file: string) => `@fs/${file.split(/[\\/]/).filter(Boolean).map(encodeURIComponent).join("/")}`;
    for (const file of files) {
      const onDisk = path.join(project.root, file);
      const written = [file, file.replaceAll(".", "%2e").replace("/", "%2F"), `app/%2e%2e/${file}`, `@id/${file}`];
      const addresses = [...written, fsAddress(onDisk), fsAddress(realpathSync(onDisk))].flatMap((address) =>
        ["", "?raw", "?import", "?url", "?import&raw", "?raw??"].map((query) => `/${address}${query}`),
      );
      const held = readFileSync(onDisk, "utf8");
      for (const address of new Set(addresses)) {
        const { status, body } = await rawGet(dev.address, address);
        expect.soft(status, address).toBeGreaterThanOrEqual(400);
        if (held.length > 0) expect.soft(body.includes(held), address).toBe(false);
      }
    }
    const landing = await request.get(dev.address, { headers: { origin: "http://localhost:1" } });
    expect(landing.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("an owner changes their look in theme.yaml, and the dev server's page takes the accent and the typefaces", async () => {
    const before = saved(themeFile);
    const current = loaded().theme;
    const accent = ["#0f766e", "#1d4ed8"].find((colour) => colour !== current.accent.toLowerCase()) ?? "";
    const typeface = typefaceNames.find((name) => name !== current.typeface) ?? current.typeface;
    const shows = async (look: Pick<Theme, "accent" | "darkAccent" | "typeface">) => {
      const { text, display } = typefacePairs[look.typeface];
      const ember = resolveAccent(look, templatePalettes()).tokens.light.ember;
      // The save reloads the open page; off the site, the reload cannot cut into the visit that follows.
      await leaveSite();
      await expect(async () => {
        await site.goto("/");
        expect(await colourOf(site, "[data-testid=typing-word]")).toBe(rgb(ember));
        expect(await familyOf(site, "h1")).toMatch(new RegExp(`^"${display.family}"`));
        expect(await familyOf(site, "body")).toMatch(new RegExp(`^"${text.family}"`));
      }).toPass({ timeout: 30_000 });
    };
    await editYaml(path.join(project.root, themeFile), (theme) => {
      theme.set("accent", accent);
      theme.set("typeface", typeface);
      theme.delete("darkAccent");
    });
    await shows({ accent, typeface });
    writeFileSync(path.join(project.root, themeFile), before);
    await shows(current);
  });

  test("an owner adds a case study through its form, and it is valid and has its own page", async () => {
    // Some forty fields and two uploads.
    test.setTimeout(180_000);
    const added = {
      // The address left empty: the first two words of the title.
      id: "northwind-freight",
      title: "Northwind Freight Tracking",
      cover: await pngOf("northwind-cover.png", 960, 640, "#1e3a8a"),
      screen: await pngOf("northwind-parcels.png", 390, 844, "#1e40af"),
      screenAlt: "Parcel list with each delivery's live position and estimated arrival",
    };
    await leaveSite();
    const sealed = sealedSoFar();
    const studiesBefore = loaded().projectIds.length;
    await openCollection("studies");
    await page.getByRole("link", { name: "Create entry of type Case study" }).click();

    const cover = await fillNewStudy(page, { ...added, order: nextOrder() });
    await pressPublish(page);
    await expect(
      refusal(["card", "cover", "file"]).or(cover.getByText(required("card", "cover", "file"))),
    ).toBeVisible();
    expect(existsSync(path.join(project.root, studiesFolder, added.id))).toBe(false);
    await upload(page, cover, added.cover);
    await publish(page);

    const folder = path.join(project.root, studiesFolder, added.id);
    for (const image of [added.cover, added.screen]) {
      expect(readFileSync(path.join(folder, image.name)).equals(image.buffer), image.name).toBe(true);
    }
    const study = studyOf(added.id);
    expect(study.title).toBe(added.title);
    expect(study.heroImage).toBeUndefined();
    expect(loaded().cards.find((one) => one.id === added.id)?.image.file).toBe(`${added.id}/${added.cover.name}`);
    expect(study.solution.screens.map((one) => one.image.alt)).toEqual([added.screenAlt]);
    const written = saved(studyFile(added.id));
    expect(written).toMatch(/^---\n# The folder's name is this study's address/);
    expect(written).toContain("# Carries white text, so it must be dark enough (4.5:1).\nbrandColor:");
    await expect(check()).toContainText(`The content is valid: ${studiesBefore + 1} case studies`);

    await sealedSince(sealed);
    await site.goto(`/project/${added.id}`);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(added.title, { timeout: 60_000 });
    await expect(site.getByRole("img", { name: added.screenAlt })).toBeVisible();
  });
});

test("replacing a study's cover asks for words of its own; the file it replaced goes once nothing shows it", async () => {
  const folder = path.join(project.root, studiesFolder, fixtureId);
  const coverFile = () =>
    loaded()
      .cards.find((one) => one.id === fixtureId)
      ?.image.file.split("/")
      .at(-1) ?? "";
  const shownElsewhere = (name: string) => saved(studyFile(fixtureId)).split(`file: ${name}`).length > 1;
  await openStudy(fixtureId);
  const cardField = await control(page, studyField("card").label);
  const cover = await control(page, studyField("card", "cover").label, { within: cardField });
  const description = await control(page, studyField("card", "cover", "alt").label, { within: cover });
  const labels = [["card"], ["card", "cover"], ["card", "cover", "alt"]].map((at) => studyField(...at).label);

  for (const [index, background] of ["#0f766e", "#7c2d12"].entries()) {
    const previous = coverFile();
    const replacement = await pngOf(`harbour-cover-${index + 1}.png`, 960, 640, background);
    await upload(page, cover, replacement);
    await pressPublish(page);
    // The CMS may report one refused save in more than one notice; the words must be in them.
    await expect(
      page
        .getByText(`Not saved: a new picture needs words of its own. Describe it anew: ${labels.join(" → ")}.`)
        .first(),
    ).toBeVisible();
    expect(coverFile()).toBe(previous);

    const described = `Harbour Wallet's home screen, version ${index + 1}`;
    await description.fill(described);
    await publish(page);
    expect(readFileSync(path.join(folder, replacement.name)).equals(replacement.buffer)).toBe(true);
    expect(loaded().cards.find((one) => one.id === fixtureId)?.image.alt).toBe(described);
    // Kept while a screen of the study still shows it, as the test study's first cover is.
    expect(existsSync(path.join(folder, previous)), previous).toBe(shownElsewhere(previous));
  }
  expect(existsSync(path.join(folder, "harbour-cover-1.png"))).toBe(false);
});

test("the case studies are listed in the grid's order", async () => {
  await openCollection("studies");
  const expected = loaded().projectIds.map((id) => `${orderOf(id)}. ${studyOf(id).title}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(expected);
});

test("saving a study again keeps each list value its own, retyped or reached with Tab", async () => {
  const file = studyFile(fixtureId);
  const before = saved(file);
  const study = studyOf(fixtureId);
  await openStudy(fixtureId);
  const tag = (await control(page, studyField("tags").label, { last: true }))
    .getByRole("textbox", { name: itemName(studyField("tags")), exact: true })
    .nth(1);
  const tool = (await control(page, studyField("tools").label))
    .getByRole("textbox", { name: itemName(studyField("tools")), exact: true })
    .first();
  const solution = await control(page, studyField("solution").label);
  const galleries = await control(page, optional(studyField("solution", "galleries").label), { within: solution });
  await galleries.getByRole("button", { name: "Expand" }).first().click();
  const galleryTitle = galleries.getByRole("textbox", { name: "Title", exact: true }).first();
  const tagline = page.getByRole("textbox", { name: studyField("tagline").label, exact: true });
  await tag.fill("Hiring");
  await tool.fill("Figma Design");
  await galleryTitle.fill("Out of the Black Hole");
  await tagline.fill("No candidate left waiting.");
  await publish(page);
  const again = { tag: "Talent", tool: "FigJam Boards", gallery: "No Candidate Left Behind" };
  await tag.fill(again.tag);
  await tool.fill(again.tool);
  await galleryTitle.fill(again.gallery);
  const newTagline = "Every candidate hears back.";
  await page.getByRole("textbox", { name: studyField("date").label, exact: true }).click();
  await page.keyboard.press("Tab");
  await page.keyboard.type(newTagline);
  await publish(page);

  const after = studyOf(fixtureId);
  expect(after.tags).toEqual(study.tags.map((value, index) => (index === 1 ? again.tag : value)));
  expect(after.tools).toEqual(study.tools.map((value, index) => (index === 0 ? again.tool : value)));
  expect(after.solution.galleries.map((gallery) => gallery.title)).toEqual(
    study.solution.galleries.map((gallery, index) => (index === 0 ? again.gallery : gallery.title)),
  );
  expect(after.solution.galleries[0]?.screens).toEqual(study.solution.galleries[0]?.screens);
  expect(after.tagline).toBe(newTagline);
  writeFileSync(path.join(project.root, file), before);
});

test("a save that breaks the schema changes one line and is named under the editor by the form's labels", async () => {
  const file = studyFile(fixtureId);
  const before = saved(file);
  await openStudy(fixtureId);
  await page.getByRole("textbox", { name: studyField("brandColor").label, exact: true }).fill("#f0f0f0");
  await publish(page);
  // The line the owner wrapped by hand and their comments stay as they wrote them.
  expect(changedLines(before, saved(file))).toEqual(['brandColor: "#f0f0f0"']);
  await expect(check()).toContainText("The site will not build until this is fixed");
  const line = await frontMatterLine(path.join(project.root, file), ["brandColor"]);
  await expect(check()).toContainText(
    `Case study ${fixtureId} → ${studyField("brandColor").label}: is too light for white text (WCAG AA needs 4.5:1) (${fixtureId}/index.md, line ${line})`,
  );
  writeFileSync(path.join(project.root, file), before);
});

test("the owner's look is a form of colour fields and typeface pairs, and a colour that fails is named under it", async () => {
  const file = themeFile;
  const before = saved(file);
  const { typeface } = loaded().theme;
  const other = typefaceNames.find((name) => name !== typeface) ?? "";
  await openCollection("pages");
  await page.getByRole("link", { name: documentLabel(file), exact: true }).click();
  const accent = page.getByRole("textbox", { name: formField(file, "accent").label, exact: true });
  await expect(accent).toHaveValue(loaded().theme.accent);
  const pairs = page.getByRole("combobox", { name: formField(file, "typeface").label });
  await pairs.click();
  for (const name of typefaceNames) await expect(page.getByRole("option", { name, exact: true })).toBeVisible();
  await page.getByRole("option", { name: other, exact: true }).click();
  await accent.fill("#f4f1ea");
  await publish(page);
  expect(loaded).toThrow();
  const written = parseDocument(saved(file)).toJS() as { accent: string; typeface: string };
  expect(written).toMatchObject({ accent: "#f4f1ea", typeface: other });
  await expect(check()).toContainText(
    `Your look → ${formField(file, "accent").label}: "#f4f1ea" fails WCAG AA: it reads at 1.`,
  );
  await expect(check()).toContainText(
    /The nearest shade of its hue that passes is "#[0-9a-f]{6}" \(content\/theme\.yaml, line \d+\)/,
  );
  writeFileSync(path.join(project.root, file), before);
});

test("an owner adds a title image, which needs its description, and its screen lands in the study's folder", async () => {
  const file = studyFile(fixtureId);
  const before = saved(file);
  const screen = await pngOf("hero-phone.png", 390, 844, "#0f766e");
  const alt = "The wallet's home screen in a phone";
  await openStudy(fixtureId);
  const heroImage = await control(page, optional(studyField("heroImage").label));
  await heroImage.getByRole("button", { name: `Add ${itemName(studyField("heroImage"))}`, exact: false }).click();
  await upload(page, heroImage, screen);
  await pressPublish(page);
  const altLabel = studyField("heroImage", "alt").label;
  await expect(refusal(["heroImage", "alt"]).or(heroImage.getByText(required("heroImage", "alt")))).toBeVisible();
  await heroImage.getByRole("textbox", { name: altLabel, exact: true }).fill(alt);
  await publish(page);
  expect(readFileSync(path.join(project.root, studiesFolder, fixtureId, screen.name)).equals(screen.buffer)).toBe(true);
  expect(studyOf(fixtureId).heroImage).toEqual({ file: `${fixtureId}/${screen.name}`, alt });
  writeFileSync(path.join(project.root, file), before);
});

test("an upload that is not an image is refused with a message", async () => {
  await openCollection("studies");
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

test("the editor runs under its Content-Security-Policy, which blocked nothing it needs", async ({ request }) => {
  const response = await request.get(editor.address);
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(violations).toEqual([]);
});
