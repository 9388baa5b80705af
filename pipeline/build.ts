import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { prerenderPaths } from "../react-router.config.ts";
import {
  basePath,
  buildDir,
  buildDirectoryVariable,
  buildLayout,
  buildsDir,
  type BuildLayout,
} from "../site/build-layout.ts";
import { isPrivatePage, notFoundPath } from "../site/routes.ts";
import { repoRoot } from "../site/repo-root.ts";
import { demoPassword, demoWarning, PasswordConfigError, resolvePasswords, type Recipient } from "./passwords.ts";
import { loadContent, type Content } from "./content/load-content.ts";
import { requireRecipientsFile } from "./content/recipients-file.ts";
import { ContentError } from "./content/problems.ts";
import { passwordMentions } from "./content/public-fields.ts";
import { newBuildId, type VaultSecrets } from "./encrypt-content.ts";
import { fromBase64Url } from "../app/lib/vault/format.ts";
import { stampContentTimes } from "./file-times.ts";
import { hoistPagesOutOfBasePath, holdBackAppScriptsInPages, moveNotFoundPage } from "./finalize-build.ts";
import { scanForLeaks } from "./leak-scan.ts";
import { budgetFailures, pageWeights } from "./size-budgets/check.ts";
import { packageCommand } from "./node-commands.ts";
import { leakScanSources } from "./leak-scan-input.ts";
import { scanRecipientViews } from "./leak-scan-recipients.ts";
import { precompress } from "./precompress.ts";
import { newBuildRoot, publishBuild } from "./publish-build.ts";
import { loadPrivateContent, type PrivateContent } from "./private-content.ts";
import type { OptimisedImage } from "./private-images.ts";
import { sealVault } from "./seal-vault.ts";
import { bundleServer } from "./server-bundle.ts";
import { writeSearchFiles } from "./search-files.ts";
import { samplesNotice, samplesStillPublished } from "./sample-files.ts";
import { withLocalPasswords } from "./local-env.ts";
import { guardSource } from "./source-guard.ts";
import { applySitePolicy } from "./site-policy/apply-site-policy.ts";
import { buildIdVariable } from "./vault-plugin.ts";
import {
  reportIdentities,
  resolveViews,
  viewsBuildNote,
  ViewsConfigError,
  type ReportIdentity,
} from "../views/build/views-config.ts";
import { writeViewsSettings } from "../views/build/settings.ts";
import { studySectionIds } from "../content/study-sections.ts";
import { markDemoBuild } from "../site/demo-marker.ts";
import { writeRecipientCount } from "../site/recipient-count.ts";
import type { ViewsTarget } from "../views/browser/views-target.ts";

type Build = {
  buildId: string;
  layout: BuildLayout;
  recipients: Recipient[];
  usesDemo: boolean;
  views: ViewsTarget | null;
  reportIdentities: ReadonlyMap<string, ReportIdentity>;
  content: Content;
  privateContent: PrivateContent;
  images: ReadonlyMap<string, OptimisedImage>;
  secrets: VaultSecrets;
};
type Step = { name: string; run: (build: Build) => Promise<void> };

// The order matters (docs/protection.md, Build pipeline). Content and passwords are checked before minutes of encoding.
const steps: Step[] = [
  { name: "framework build", run: frameworkBuild },
  // Every step that edits pages comes before the site policy, which hashes each page's inline scripts as they ship.
  { name: "pages out of the base path", run: ({ layout }) => hoistPagesOutOfBasePath(layout) },
  { name: "404 page", run: ({ layout }) => moveNotFoundPage(layout) },
  { name: "gate scripts held back", run: ({ layout }) => holdBackAppScriptsInPages(layout) },
  { name: "size budgets", run: enforceSizeBudgets },
  { name: "security headers and host files", run: ({ layout, views }) => applySitePolicy(layout, views) },
  { name: "views settings", run: writeViewsFile },
  { name: "demo marker", run: async ({ usesDemo, layout }) => (usesDemo ? markDemoBuild(layout) : undefined) },
  { name: "recipient count", run: ({ recipients, layout }) => writeRecipientCount(layout, recipients.length) },
  { name: "server", run: ({ layout }) => bundleServer(layout) },
  { name: "sitemap and robots.txt", run: writeSitemap },
  // Private images, then the vault; the previews render with the app's components, so it follows the framework build.
  { name: "vault", run: sealPrivateContent },
  { name: "leak scan", run: leakScan },
  { name: "precompressed copies", run: ({ layout }) => precompress(layout.clientDir) },
  {
    name: "file times",
    run: ({ layout: { clientDir } }) => stampContentTimes(clientDir, path.join(clientDir, "vault")),
  },
  // Last: a server reading build/ must never meet a half-written build (docs/decisions/002-production-server.md).
  { name: "publish as build/", run: ({ layout }) => publishBuild(layout.root, { buildDir, buildsDir }) },
];

const { verbose = false, recipients: recipientsFileOption } = parseArgs({
  options: { verbose: { type: "boolean" }, recipients: { type: "string" } },
}).values;

async function frameworkBuild({ buildId, layout }: Build): Promise<void> {
  const framework = spawnSync(process.execPath, [packageCommand("@react-router/dev", "react-router"), "build"], {
    stdio: verbose ? "inherit" : "pipe",
    encoding: "utf8",
    env: { ...process.env, [buildIdVariable]: buildId, [buildDirectoryVariable]: layout.root },
  });
  if (framework.status === 0) return;
  // Its report is a maintainer's reading: an owner sees it only when it explains a failure.
  if (!verbose) console.error(`${framework.stdout}\n${framework.stderr}`);
  throw new Error("react-router build failed");
}

