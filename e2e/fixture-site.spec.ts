import { stat } from "node:fs/promises";
import path from "node:path";
import { access, landing, site } from "../content/public";
import { withCount } from "../app/lib/with-count";
import { loadContent } from "../pipeline/content/load-content";
import { runNpm } from "../pipeline/node-commands";
import { samplesNotice, samplesStillPublished } from "../pipeline/sample-files";
import { orderedCards as projectCards } from "./private-content";
import { startNpmStartServer } from "./npm-start";
import { ownersFolders, startPagesHost, type StaticHost } from "./fixture-site";
import { budgetFailures, pageWeights } from "../pipeline/size-budgets/check";
import { buildLayout } from "../site/build-layout";
import { repoRoot } from "../site/repo-root";
import { markerContrasts, textContrasts } from "./colour";
import { axeViolations, expect, type PageHealth } from "./fixtures";
import {
  aboutList,
  added,
  addedHasTitleImage,
  basePath,
  changedFigure,
  created,
  idsAfterEdit,
  markdown,
  moved,
  ownerName,
  ownerRecipients,
  ownResume,
  removed,
  renamed,
  renamedTool,
  reportsOnPagesHost,
  test,
} from "./owner-site";

// The owner's edits must never turn their site's own tests red; it works under a sub-path, as GitHub Pages serves it.
const accessPassword = ownerRecipients.everyone.password;
const toolsAfterEdit = [...landing.skills.tools.slice(0, -1), renamedTool.to];
const notFoundStatus = /status of 404/;

/** Leaving an unlocked page sends its view report, which only npm start's server takes; any other 404 still fails. */
function allowReportsToFail(health: PageHealth) {
  health.expectedFailedRequests.push(reportsOnPagesHost);
  health.expectedConsoleErrors.push(notFoundStatus);
}

function cardOf(id: string) {
  const card = projectCards.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`No card for ${id}`);
  return card;
}

let host: StaticHost;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ ownerSite }) => {
  host = await startPagesHost(ownerSite.clientDir, basePath);
});

test.afterAll(async () => {
  await host?.close();
});

// The unit tests that read the content: every test whose imports reach the modules that load it. The Markdown
// parser (content/prose.ts) reads none, and would add the vault's round trips, which seal fixtures of their own.
const contentModules = ["content/public.ts", "pipeline/content/load-content.ts", "pipeline/private-content.ts"];

test("the owner's edits keep the copy's unit tests of the content, and its content check, green", ({ ownerSite }) => {
  test.setTimeout(300_000);
  for (const args of [
    ["exec", "--", "vitest", "related", "--run", ...contentModules],
    ["run", "check:content"],
  ]) {
    const run = runNpm(args, { cwd: ownerSite.root });
    expect(run.status, `npm ${args.join(" ")}:\n${run.stdout}\n${run.stderr}`).toBe(0);
  }
});

test("in folders named app, content, my portfolio and site, the copy's pages send the script this project's do", async ({
  ownerSite,
}) => {
  expect(ownerSite.root).toContain(ownersFolders);
  const weights = async (root: string) => {
    const layout = buildLayout(path.join(root, "build"));
    const site = { clientDir: layout.clientDir, manifestFile: layout.viteManifestFile };
    return pageWeights(site, loadContent(root).projectIds[0] ?? "");
  };
  const [copy, ours] = await Promise.all([weights(ownerSite.root), weights(repoRoot)]);
  expect(budgetFailures(copy)).toEqual([]);
  // The owner's words change a few hundred bytes; a path rule gone wrong once added 490 KB.
  for (const [index, { page, figures }] of copy.entries()) {
    for (const [at, { name, bytes }] of figures.entries()) {
      const here = ours[index]?.figures[at]?.bytes ?? 0;
      expect(Math.abs(bytes - here), `${page}: ${name}`).toBeLessThan(3 * 1024);
    }
  }
});

