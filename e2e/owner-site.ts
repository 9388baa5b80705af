import { cp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { featuredProjects, landing, projectIds, site } from "../content/public";
import { typefaceNames } from "../content/schema/theme";
import { loadContent } from "../pipeline/content/load-content";
import sharp from "sharp";
import { isScalar, Scalar, stringify } from "yaml";
import { editFrontMatter, editYaml, orderAfterAll } from "../test-fixtures/content-copy";
import { createStudyInEditor, fixtureStudy } from "../test-fixtures/editor-client";
import { startEditor } from "../tools/editor/server";
import { buildFixtureSite, replaceInFile, startPagesHost, type FixtureSite, type StaticHost } from "./fixture-site";
import { test as base } from "./fixtures";
import { studiesWhere } from "./private-content";

// Another owner's copy, edited per docs/owner-guide.md, under /portfolio/ with views on: one build for two specs.
export const basePath = "/portfolio/";
/** Copied from a sample under a long folder name: a study's address is public, however many words it has. */
export const added = { id: "northwind-freight-tracking-platform", title: "Northwind Freight Tracking" };
export const ownerName = "Dana Whitfield-Okafor";
/** The owner's own resume, in place of the sample: the build stops naming that sample. */
export const ownResume = "/dana-whitfield-okafor-resume.pdf";
/** The study the added one copies: the last with a title image where one has, so the copy shows one decrypted. */
const template = studiesWhere((study) => study.heroImage !== undefined).at(-1) ?? projectIds.at(-1) ?? "";
export const addedHasTitleImage = studiesWhere((study) => study.heroImage !== undefined).includes(template);
const isFeatured = (id: string) => featuredProjects.some((project) => project.id === id);
const others = projectIds.filter((id) => id !== template);
/** A study whose folder the owner renames, so its address changes: a featured one where there is, as featured.yaml
 * then needs the new name too. */
const movedFrom = others.find(isFeatured) ?? others[0];
export const moved = movedFrom === undefined ? undefined : { from: movedFrom, to: `${movedFrom}-2024` };
export const renamed = {
  id: others.find((id) => id !== movedFrom) ?? "",
  title: "Harbour Wallet Redesign",
};
/** Two deleted, preferably ones no featured card points to, so featured.yaml needs no edit. */
export const removed = others
  .filter((id) => id !== movedFrom && id !== renamed.id)
  .toSorted((a, b) => Number(isFeatured(a)) - Number(isFeatured(b)))
  .slice(0, 2);
export const changedFigure = { from: landing.impact.metrics[0], to: "87%" };
/** A list the owner adds to the About text. */
export const aboutList = ["Design systems that engineering adopts", "Teams hired and grown into leaders"];
export const renamedTool = { from: landing.skills.tools.at(-1) ?? "", to: "Penpot" };
/** The owner's own look (docs/owner-guide.md, "Your look"): a teal accent, and a typeface pair other than theirs. */
export const ownLook = {
  accent: "#0f766e",
  typeface: typefaceNames.findLast((name) => name !== loadContent().theme.typeface) ?? typefaceNames[0],
};
/** Created in the editor, as Decap creates a study when the owner publishes a new one, with two screens uploaded. */
export const created = { id: "lighthouse", title: "Lighthouse Banking App" };
export const idsAfterEdit = [
  ...projectIds.filter((id) => !removed.includes(id)).map((id) => (id === moved?.from ? moved.to : id)),
  added.id,
  created.id,
];
/**
 * The owner's own recipients, by labels of theirs, not the tests': their lines in the copy's .env, which its build
 * reads as the owner's does, and their names and studies in its content/recipients.yaml.
 */
export const ownerRecipients = {
  everyone: { label: "studio-visitors", password: "juniper-cobalt-prairie-summit-31" },
  named: { label: "northwind-hiring", password: "orchid-tidal-sable-lattice-47", name: "Priya Raman, Northwind" },
  // Given the two studies the owner made, which no sample's name can hint at.
  limited: { label: "globex-talent", password: "harbor-velvet-quarry-oboe-58", studies: [added.id, created.id] },
};
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
    study.set("order", orderAfterAll(path.dirname(content)));
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

/** A featured card of a study deleted points at one the owner made, as the guide asks. */
async function removeCaseStudy(content: string, id: string, featuredInstead: string): Promise<void> {
  await rm(path.dirname(studyFile(content, id)), { recursive: true });
  if (isFeatured(id)) await pointFeaturedCard(content, id, featuredInstead);
}

async function moveCaseStudy(content: string, { from, to }: { from: string; to: string }): Promise<void> {
  await rename(path.dirname(studyFile(content, from)), path.dirname(studyFile(content, to)));
  if (isFeatured(from)) await pointFeaturedCard(content, from, to);
}

const pointFeaturedCard = (content: string, from: string, to: string) =>
  editYaml(path.join(content, "featured.yaml"), (featured) => {
    const index = featuredProjects.findIndex((card) => card.id === from);
    featured.setIn([index, "id"], to);
  });

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
    const order = orderAfterAll(root);
    const { status, body } = await createStudyInEditor(editor.url, { address: created.id, ...created, order, screens });
    if (status !== 200) throw new Error(`The editor refused the new study: ${String(body.error)}`);
  } finally {
    await editor.close();
  }
}

async function setUpRecipients(root: string): Promise<void> {
  const { everyone, named, limited } = ownerRecipients;
  const recipients = {
    [named.label]: { name: named.name },
    [limited.label]: { studies: limited.studies },
  };
  await writeFile(path.join(root, "content/recipients.yaml"), stringify(recipients));
  const lines = [everyone, named, limited].map(({ label, password }) => `${label}: ${password}`);
  await writeFile(path.join(root, ".env"), `PORTFOLIO_PASSWORDS='${lines.join("\n")}'\n`);
}

async function editAsTheOwner(root: string): Promise<void> {
  const content = path.join(root, "content");
  // First, while every featured card's study is where the samples have it.
  await repeatGridSentence(content);
  await addCaseStudy(content);
  await createInEditor(root);
  for (const [index, id] of removed.entries()) await removeCaseStudy(content, id, [added.id, created.id][index] ?? "");
  if (moved) await moveCaseStudy(content, moved);
  if (renamed.id) {
    await editFrontMatter(studyFile(content, renamed.id), (study) => study.setIn(["card", "title"], renamed.title));
  }
  await editYaml(path.join(content, "landing.yaml"), (landingFile) => {
    landingFile.setIn(["impact", "metrics", 0, "value"], changedFigure.to);
    landingFile.setIn(["skills", "tools", landing.skills.tools.length - 1], renamedTool.to);
    // Written by hand after |-, as the guide shows, so each item stays a line.
    const text = landingFile.getIn(["about", "text"], true);
    if (!isScalar(text)) throw new Error("content/landing.yaml has no about.text");
    text.value = `${String(text.value)}\n\n${aboutList.map((item) => `- ${item}`).join("\n")}`;
    text.type = Scalar.BLOCK_LITERAL;
  });
  await editYaml(path.join(content, "site.yaml"), (siteFile) => {
    siteFile.set("siteUrl", `${site.siteUrl}/portfolio`);
    siteFile.set("name", ownerName);
    siteFile.setIn(["resume", "file"], ownResume);
  });
  await writeFile(path.join(root, "public", ownResume), "%PDF-1.4\n% The owner's own resume.\n%%EOF\n");
  await rm(path.join(root, "public", site.resume.file));
  await setUpRecipients(root);
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