async function enforceSizeBudgets({ layout, content }: Build): Promise<void> {
  const site = { clientDir: layout.clientDir, manifestFile: layout.viteManifestFile };
  const failures = budgetFailures(await pageWeights(site, content.projectIds[0] ?? ""));
  if (failures.length === 0) return;
  throw new Error(
    `these pages would send more than their budget, from the code rather than the content (pipeline/size-budgets/):\n  - ${failures.join("\n  - ")}`,
  );
}

async function writeSitemap({ content, layout }: Build): Promise<void> {
  const origin = content.site.siteUrl;
  await writeSearchFiles({ outDir: layout.clientDir, origin, prerendered: prerenderPaths, notFoundPath });
}

async function sealPrivateContent(build: Build): Promise<void> {
  const { images, secrets } = await sealVault({
    outDir: path.join(build.layout.clientDir, "vault"),
    buildId: build.buildId,
    recipients: build.recipients,
    content: build.privateContent,
    reportIdentities: build.reportIdentities,
  });
  build.images = images;
  build.secrets = secrets;
}

async function writeViewsFile({ views, reportIdentities, layout }: Build): Promise<void> {
  if (views?.to !== "server") return;
  const pages = prerenderPaths.filter(isPrivatePage);
  const tokens = new Map([...reportIdentities].flatMap(([label, { token }]) => (token ? [[token, label]] : [])));
  await writeViewsSettings(layout, { tokens, pages, sections: [...studySectionIds] });
}

async function leakScan(build: Build): Promise<void> {
  const { buildId, recipients, secrets, layout } = build;
  const sources = await leakScanSources(build);
  const problems = await scanForLeaks({
    ...sources,
    outDir: layout.clientDir,
    passwords: [...recipients.map((recipient) => recipient.password), demoPassword],
    recipientNames: recipients.flatMap((recipient) => (recipient.name ? [recipient.name] : [])),
    // A token in a public file would let anyone report as its recipient.
    secrets: [
      ...secrets.keks,
      ...secrets.keys,
      ...[...build.reportIdentities.values()].flatMap(({ token }) => (token ? [fromBase64Url(token)] : [])),
    ],
    vaultBuildId: buildId,
  });
  // A recipient limited to some studies decrypts nothing of the others (docs/protection.md, Key slots).
  problems.push(
    ...(await scanRecipientViews({
      vaultDir: path.join(layout.clientDir, "vault", buildId),
      buildId,
      recipients: recipients.map((recipient, slot) => ({ ...recipient, kek: secrets.keks[slot] ?? new Uint8Array() })),
      studies: sources.studies,
      publicTexts: sources.publicTexts,
    })),
  );
  if (problems.length > 0) {
    throw new Error(`The leak scan found private material in the build output:\n  - ${problems.join("\n  - ")}`);
  }
}

async function build(): Promise<void> {
  console.log("Building the site: about a minute (npm run build -- --verbose shows each step's own report).");
  // First, before minutes of work: from a public repository, content/private/ is already out in plain text.
  await guardSource(process.env);
  const content = loadContent();
  const passwords = withLocalPasswords(process.env);
  if (passwords.note) console.log(passwords.note);
  const recipientsFile = requireRecipientsFile(repoRoot, content.projectIds, recipientsFileOption);
  const { recipients, usesDemo, expired } = resolvePasswords(passwords.env, {
    site: content.site,
    recipients: recipientsFile,
  });
  const studyCount = (studies: string[] | undefined) =>
    studies ? ` (${studies.length} of ${content.projectIds.length} studies)` : "";
  console.log(`Recipients: ${recipients.map(({ label, studies }) => label + studyCount(studies)).join(", ")}.`);
  if (expired.length > 0) console.log(`Past their end date, left out of this build: ${expired.join(", ")}.`);
  const views = resolveViews(process.env);
  // The leak scan would refuse a password in a public field after minutes of work: name the field now.
  const published = passwordMentions(content.publicFields, [...recipients, { label: "demo", password: demoPassword }]);
  if (published.length > 0) throw new ContentError(published);
  const buildId = newBuildId();
  const state: Build = {
    buildId,
    layout: buildLayout(await newBuildRoot({ buildsDir }, buildId)),
    recipients,
    usesDemo,
    views,
    reportIdentities: reportIdentities(
      views,
      recipients.map((recipient) => recipient.label),
    ),
    content,
    privateContent: await loadPrivateContent(),
    images: new Map(),
    secrets: { keks: [], keys: [] },
  };
  for (const step of steps) {
    try {
      await step.run(state);
    } catch (error) {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  console.log(`Vault ${state.buildId}: ${recipients.length} password slot(s), leak scan clean.`);
  if (views) console.warn(`\n${viewsBuildNote(views)}`);
  const samples = samplesNotice(await samplesStillPublished(content));
  if (samples) console.warn(samples);
  if (usesDemo) console.warn(demoWarning);
  warnOfSiteUrlOutsideBasePath(content.site.siteUrl);
}

/** Canonical links, the sitemap and link previews name siteUrl: it should be where the build is published. */
function warnOfSiteUrlOutsideBasePath(siteUrl: string): void {
  const sitePath = `${new URL(siteUrl).pathname.replace(/\/$/, "")}/`;
  if (sitePath === basePath) return;
  console.warn(
    `\nWarning: content/site.yaml siteUrl (${siteUrl}) is at ${sitePath}, but this build is for ${basePath} (BASE_PATH). Search results and link previews will point to the wrong address.`,
  );
}

build().catch((error: unknown) => {
  const message =
    error instanceof PasswordConfigError
      ? `Password setup: ${error.message}`
      : error instanceof ViewsConfigError
        ? `Views setup: ${error.message}`
        : String(error);
  console.error(`\nBuild failed. ${message}`);
  process.exit(1);
});