test.describe("an eighth case study, added as the owner's guide says", () => {
  test("is prerendered as a gate page of its own, which does not give its title away", async ({
    request,
    ownerSite,
  }) => {
    expect((await stat(path.join(ownerSite.clientDir, "project", added.id, "index.html"))).isFile()).toBe(true);
    const gate = await request.get(`${host.origin}${basePath}project/${added.id}`);
    expect(gate.status()).toBe(200);
    const html = await gate.text();
    expect(html).toContain(access.title);
    expect(html).not.toContain(added.title);
  });

  test("appears after the samples in the grid, beside the renamed project and without the removed one, and opens from the vault, images and all", async ({
    page,
    health,
  }) => {
    allowReportsToFail(health);
    await page.goto(`${host.origin}${basePath}projects`);
    await page.getByPlaceholder(access.placeholder).fill(accessPassword);
    await page.getByRole("button", { name: access.submitLabel }).click();
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(idsAfterEdit.length);
    // Counted words follow the studies there are, not the samples' seven.
    await expect(page.getByRole("main")).toContainText(
      withCount(access.portfolio.intro, idsAfterEdit.length, site.lang),
    );
    for (const [index, id] of idsAfterEdit.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `${basePath}project/${id}`);
    }
    await expect(cards.filter({ hasText: renamed.title })).toHaveCount(1);
    await expect(cards.filter({ hasText: cardOf(renamed.id).title })).toHaveCount(0);
    const card = cards.nth(idsAfterEdit.indexOf(added.id));
    await expect(card).toContainText(added.title);
    await expect(cards.last()).toContainText(created.title);
    await card.getByRole("link").click();
    await expect(page).toHaveURL(`${host.origin}${basePath}project/${added.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(added.title);
    if (addedHasTitleImage) await expect(page.locator("header img[src^='blob:']")).toBeVisible();
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

test("a study created in the editor opens with the screens uploaded in it", async ({ page, health }) => {
  allowReportsToFail(health);
  await page.goto(`${host.origin}${basePath}project/${created.id}`);
  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(created.title);
  const solution = page.getByRole("region", { name: access.caseStudy.sections.solution.heading });
  await expect(solution.locator("img[src^='blob:']").first()).toBeVisible();
});

test("the Solution's bold words, link, code and list markers read on its brand panel, in both themes", async ({
  page,
  health,
}) => {
  allowReportsToFail(health);
  await page.goto(`${host.origin}${basePath}project/${added.id}`);
  await page.getByPlaceholder(access.placeholder).fill(accessPassword);
  await page.getByRole("button", { name: access.submitLabel }).click();
  const solution = page.getByRole("region", { name: access.caseStudy.sections.solution.heading });
  await expect(solution.locator("strong").first()).toBeVisible();
  await expect(solution.locator("ul > li, ol > li")).toHaveCount(4);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await solution.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, { colourOnly: true }), colorScheme).toEqual([]);
    for (const { text, ratio } of [...(await textContrasts(solution)), ...(await markerContrasts(solution))]) {
      expect(ratio, `${colorScheme}: ${text}`).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test.describe("the owner's other edits", () => {
  test("the build names the template's sample files still published, and not the resume the owner replaced", async ({
    ownerSite,
  }) => {
    const samples = await samplesStillPublished(loadContent(ownerSite.root), { root: ownerSite.root });
    expect(samples.length).toBeGreaterThan(0);
    expect(samples).not.toContain(`public${ownResume}`);
    expect(ownerSite.output).toContain(samplesNotice(samples));
    expect(ownerSite.output).not.toContain(site.resume.file);
  });

  test("the footer names the owner", async ({ page }) => {
    await page.goto(`${host.origin}${basePath}`);
    await expect(page.getByRole("contentinfo")).toContainText(ownerName);
  });

  test("the list the owner adds to the About text shows as a list, an item per line", async ({ page }) => {
    await page.goto(`${host.origin}${basePath}`);
    const about = page.getByRole("region", { name: landing.about.heading });
    await expect(about.getByRole("list").last().getByRole("listitem")).toHaveText(aboutList);
  });

  test("the landing page shows the changed figure and the renamed tool", async ({ page }) => {
    await page.goto(`${host.origin}${basePath}`);
    const impact = page.getByRole("region", { name: landing.impact.heading });
    await expect(impact.getByText(changedFigure.to, { exact: true })).toBeVisible();
    await expect(impact.getByText(changedFigure.from?.value ?? "", { exact: true })).toHaveCount(0);
    await expect(page.locator("#skills").getByRole("list").last().getByRole("listitem")).toHaveText(toolsAfterEdit);
  });

  test("the removed case studies, and the moved one's old address, have no page any more; its new address has", async ({
    ownerSite,
  }) => {
    const page = (id: string) => stat(path.join(ownerSite.clientDir, "project", id, "index.html"));
    for (const id of [...removed, ...(moved ? [moved.from] : [])]) await expect(page(id)).rejects.toThrow();
    if (moved) expect((await page(moved.to)).isFile()).toBe(true);
  });

  test("the build reads the owner's recipients from their .env and recipients.yaml, by their labels", ({
    ownerSite,
  }) => {
    const { everyone, named, limited } = ownerRecipients;
    const studies = `(${limited.studies.length} of ${idsAfterEdit.length} studies)`;
    expect(ownerSite.output).toContain("Passwords from .env (PORTFOLIO_PASSWORDS).");
    expect(ownerSite.output).toContain(`Recipients: ${everyone.label}, ${named.label}, ${limited.label} ${studies}.`);
  });
});

test.describe("under a sub-path, served as GitHub Pages serves it", () => {
  test("the landing page, its files and its links stay under the sub-path", async ({ page, health }) => {
    allowReportsToFail(health);
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

test("npm start serves a sub-path build at its sub-path, with the app's own routes and 404s", async ({
  request,
  ownerSite,
}) => {
  const server = await startNpmStartServer({ cwd: ownerSite.root, env: { BASE_PATH: basePath } });
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
