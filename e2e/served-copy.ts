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

/** A project with npm start's server and a copy of this build, published as a build publishes its own. */
export async function projectWithBuild(): Promise<{ root: string; folders: BuildFolders; first: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "portfolio-rebuild-"));
  // Copies, not links: Node runs a linked module from its target, and the server would find this project's build.
  for (const folder of ["server", "site", "views-store"]) {
    await cp(path.join(repoRoot, folder), path.join(root, folder), { recursive: true });
  }
  await cp(path.join(repoRoot, "package.json"), path.join(root, "package.json"));
  // The server reads the view report's shape from the app's code, and its packages from this project's.
  for (const shared of ["app", "node_modules"]) {
    await symlink(path.join(repoRoot, shared), path.join(root, shared), "dir");
  }
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
