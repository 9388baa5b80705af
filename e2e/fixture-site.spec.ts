import { spawnSync } from "node:child_process";
import { cp, rm, stat } from "node:fs/promises";
import path from "node:path";
import { access, featuredProjects, landing, projectIds, site } from "../content/public";
import { orderedCards as projectCards } from "./private-content";
import { accessPassword } from "./access";
import { startNpmStartServer } from "./npm-start";
import {
  buildFixtureSite,
  editFrontMatter,
  editYaml,
  replaceInFile,
  startPagesHost,
  type FixtureSite,
  type StaticHost,
} from "./fixture-site";
import { expect, test } from "./fixtures";

// Another owner's site, edited as docs/owner-guide.md describes and served under /portfolio/ as GitHub Pages serves
// it: the owner's edits must never turn its own tests red.
const basePath = "/portfolio/";
const added = { id: "northwind-freight", title: "Northwind Freight Tracking" };
const template = projectIds.at(-1) ?? "";
const isFeatured = (id: string) => featuredProjects.some((project) => project.id === id);
/** Preferably one no featured card points to, so featured.ts needs no edit. */
const removed = projectIds.find((id) => id !== template && !isFeatured(id)) ?? projectIds.find((id) => id !== template);
const renamed = {
  id: projectIds.find((id) => id !== template && id !== removed) ?? "",
  title: "Harbour Wallet Redesign",
};
const changedFigure = { from: landing.impact.metrics[0], to: "87%" };
const renamedTool = { from: landing.skills.tools.at(-1) ?? "", to: "Penpot" };
const toolsAfterEdit = [...landing.skills.tools.slice(0, -1), renamedTool.to];
const idsAfterEdit = [...projectIds.filter((id) => id !== removed), added.id];
const notFoundStatus = /status of 404/;

function cardOf(id: string) {
  const card = projectCards.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`No card for ${id}`);
  return card;
}

const studyFile = (content: string, id: string) => path.join(content, "private/case-studies", id, "index.md");
/** Written in the added study's overview: the Markdown an owner reaches for first. */
const markdown = {
  strong: "three launches",
  link: { text: "the launch notes", href: "https://example.com/launch-notes" },
  items: ["Carriers see every parcel", "Drivers reroute in one tap"],
};

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
}

async function removeCaseStudy(content: string, id: string): Promise<void> {
  await rm(path.dirname(studyFile(content, id)), { recursive: true });
  if (isFeatured(id)) {
    await replaceInFile(path.join(content, "featured.yaml"), new RegExp(`id: ${id}$`, "m"), `id: ${template}`);
  }
}

async function editAsTheOwner(root: string): Promise<void> {
  const content = path.join(root, "content");
  await addCaseStudy(content);
  if (removed) await removeCaseStudy(content, removed);
  await editFrontMatter(studyFile(content, renamed.id), (study) => study.setIn(["card", "title"], renamed.title));
  await editYaml(path.join(content, "landing.yaml"), (landingFile) => {
    landingFile.setIn(["impact", "metrics", 0, "value"], changedFigure.to);
    landingFile.setIn(["skills", "tools", landing.skills.tools.length - 1], renamedTool.to);
  });
  await editYaml(path.join(content, "site.yaml"), (siteFile) => siteFile.set("siteUrl", `${site.siteUrl}/portfolio`));
}

let fixture: FixtureSite;
let host: StaticHost;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A whole build, its screens encoded again, beside the other worker's tests.
  test.setTimeout(480_000);
  fixture = await buildFixtureSite(editAsTheOwner, { BASE_PATH: basePath });
  host = await startPagesHost(fixture.clientDir, basePath);
});

test.afterAll(async () => {
  await host?.close();
  await fixture?.remove();
});

// The unit tests that read the content: every test whose imports reach the modules that load it.
const contentModules = [
  "content/public.ts",
  "content/prose.ts",
  "pipeline/content/load-content.ts",
  "pipeline/private-content.ts",
];

test("the owner's edits keep the copy's unit tests of the content, and its content check, green", () => {
  test.setTimeout(300_000);
  for (const [command, ...args] of [
    ["npx", "vitest", "related", "--run", ...contentModules],
    ["npm", "run", "check:content"],
  ] as const) {
    const run = spawnSync(command, args, { cwd: fixture.root, encoding: "utf8" });
    expect(run.status, `${command} ${args.join(" ")}:\n${run.stdout}\n${run.stderr}`).toBe(0);
  }
});

