import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { repoRoot } from "./content/load-content.ts";

/** Each file under content/private/, by its path there with forward slashes → the SHA-256 of its bytes, in hex. */
export type Fingerprints = Record<string, string>;
export type Visibility = "private" | "public" | "unknown";
export type SourceCheck = {
  env: NodeJS.ProcessEnv;
  /** The text of the file GITHUB_EVENT_PATH names, if it could be read. */
  event: string | undefined;
  samples: Fingerprints;
  current: Fingerprints;
};

export const privateFolder = path.join(repoRoot, "content/private");
export const sampleFingerprintsFile = path.join(repoRoot, "pipeline/sample-fingerprints.json");
const guideSection = "docs/owner-guide.md#keep-your-repository-private";
const listedAtMost = 5;

const manifestSchema = z.object({ files: z.record(z.string(), z.string()) });
// GitHub's event payloads carry the repository the workflow runs in, with `private` a boolean.
const eventSchema = z.object({ repository: z.object({ private: z.boolean() }) });

/** Any file at any depth counts: the guard knows nothing of how the owner lays out content/private/. */
export async function fingerprintTree(folder: string): Promise<Fingerprints> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
  const fingerprints: Fingerprints = {};
  for (const file of files) {
    fingerprints[file] = createHash("sha256")
      .update(await readFile(path.join(folder, file)))
      .digest("hex");
  }
  return fingerprints;
}

export async function readSampleFingerprints(file = sampleFingerprintsFile): Promise<Fingerprints> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    // Without the manifest nothing counts as a sample, so a public repository is refused.
    return {};
  }
  const manifest = manifestSchema.safeParse(parseJson(text));
  if (!manifest.success) throw new Error(`${file} is not a fingerprint manifest: run npm run samples:fingerprint`);
  return manifest.data.files;
}

export async function writeSampleFingerprints(folder = privateFolder, file = sampleFingerprintsFile): Promise<number> {
  const files = await fingerprintTree(folder);
  const about =
    "The shipped samples of content/private/, which may build from a public repository (docs/protection.md, §1). Written by npm run samples:fingerprint.";
  await writeFile(file, `${JSON.stringify({ about, files }, null, 2)}\n`);
  return Object.keys(files).length;
}

/** Every path added, removed or changed since the samples, in path order. */
export function treeDifferences(samples: Fingerprints, current: Fingerprints): string[] {
  const change = (file: string) => {
    if (samples[file] === current[file]) return [];
    if (samples[file] === undefined) return [`${file} (added)`];
    return [current[file] === undefined ? `${file} (removed)` : `${file} (changed)`];
  };
  return [...new Set([...Object.keys(samples), ...Object.keys(current)])].sort().flatMap(change);
}

export function repositoryVisibility(event: string | undefined): Visibility {
  const parsed = eventSchema.safeParse(event === undefined ? undefined : parseJson(event));
  if (!parsed.success) return "unknown";
  return parsed.data.repository.private ? "private" : "public";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Why this build must not run, or undefined. Only GitHub Actions is checked: it is where a public repository builds
 * the owner's site. Privacy that cannot be confirmed counts as public (docs/protection.md, §1).
 */
export function sourceRefusal({ env, event, samples, current }: SourceCheck): string | undefined {
  if (env.GITHUB_ACTIONS !== "true") return undefined;
  const visibility = repositoryVisibility(event);
  if (visibility === "private") return undefined;
  const differences = treeDifferences(samples, current);
  if (differences.length === 0) return undefined;
  const where =
    visibility === "public"
      ? "in a public repository"
      : "in a repository it cannot confirm is private (GITHUB_EVENT_PATH names no event with repository.private)";
  const more = differences.length > listedAtMost ? `, and ${differences.length - listedAtMost} more` : "";
  return [
    `This build runs on GitHub Actions ${where}, and content/private/ is no longer the shipped samples:`,
    `${differences.slice(0, listedAtMost).join(", ")}${more}.`,
    "Anyone can read content/private/ in a public repository, as plain text; the password protects only the published site.",
    "Make the repository private (Settings → General → Danger Zone → Change visibility → Private),",
    "or build on your own machine and publish only build/client.",
    `See ${guideSection}.`,
  ].join("\n");
}

/** The build's first step: it reads the event GitHub Actions wrote, the manifest and content/private/. */
export async function guardSource(env: NodeJS.ProcessEnv): Promise<void> {
  const eventFile = env.GITHUB_EVENT_PATH;
  const refusal = sourceRefusal({
    env,
    event: eventFile ? await readFile(eventFile, "utf8").catch(() => undefined) : undefined,
    samples: await readSampleFingerprints(),
    current: await fingerprintTree(privateFolder),
  });
  if (refusal) throw new Error(refusal);
}
