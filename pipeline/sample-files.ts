import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { type Content } from "./content/load-content.ts";
import { relativePath, repoRoot } from "../site/repo-root.ts";

// The build names each sample file still in place, so a sample never goes out unnoticed.

export const publishedSamplesFile = path.join(repoRoot, "pipeline/published-samples.json");
const manifestSchema = z.object({ files: z.record(z.string(), z.string()) });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** All of public/ ships (dotfiles are host settings, such as .nojekyll); of content/images/, what the content names. */
async function publishedFiles(content: Content, root: string): Promise<string[]> {
  const publicFiles = await readdir(path.join(root, "public"), { recursive: true, withFileTypes: true });
  return [
    ...publicFiles
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => relativePath(root, path.join(entry.parentPath, entry.name))),
    ...[content.landing.about.headshot.file, content.site.ogImage.file].map((file) => `content/images/${file}`),
  ].sort();
}

async function fingerprints(files: string[], root: string): Promise<Record<string, string>> {
  const entries = await Promise.all(
    files.map(async (file) => [file, sha256(await readFile(path.join(root, file)))] as const),
  );
  return Object.fromEntries(entries);
}

type Where = { root?: string; manifestFile?: string };

export async function samplesStillPublished(
  content: Content,
  { root = repoRoot, manifestFile = publishedSamplesFile }: Where = {},
): Promise<string[]> {
  const manifest = manifestSchema.safeParse(JSON.parse(await readFile(manifestFile, "utf8").catch(() => "{}")));
  if (!manifest.success) return [];
  const samples = new Set(Object.values(manifest.data.files));
  const current = await fingerprints(await publishedFiles(content, root), root);
  return Object.entries(current)
    .filter(([, hash]) => samples.has(hash))
    .map(([file]) => file);
}

export function samplesNotice(files: string[]): string | undefined {
  if (files.length === 0) return undefined;
  return [
    "",
    "This build publishes the template's sample files, unchanged:",
    ...files.map((file) => `  ${file}`),
    "Replace each with your own, or delete it (docs/owner-guide.md#change-the-resume-headshot-or-link-preview).",
  ].join("\n");
}

export async function writePublishedSamples(
  content: Content,
  { root = repoRoot, manifestFile = publishedSamplesFile }: Where = {},
): Promise<number> {
  const files = await fingerprints(await publishedFiles(content, root), root);
  const about = "The template's sample files a build publishes; the build names each one still in place.";
  await writeFile(manifestFile, `${JSON.stringify({ about, files }, null, 2)}\n`);
  return Object.keys(files).length;
}
