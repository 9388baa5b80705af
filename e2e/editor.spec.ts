import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { landingLabels, studyLabels } from "../content/field-labels";
import { proseText } from "../content/prose";
import { access } from "../content/public";
import { forgetContent, loadContent, repoRoot, studiesFolder } from "../pipeline/content/load-content";
import { resealedMessage } from "../pipeline/vault-plugin";
import { testBuildEnv } from "../test-fixtures/recipients";
import { appHasTakenOver, submitPassword } from "./access";
import { copyProject, type ProjectCopy } from "./fixture-site";
import { startLocalServer, type LocalServer } from "./local-server";

// `npm run edit` as an owner uses it, in a copy of the project with `npm run dev` running beside it: change words and
// add a case study through the forms, save, and read the files, what the content loader makes of them and the pages
// the dev server shows (docs/decisions/013-editing-in-the-browser.md). Decap loads once, in one tab, for the file.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const editorPort = Number(process.env.E2E_PORT ?? 4173) + 1;
const desktop = { width: 1440, height: 900 };
let project: ProjectCopy;
let editor: LocalServer;
let devServer: Promise<LocalServer>;
let page: Page;
/** What the editor page's Content-Security-Policy blocked, as the browser reports it. */
const violations: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  project = await copyProject("portfolio-editor-");
  // It seals the case studies while the editor loads.
  devServer = startLocalServer("npx", ["react-router", "dev", "--port", "0"], {
    cwd: project.root,
    env: { ...testBuildEnv(), NO_COLOR: "1" },
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
const original = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");
const saved = (file: string) => readFileSync(path.join(project.root, file), "utf8");
const changedLines = (file: string) => {
  const before = original(file).split("\n");
  return saved(file)
    .split("\n")
    .filter((line, index) => line !== before[index]);
};
/** The copy's content as the build would read it now. */
function loaded() {
  forgetContent();
  return loadContent(project.root);
}
function studyOf(id: string) {
  const study = loaded().studies.get(id);
  if (!study) throw new Error(`The copy has no study ${id}`);
  return study;
}
const orderOf = (id: string) => Number(/^order: (\d+)$/m.exec(saved(studyFile(id)))?.[1]);

const check = () => page.getByRole("status", { name: "Content check" });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
/** Decap adds this to the label of a field the owner may leave empty. */
const optional = (label: string) => `${label} (optional)`;

/** A field's whole control, by its label, which names it by id: a list's or a group's holds their own fields. */
async function control(label: string, { within = page.locator("body"), last = false } = {}): Promise<Locator> {
  const labels = within.locator("label", { hasText: exactly(label) });
  const id = await (last ? labels.last() : labels.first()).getAttribute("for");
  return page.locator(`[id="${id}"]`);
}

/** Adds each item to a list: a word, or the values of the item's fields by their labels. */
async function addItems(list: Locator, singular: string, items: (string | Record<string, string>)[]) {
  for (const item of items) {
    await list.getByRole("button", { name: new RegExp(`^Add ${singular}$`, "i") }).click();
    const fields = typeof item === "string" ? { [singular]: item } : item;
    for (const [label, value] of Object.entries(fields)) {
      await list.getByRole("textbox", { name: label, exact: true }).last().fill(value);
    }
  }
}

type Upload = { name: string; buffer: Buffer };
const pngOf = async (name: string, width: number, height: number, background: string): Promise<Upload> => ({
  name,
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Uploads an image into an image field and picks it. */
async function upload(field: Locator, image: Upload) {
  await field.getByRole("button", { name: "Choose an image" }).click();
  await page.locator("input[type=file]").setInputFiles({ ...image, mimeType: "image/png" });
  await page.getByRole("button", { name: "Choose selected" }).click();
}

async function publish() {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 15_000 });
}

/** Opens a collection's list; Decap loads an entry only when opened from there. */
const openCollection = (name: "pages" | "studies") => page.goto(`${editor.address}#/collections/${name}`);

async function openStudy(id: string) {
  const { title } = studyOf(id);
  await openCollection("studies");
  await page.getByRole("link", { name: `${orderOf(id)}. ${title}`, exact: true }).click();
  await expect(page.getByRole("textbox", { name: studyLabels.title.label, exact: true })).toHaveValue(title);
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

  /** The dev server says when a change to the case studies is sealed; only then does a page show it. */
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
    await openCollection("pages");
    await page.getByRole("link", { name: "Landing page", exact: true }).click();
    await page.getByRole("textbox", { name: landingLabels.hero.fields.eyebrow.label, exact: true }).fill(word);
    await publish();
    expect(changedLines("content/landing.yaml")).toEqual([`  eyebrow: ${word}`]);
    await expect(check()).toContainText("The content is valid");
    await site.goto("/");
    await expect(site.getByText(word)).toBeVisible();

    const sentence = "Edited in the browser, this sentence now opens the section.";
    await leaveSite();
    const sealed = sealedSoFar();
    await openStudy("entelo");
    const learned = page.getByRole("textbox", { name: studyLabels.learned.label, exact: true });
    await learned.fill((await learned.inputValue()).replace(/^[^.]+\./, sentence));
    await publish();
    const [changed, ...others] = changedLines(studyFile("entelo"));
    expect(others).toEqual([]);
    expect(changed).toMatch(new RegExp(`^${sentence}`));

    const content = loaded();
    expect(content.landing.hero.eyebrow).toBe(word);
    const study = content.studies.get("entelo");
    expect(study && proseText(study.learned)).toMatch(new RegExp(`^${sentence}`));
    await expect(check()).toContainText("The content is valid");
    await sealedSince(sealed);
    await site.goto("/project/entelo");
    // The dev server may reload a page whose code it is still bundling, which would clear a password typed into the
    // page it served: type into the app's own gate.
    await appHasTakenOver(site);
    await submitPassword(site);
    const section = site.getByRole("region", { name: access.caseStudy.sections.learned.heading });
    await expect(section).toContainText(sentence, { timeout: 60_000 });
  });

  test("the dev server serves no case study's files, and no other site's page may read it", async ({ request }) => {
    const [id = ""] = loaded().projectIds;
    const folder = `${studiesFolder}/${id}`;
    const image = readdirSync(path.join(project.root, folder)).find((name) => name !== "index.md");
    if (!image) throw new Error(`${folder} holds no image`);
    const onDisk = `@fs/${project.root.replaceAll("\\", "/").replace(/^\//, "")}/${folder}/index.md`;
    const otherSite = { origin: "http://localhost:1" };
    for (const address of [`${folder}/index.md`, `${folder}/index.md?raw`, `${folder}/index.md?import&raw`, onDisk]) {
      const response = await request.get(new URL(address, dev.address).href, { headers: otherSite });
      expect(response.status(), address).toBe(403);
      expect(await response.text(), address).not.toContain(studyOf(id).title);
    }
    expect((await request.get(new URL(`${folder}/${image}`, dev.address).href)).status(), image).toBe(403);
    const landing = await request.get(dev.address, { headers: otherSite });
    expect(landing.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("an owner adds a case study through its form, and it is valid and has its own page", async () => {
    // Some forty fields and two uploads.
    test.setTimeout(180_000);
    const added = {
      id: "northwind-freight-tracking",
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

    await page.getByRole("spinbutton", { name: studyLabels.order.label }).fill(String(studiesBefore + 1));
    await page.getByRole("textbox", { name: studyLabels.title.label, exact: true }).fill(added.title);
    const card = await control(studyLabels.card.label);
    const cardFields = studyLabels.card.fields;
    await (await control(cardFields.category.label, { within: card })).fill("Logistics • Mobile");
    await (await control(cardFields.description.label, { within: card })).fill("Live parcel tracking for carriers.");
    const cover = await control(cardFields.cover.label, { within: card });
    await cover.getByRole("button", { name: "Expand" }).click();
    await upload(cover, added.cover);
    await (await control(cardFields.cover.fields.alt.label, { within: cover })).fill("Map with live parcel routes");
    await addItems(await control(cardFields.tags.label, { within: card }), cardFields.tags.singular, [
      "Logistics",
      "Mobile",
      "B2B",
    ]);
    const figure = cardFields.metrics.fields;
    await addItems(
      await control(cardFields.metrics.label, { within: card }),
      cardFields.metrics.singular,
      [
        ["40%", "Fewer support calls"],
        ["3", "Carrier apps merged"],
        ["1 tap", "To reroute"],
      ].map(([value = "", label = ""]) => ({ [figure.value.label]: value, [figure.label.label]: label })),
    );
    for (const [label, value] of [
      [studyLabels.company.label, "Northwind"],
      [studyLabels.role.label, "Design Lead"],
      [studyLabels.date.label, "2024"],
      [studyLabels.tagline.label, "Every parcel in sight."],
      [studyLabels.brandColor.label, "#1e3a8a"],
      [
        studyLabels.overview.label,
        "Northwind's carriers tracked parcels in three separate apps, and customers called support to ask where " +
          "their deliveries were. I led the design of one tracking app for carriers, drivers and customers, from " +
          "research with drivers on their routes to a shared design system, and support calls about deliveries fell " +
          "by forty per cent within a quarter of the launch.",
      ],
      [studyLabels.challenge.fields.summary.label, "Three apps, three versions of where a parcel was."],
      [studyLabels.solution.fields.summary.label, "One live map of every parcel, shared by everyone."],
      [studyLabels.learned.label, "Drivers know the route better than any model."],
      [studyLabels.testimonial.fields.quote.label, "Support calls about deliveries all but stopped."],
      [studyLabels.testimonial.fields.author.label, "Dana Reyes"],
      [studyLabels.testimonial.fields.role.label, "Head of Operations"],
    ]) {
      await page.getByRole("textbox", { name: label, exact: true }).fill(value ?? "");
    }
    await addItems(await control(studyLabels.roleResponsibilities.label), studyLabels.roleResponsibilities.singular, [
      "Led two designers and a researcher",
      "Ran research with drivers on their routes",
      "Set up the design system the three apps now share",
    ]);
    const screens = await control(optional(studyLabels.solution.fields.screens.label));
    await screens.getByRole("button", { name: /^Add screen$/i }).click();
    const screen = studyLabels.solution.fields.screens.fields;
    const screenImage = await control(screen.image.label, { within: screens, last: true });
    await screenImage.getByRole("button", { name: "Expand" }).click();
    await upload(screenImage, added.screen);
    await (await control(screen.image.fields.alt.label, { within: screenImage })).fill(added.screenAlt);
    await screens.getByRole("textbox", { name: screen.title.label, exact: true }).last().fill("Parcels");
    const phase = studyLabels.process.fields.phases;
    await addItems(
      await control(phase.label),
      phase.singular,
      ["Research", "Design", "Launch"].map((name) => ({
        [phase.fields.phase.label]: name,
        [phase.fields.description.label]: `${name} with the carriers' teams.`,
      })),
    );
    const result = studyLabels.outcomes.fields.items;
    await addItems(
      await control(result.label),
      result.singular,
      ["40%", "3", "1 tap"].map((metric) => ({
        [result.fields.metric.label]: metric,
        [result.fields.description.label]: "Measured in the first quarter",
      })),
    );
    await addItems(await control(studyLabels.tools.label), studyLabels.tools.singular, ["Figma", "Maze", "Jira"]);
    await addItems(await control(studyLabels.tags.label, { last: true }), studyLabels.tags.singular, [
      "Logistics",
      "Mobile",
      "B2B",
    ]);
    await publish();

    const folder = path.join(project.root, studiesFolder, added.id);
    for (const image of [added.cover, added.screen]) {
      expect(readFileSync(path.join(folder, image.name)).equals(image.buffer), image.name).toBe(true);
    }
    const study = studyOf(added.id);
    expect(study.title).toBe(added.title);
    expect(study.solution.screens.map((one) => one.image.alt)).toEqual([added.screenAlt]);
    await expect(check()).toContainText(`The content is valid: ${studiesBefore + 1} case studies`);

    await sealedSince(sealed);
    await site.goto(`/project/${added.id}`);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(added.title, { timeout: 60_000 });
    await expect(site.getByRole("img", { name: added.screenAlt })).toBeVisible();
  });
});

test("the case studies are listed in the grid's order", async () => {
  await openCollection("studies");
  const expected = loaded().projectIds.map((id) => `${orderOf(id)}. ${studyOf(id).title}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(expected);
});

test("saving a study again keeps each list value its own, retyped or reached with Tab", async () => {
  const file = studyFile("entelo");
  const before = saved(file);
  const study = studyOf("entelo");
  await openStudy("entelo");
  const tag = (await control(studyLabels.tags.label, { last: true }))
    .getByRole("textbox", { name: studyLabels.tags.singular, exact: true })
    .nth(1);
  const tool = (await control(studyLabels.tools.label))
    .getByRole("textbox", { name: studyLabels.tools.singular, exact: true })
    .first();
  const solution = await control(studyLabels.solution.label);
  const galleries = await control(optional(studyLabels.solution.fields.galleries.label), { within: solution });
  await galleries.getByRole("button", { name: "Expand" }).first().click();
  const galleryTitle = galleries.getByRole("textbox", { name: "Title", exact: true }).first();
  const tagline = page.getByRole("textbox", { name: studyLabels.tagline.label, exact: true });
  await tag.fill("Hiring");
  await tool.fill("Figma Design");
  await galleryTitle.fill("Out of the Black Hole");
  await tagline.fill("No candidate left waiting.");
  await publish();
  const again = { tag: "Talent", tool: "FigJam Boards", gallery: "No Candidate Left Behind" };
  await tag.fill(again.tag);
  await tool.fill(again.tool);
  await galleryTitle.fill(again.gallery);
  // A keyboard user tabs from the date into the tagline, which selects its words, and types new ones.
  const newTagline = "Every candidate hears back.";
  await page.getByRole("textbox", { name: studyLabels.date.label, exact: true }).click();
  await page.keyboard.press("Tab");
  await page.keyboard.type(newTagline);
  await publish();

  const after = studyOf("entelo");
  expect(after.tags).toEqual(study.tags.map((value, index) => (index === 1 ? again.tag : value)));
  expect(after.tools).toEqual(study.tools.map((value, index) => (index === 0 ? again.tool : value)));
  expect(after.solution.galleries.map((gallery) => gallery.title)).toEqual(
    study.solution.galleries.map((gallery, index) => (index === 0 ? again.gallery : gallery.title)),
  );
  expect(after.solution.galleries[0]?.screens).toEqual(study.solution.galleries[0]?.screens);
  expect(after.tagline).toBe(newTagline);
  writeFileSync(path.join(project.root, file), before);
});

test("a save that breaks the schema is named under the editor, file, line and field", async () => {
  const file = studyFile("entelo");
  const before = saved(file);
  await openStudy("entelo");
  await page.getByRole("textbox", { name: studyLabels.brandColor.label, exact: true }).fill("#f0f0f0");
  await publish();
  await expect(check()).toContainText("The site will not build until this is fixed");
  await expect(check()).toContainText(`${file}:11: brandColor: is too light for white text`);
  writeFileSync(path.join(project.root, file), before);
});

test("an owner uploads a screen, and it lands in the study's folder", async () => {
  const file = studyFile("entelo");
  const before = saved(file);
  const screen = await pngOf("hero-phone.png", 390, 844, "#0f766e");
  await openStudy("entelo");
  // The study has no hero image yet: its image field is the first still empty.
  await upload(await control(optional(studyLabels.heroImage.label)), screen);
  await publish();
  expect(readFileSync(path.join(project.root, studiesFolder, "entelo", screen.name)).equals(screen.buffer)).toBe(true);
  expect(saved(file)).toContain(`heroImage:\n  file: ${screen.name}`);
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
