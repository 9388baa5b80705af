import { cp, mkdir, mkdtemp, realpath, symlink } from "node:fs/promises";
import { request, type OutgoingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import { publishBuild, type BuildFolders } from "../pipeline/publish-build";
import { buildDir } from "../site/build-layout";
import { repoRoot } from "../site/repo-root";

export type Answer = { path: string; status: number; body: Buffer; declaredLength: number };

/** Uncompressed, so each answer can be compared with the file it came from, byte for byte. */
export function get(origin: string, pathname: string, headers: OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${origin}${pathname}`,
      { headers: { "Accept-Encoding": "identity", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            path: pathname,
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            declaredLength: Number(response.headers["content-length"] ?? -1),
          }),
        );
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

/** A project with a copy of this build, its server included, published as a build publishes its own. */
export async function projectWithBuild(): Promise<{ root: string; folders: BuildFolders; first: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "portfolio-rebuild-"));
  // The build holds its server, which takes the project's folder to be where package.json is, and its packages from
  // this project's.
  await cp(path.join(repoRoot, "package.json"), path.join(root, "package.json"));
  await symlink(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"), "dir");
  const folders = { buildDir: path.join(root, "build"), buildsDir: path.join(root, ".builds") };
  const first = path.join(folders.buildsDir, "build-first");
  await mkdir(folders.buildsDir);
  // The encrypted files play no part here, and are most of the bytes to copy.
  const source = await realpath(buildDir);
  await cp(source, first, {
    recursive: true,
    filter: (file) => !file.startsWith(path.join(source, "client", "vault")),
  });
  await publishBuild(first, folders);
  return { root, folders, first };
}
