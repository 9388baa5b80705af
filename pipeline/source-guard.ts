import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { relativePath, repoRoot } from "../site/repo-root.ts";

export type Fingerprints = Record<string, string>;
export type Visibility = "private" | "public" | "unknown";
export type SourceCheck = {
  env: NodeJS.ProcessEnv;
  event: string | undefined;
  samples: Fingerprints;
  current: Fingerprints;
};

export const privateFolder = path.join(repoRoot, "content/private");
export const sampleFingerprintsFile = path.join(repoRoot, "pipeline/sample-fingerprints.json");
const guideSection = "docs/owner-guide.md#keep-your-repository-private";
const listedAtMost = 5;

const manifestSchema = z.object({ files: z.record(z.string(), z.string()) });
const eventSchema = z.object({ repository: z.object({ private: z.boolean() }) });

/** Any file at any depth counts: the guard knows nothing of how the owner lays out content/private/. */
export async function fingerprintTree(folder: string): Promise<Fingerprints> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relativePath(folder, path.join(entry.parentPath, entry.name)))
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
  // Never "fingerprint again": that would record the owner's own content as the samples, and let it through.
  if (!manifest.success) {
    throw new Error(
      `${file} is not a fingerprint manifest. Restore the shipped one: git checkout -- ${path.relative(repoRoot, sampleFingerprintsFile)}`,
    );
  }
  return manifest.data.files;
}

export async function writeSampleFingerprints(folder = privateFolder, file = sampleFingerprintsFile): Promise<number> {
  const files = await fingerprintTree(folder);
  const about =
    "The shipped samples of content/private/, which may build from a public repository (docs/protection.md, §1). Written by npm run samples:fingerprint.";
  await writeFile(file, `${JSON.stringify({ about, files }, null, 2)}\n`);
  return Object.keys(files).length;
}

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

type CiService = {
  name: string;
  visibility: Visibility;
  where: string;
  makePrivate: string;
};
type Stated = Pick<CiService, "visibility" | "where">;

const isSet = (value: string | undefined) => (value ?? "").trim() !== "";

// An internal project is readable by every signed-in user of the instance: on gitlab.com, by anyone with an account.
const gitLabVisibility = new Map<string, Stated>([
  ["private", { visibility: "private", where: "in a private project" }],
  [
    "internal",
    {
      visibility: "public",
      where: "in an internal project, which every signed-in user of the GitLab instance can read",
    },
  ],
  ["public", { visibility: "public", where: "in a public project" }],
]);
const bitbucketVisibility = new Map<string, Stated>([
  ["true", { visibility: "private", where: "in a private repository" }],
  ["false", { visibility: "public", where: "in a public repository" }],
]);

/** The CI services that say whether a repository is private; hosts do not (docs/protection.md, §1). */
function ciService(env: NodeJS.ProcessEnv, event: string | undefined): CiService | undefined {
  if (isSet(env.GITHUB_ACTIONS)) {
    const visibility = repositoryVisibility(event);
    return {
      name: "GitHub Actions",
      visibility,
      where:
        visibility === "public"
          ? "in a public repository"
          : "in a repository it cannot confirm is private (GITHUB_EVENT_PATH names no event with repository.private)",
      makePrivate: "Settings → General → Danger Zone → Change visibility → Private",
    };
  }
  if (isSet(env.GITLAB_CI)) {
    const unknown: Stated = {
      visibility: "unknown",
      where: "in a project it cannot confirm is private (CI_PROJECT_VISIBILITY is not private, internal or public)",
    };
    return {
      name: "GitLab CI",
      ...(gitLabVisibility.get(env.CI_PROJECT_VISIBILITY?.trim() ?? "") ?? unknown),
      makePrivate: "Settings → General → Visibility, project features, permissions → Project visibility → Private",
    };
  }
  if (isSet(env.BITBUCKET_BUILD_NUMBER)) {
    const unknown: Stated = {
      visibility: "unknown",
      where: "in a repository it cannot confirm is private (BITBUCKET_REPO_IS_PRIVATE is not true or false)",
    };
    return {
      name: "Bitbucket Pipelines",
      ...(bitbucketVisibility.get(env.BITBUCKET_REPO_IS_PRIVATE?.trim() ?? "") ?? unknown),
      makePrivate: "Repository settings → Repository details → Access level → This is a private repository",
    };
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Why this build must not run, or undefined. Privacy that cannot be confirmed counts as public (docs/protection.md, §1). */
export function sourceRefusal({ env, event, samples, current }: SourceCheck): string | undefined {
  const service = ciService(env, event);
  if (!service || service.visibility === "private") return undefined;
  const differences = treeDifferences(samples, current);
  if (differences.length === 0) return undefined;
  const more = differences.length > listedAtMost ? `, and ${differences.length - listedAtMost} more` : "";
  return [
    `This build runs on ${service.name} ${service.where}, and content/private/ is no longer the shipped samples:`,
    `${differences.slice(0, listedAtMost).join(", ")}${more}.`,
    "Anyone who can read the repository reads content/private/ as plain text; the password protects only the published site.",
    `Make the repository private (${service.makePrivate}),`,
    "or build on your own machine and publish only build/client.",
    `See ${guideSection}.`,
  ].join("\n");
}

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
