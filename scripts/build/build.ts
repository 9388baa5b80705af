import { spawnSync } from "node:child_process";
import path from "node:path";
import { featuredProjects } from "../../content/featured.ts";
import { landing } from "../../content/landing.ts";
import { site } from "../../content/site.ts";
import { notFoundPath, prerenderPaths } from "../../react-router.config.ts";
import { basePath, clientDir } from "../../server/build-layout.ts";
import { collectStrings } from "./collect-strings.ts";
import { encryptVault, newBuildId } from "./encrypt-content.ts";
import { hoistPagesOutOfBasePath, holdBackAppScriptsInPages, moveNotFoundPage } from "./finalize-build.ts";
import { scanForLeaks } from "./leak-scan.ts";
import { demoPassword, demoWarning, PasswordConfigError, resolvePasswords } from "../tools/passwords.ts";
import { stampContentTimes } from "./file-times.ts";
import { precompress } from "./precompress.ts";
import { loadPreviewRenderer } from "./preview-renderer.ts";
import { loadPrivateContent } from "./private-content.ts";
import { optimisePrivateImages } from "./private-images.ts";
import { writeSearchFiles } from "./search-files.ts";
import { applySitePolicy } from "./site-policy/apply-site-policy.ts";
import { buildIdVariable } from "./vault-plugin.ts";

/**
 * `npm run build` (protection.md §6): build id → framework build with the id
 * as a public constant (public images are encoded inside it) → pages moved
 * out of the BASE_PATH folder, 404 page,
 * the gate pages' scripts held back, CSP hashes and host files, sitemap and robots.txt →
 * private images optimised →
 * encrypted vault, with each unlocked page rendered as its preview → leak scan → precompressed copies. Any failure fails the build.
 */
async function build(): Promise<void> {
  const { recipients, usesDemo, expired } = resolvePasswords(process.env);
  if (expired.length > 0) console.log(`Past their end date, left out of this build: ${expired.join(", ")}.`);
  const content = await loadPrivateContent();
  const buildId = newBuildId();

  const framework = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, [buildIdVariable]: buildId },
  });
  if (framework.status !== 0) throw new Error("react-router build failed");
  await hoistPagesOutOfBasePath();
  await moveNotFoundPage();
  await holdBackAppScriptsInPages();
  await applySitePolicy();
  await writeSearchFiles({ outDir: clientDir, origin: site.siteUrl, prerendered: prerenderPaths, notFoundPath });

  const started = performance.now();
  const images = await optimisePrivateImages(content.images);
  const variants = [...images.values()].reduce((sum, image) => sum + image.variants.length, 0);
  // A first build, or a new screenshot, waits for the encoder; this says where the time went.
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Private images: ${variants} variants of ${images.size} sources in ${seconds} s.`);
  const secrets = await encryptVault({
    outDir: path.join(clientDir, "vault"),
    buildId,
    recipients,
    content,
    images,
    renderPreview: await loadPreviewRenderer(),
  });
  const problems = await scanForLeaks({
    outDir: clientDir,
    passwords: [...recipients.map((recipient) => recipient.password), demoPassword],
    privateTexts: collectStrings([content.cards, content.studies]),
    publicTexts: collectStrings([featuredProjects, landing, site]),
    // The sources and every optimised variant: a plaintext copy of either must not ship.
    images: [...images.values()].flatMap((image) => [
      { name: image.file, bytes: image.bytes },
      ...image.variants.map((variant) => ({
        name: `${image.file} (${variant.width} px ${variant.format})`,
        bytes: variant.bytes,
      })),
    ]),
    secrets: [...secrets.keks, secrets.cek],
    forbiddenNames: [
      ...content.cards.flatMap((card) => [card.id, card.title, path.parse(card.image.file).name]),
      ...content.studies.keys(),
    ],
    vaultBuildId: buildId,
  });
  if (problems.length > 0) {
    throw new Error(`The leak scan found private material in the build output:\n  - ${problems.join("\n  - ")}`);
  }
  await precompress(clientDir);
  await stampContentTimes(clientDir, path.join(clientDir, "vault"));
  console.log(`Vault ${buildId}: ${recipients.length} password slot(s), leak scan clean.`);
  if (usesDemo) console.warn(demoWarning);
  warnOfSiteUrlOutsideBasePath();
}

/** Canonical links, the sitemap and link previews name siteUrl: it should be where the build is published. */
function warnOfSiteUrlOutsideBasePath(): void {
  const sitePath = `${new URL(site.siteUrl).pathname.replace(/\/$/, "")}/`;
  if (sitePath === basePath) return;
  console.warn(
    `\nWarning: content/site.ts siteUrl (${site.siteUrl}) is at ${sitePath}, but this build is for ${basePath} (BASE_PATH). Search results and link previews will point to the wrong address.`,
  );
}

build().catch((error: unknown) => {
  const message = error instanceof PasswordConfigError ? `Password setup: ${error.message}` : String(error);
  console.error(`\nBuild failed. ${message}`);
  process.exit(1);
});
