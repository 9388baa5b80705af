import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { featuredProjects, landing, projectIds, site } from "../content/public";
import { typefaceNames } from "../content/schema/theme";
import { loadContent } from "../pipeline/content/load-content";
import sharp from "sharp";
import { editFrontMatter, editYaml } from "../test-fixtures/content-copy";
import { createStudyInEditor, fixtureStudy } from "../test-fixtures/editor-client";
import { startEditor } from "../tools/editor/server";
import { buildFixtureSite, replaceInFile, startPagesHost, type FixtureSite, type StaticHost } from "./fixture-site";
import { test as base } from "./fixtures";

// Another owner's copy, edited per docs/owner-guide.md, under /portfolio/ with views on: one build for two specs.
export const basePath = "/portfolio/";
/** Copied from a sample under a long folder name: a study's address is public, however many words it has. */
export const added = { id: "northwind-freight-tracking-platform", title: "Northwind Freight Tracking" };
export const ownerName = "Dana Whitfield-Okafor";
/** The owner's own resume, in place of the sample: the build stops naming that sample. */
export const ownResume = "/dana-whitfield-okafor-resume.pdf";
const template = projectIds.at(-1) ?? "";
const isFeatured = (id: string) => featuredProjects.some((project) => project.id === id);
/** Preferably one no featured card points to, so featured.yaml needs no edit. */
export const removed =
  projectIds.find((id) => id !== template && !isFeatured(id)) ?? projectIds.find((id) => id !== template);
export const renamed = {
  id: projectIds.find((id) => id !== template && id !== removed) ?? "",
  title: "Harbour Wallet Redesign",
};
export const changedFigure = { from: landing.impact.metrics[0], to: "87%" };
export const renamedTool = { from: landing.skills.tools.at(-1) ?? "", to: "Penpot" };
/** The owner's own look (docs/owner-guide.md, "Your look"): a teal accent, and a typeface pair other than theirs. */
export const ownLook = {
  accent: "#0f766e",
  typeface: typefaceNames.findLast((name) => name !== loadContent().theme.typeface) ?? typefaceNames[0],
};
/** Created in the editor, as Decap creates a study when the owner publishes a new one, with two screens uploaded. */
export const created = { id: "lighthouse", title: "Lighthouse Banking App" };
export const idsAfterEdit = [...projectIds.filter((id) => id !== removed), added.id, created.id];
const studyFile = (content: string, id: string) => path.join(content, "private/case-studies", id, "index.md");
export const markdown = {
  strong: "three launches",
  link: { text: "the launch notes", href: "https://example.com/launch-notes" },
  items: ["Carriers see every parcel", "Drivers reroute in one tap"],
};
/** The Solution, on its panel of the brand colour: every style the owner's Markdown has, for the contrast checks. */
export const solutionMarkdown = [
  "A tracking view built with **dispatchers and drivers**, tested _every week_ with `live` data; see [the pilot](https://example.com/pilot).",
  "",
  "- **Live map** of every parcel",
  "- Alerts before a delay, not after",
  "",
  "1. Dispatch plans the route",
  "2. Drivers confirm in one tap",
  "",
].join("\n");

async function addCaseStudy(content: string): Promise<void> {
  await cp(path.dirname(studyFile(content, template)), path.dirname(studyFile(content, added.id)), { recursive: true });
  await editFrontMatter(studyFile(content, added.id), (study) => {
    study.set("title", added.title);
    study.set("order", projectIds.length + 1);
    study.deleteIn(["card", "title"]);
  });
  const overview = [
    `We shipped **${markdown.strong}** in a year; see [${markdown.link.text}](${markdown.link.href}).`,
    "",
    ...markdown.items.map((item) => `- ${item}`),
    "",
  ].join("\n");
  await replaceInFile(studyFile(content, added.id), /## Overview\n\n/, `## Overview\n\n${overview}\n`);
  await replaceInFile(studyFile(content, added.id), /## Solution\n\n[^#]*/, `## Solution\n\n${solutionMarkdown}\n`);
}

/** A featured card repeats the first sentence of its study's grid card, which says more once unlocked. */
async function repeatGridSentence(content: string): Promise<void> {
  const [card] = featuredProjects;
  if (!card) return;
  await editFrontMatter(studyFile(content, card.id), (study) =>
    study.setIn(["card", "description"], `${card.description} Unlocked, the grid card tells the rest of the story.`),
  );
}

async function removeCaseStudy(content: string, id: string): Promise<void> {
  await rm(path.dirname(studyFile(content, id)), { recursive: true });
  if (isFeatured(id)) {
    await replaceInFile(path.join(content, "featured.yaml"), new RegExp(`id: ${id}$`, "m"), `id: ${template}`);
  }
}

/** Through the editor's own server, without a browser: the request Decap sends is what matters here. */
async function createInEditor(root: string): Promise<void> {
  const editor = await startEditor({ root, port: 0, bundle: root });
  try {
    const screens = Object.fromEntries(
      await Promise.all(
        fixtureStudy.screens.map(async (name) => {
          const image = sharp({ create: { width: 390, height: 844, channels: 3, background: "#264653" } });
          return [name, await image.png().toBuffer()] as const;
        }),
      ),
    );
    const order = projectIds.length + 2;
    const { status, body } = await createStudyInEditor(editor.url, { address: created.id, ...created, order, screens });
    if (status !== 200) throw new Error(`The editor refused the new study: ${String(body.error)}`);
  } finally {
    await editor.close();
  }
}

async function editAsTheOwner(root: string): Promise<void> {
  const content = path.join(root, "content");
  await addCaseStudy(content);
  await createInEditor(root);
  if (removed) await removeCaseStudy(content, removed);
  await editFrontMatter(studyFile(content, renamed.id), (study) => study.setIn(["card", "title"], renamed.title));
  await editYaml(path.join(content, "landing.yaml"), (landingFile) => {
    landingFile.setIn(["impact", "metrics", 0, "value"], changedFigure.to);
    landingFile.setIn(["skills", "tools", landing.skills.tools.length - 1], renamedTool.to);
  });
  await editYaml(path.join(content, "site.yaml"), (siteFile) => {
    siteFile.set("siteUrl", `${site.siteUrl}/portfolio`);
    siteFile.set("name", ownerName);
    siteFile.setIn(["resume", "file"], ownResume);
  });
  await writeFile(path.join(root, "public", ownResume), "%PDF-1.4\n% The owner's own resume.\n%%EOF\n");
  await rm(path.join(root, "public", site.resume.file));
  await repeatGridSentence(content);
  await editYaml(path.join(content, "theme.yaml"), (theme) => {
    theme.set("accent", ownLook.accent);
    theme.set("typeface", ownLook.typeface);
    theme.delete("darkAccent");
  });
}

/** Reports go to npm start's server; a files-only host answers them 404, as GitHub Pages would. */
export const reportsOnPagesHost = new RegExp(`^404 .*${basePath}views$`);

export const test = base.extend<object, { ownerSite: FixtureSite; ownerHost: StaticHost }>({
  ownerSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const ownerSite = await buildFixtureSite(editAsTheOwner, { BASE_PATH: basePath, PORTFOLIO_VIEWS: "server" });
      await use(ownerSite);
      await ownerSite.remove();
    },
    // A whole build, beside the other worker's tests.
    { scope: "worker", timeout: 480_000 },
  ],
  /** The copy on a files-only host, as GitHub Pages serves it. */
  ownerHost: [
    async ({ ownerSite }, use) => {
      const host = await startPagesHost(ownerSite.clientDir, basePath);
      await use(host);
      await host.close();
    },
    { scope: "worker" },
  ],
});