test.describe("an eighth case study, added as the owner's guide says", () => {
  test("is prerendered as a gate page of its own, which does not give its title away", async ({ request }) => {
    expect((await stat(path.join(fixture.clientDir, "project", added.id, "index.html"))).isFile()).toBe(true);
    const gate = await request.get(`${host.origin}${basePath}project/${added.id}`);
    expect(gate.status()).toBe(200);
    const html = await gate.text();
    expect(html).toContain(access.title);
    expect(html).not.toContain(added.title);
  });

  test("appears last in the grid, beside the renamed project and without the removed one, and opens from the vault, images and all", async ({
    page,
  }) => {
    await page.goto(`${host.origin}${basePath}projects`);
    await page.getByPlaceholder(access.placeholder).fill(accessPassword);
    await page.getByRole("button", { name: access.submitLabel }).click();
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(idsAfterEdit.length);
    for (const [index, id] of idsAfterEdit.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `${basePath}project/${id}`);
    }
    await expect(cards.filter({ hasText: renamed.title })).toHaveCount(1);
    await expect(cards.filter({ hasText: cardOf(renamed.id).title })).toHaveCount(0);
    await expect(cards.last()).toContainText(added.title);
    await cards.last().getByRole("link").click();
    await expect(page).toHaveURL(`${host.origin}${basePath}project/${added.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(added.title);
    await expect(page.locator("header img[src^='blob:']")).toBeVisible();
    // Its overview's Markdown, rendered by the build: emphasis, a link that opens safely in a new tab, a list.
    const overview = page.getByRole("region", { name: access.caseStudy.sections.overview.heading });
    await expect(overview.locator("strong")).toHaveText(markdown.strong);
    const link = overview.getByRole("link", { name: markdown.link.text });
    await expect(link).toHaveAttribute("href", markdown.link.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(overview.getByRole("listitem")).toHaveText(markdown.items);
    await expect(overview.getByText("**")).toHaveCount(0);
  });
});

test.describe("the owner's other edits", () => {
  test("the landing page shows the changed figure and the renamed tool", async ({ page }) => {
    await page.goto(`${host.origin}${basePath}`);
    const impact = page.getByRole("region", { name: landing.impact.heading });
    await expect(impact.getByText(changedFigure.to, { exact: true })).toBeVisible();
    await expect(impact.getByText(changedFigure.from?.value ?? "", { exact: true })).toHaveCount(0);
    await expect(page.locator("#skills").getByRole("list").last().getByRole("listitem")).toHaveText(toolsAfterEdit);
  });

  test("the removed case study has no page of its own any more", async () => {
    await expect(stat(path.join(fixture.clientDir, "project", removed ?? "", "index.html"))).rejects.toThrow();
  });
});

test.describe("under a sub-path, served as GitHub Pages serves it", () => {
  test("the landing page, its files and its links stay under the sub-path", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${host.origin}${basePath}`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(requested.filter((pathname) => !pathname.startsWith(basePath))).toEqual([]);
    const hrefs = await page
      .locator("a[href^='/'], link[href^='/'], img[src^='/'], source[srcset^='/']")
      .evaluateAll((all) =>
        all.map(
          (element) =>
            element.getAttribute("href") ?? element.getAttribute("src") ?? element.getAttribute("srcset") ?? "",
        ),
      );
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((href) => !href.startsWith(basePath))).toEqual([]);

    await page.getByRole("link", { name: landing.featured.linkLabel }).first().click();
    const dialog = page.getByRole("dialog", { name: access.title });
    await dialog.getByLabel(access.passwordLabel).fill(accessPassword);
    await dialog.getByLabel(access.passwordLabel).press("Enter");
    await expect(page).toHaveURL(new RegExp(`^${host.origin}${basePath}project/`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: access.caseStudy.moreLabel }).click();
    await expect(page).toHaveURL(`${host.origin}${basePath}projects`);
  });

  test("the canonical address, the link preview and the resume name files under the sub-path", async ({
    page,
    request,
  }) => {
    const siteUrl = `${site.siteUrl}/portfolio`;
    await page.goto(`${host.origin}${basePath}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/`);
    const preview = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(preview.startsWith(`${siteUrl}/assets/`)).toBe(true);
    // Those addresses name the real domain: fetch their files from this host.
    const onHost = (address: string) => `${host.origin}${new URL(address, host.origin).pathname}`;
    const image = await request.get(onHost(preview));
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\//);
    const resume = await page.getByRole("link", { name: landing.about.resumeLabel }).getAttribute("href");
    const pdf = await request.get(onHost(resume ?? ""));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
  });

  test("an unknown address is the 404 page, with status 404", async ({ page, health }) => {
    health.expectedConsoleErrors.push(notFoundStatus);
    const response = await page.goto(`${host.origin}${basePath}nowhere`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.notFound.heading);
    await expect(page.getByRole("link", { name: landing.notFound.homeLabel })).toHaveAttribute("href", basePath);
  });

  test("an unknown case study id, answered with 404.html, goes on to the portfolio", async ({ page, health }) => {
    health.expectedConsoleErrors.push(notFoundStatus);
    const response = await page.goto(`${host.origin}${basePath}project/not-a-study`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${host.origin}${basePath}projects`);
    await expect(page.getByRole("button", { name: access.submitLabel })).toBeVisible();
  });
});

test("npm start serves a sub-path build at its sub-path, with the app's own routes and 404s", async ({ request }) => {
  const server = await startNpmStartServer({ cwd: fixture.root, env: { BASE_PATH: basePath } });
  const { origin } = server;
  try {
    const home = await request.get(`${origin}${basePath}`);
    expect(home.status()).toBe(200);
    expect(home.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(await home.text()).toContain(`${basePath}assets/`);
    // The app shell, which sends an unknown id on to the grid, as at a domain's root.
    expect((await request.get(`${origin}${basePath}project/not-a-study`)).status()).toBe(200);
    expect((await request.get(`${origin}${basePath}vault/missing.bin`)).status()).toBe(404);
    expect((await request.get(`${origin}/`)).status()).toBe(404);
  } finally {
    server.stop();
  }
});
