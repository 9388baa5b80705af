import { lstat, mkdir, readdir, realpath, rename, rm, rmdir, symlink, unlink } from "node:fs/promises";
import path from "node:path";

export type BuildFolders = { buildDir: string; buildsDir: string };

/** A folder of its own for each build, so the one being served is never written to. */
export async function newBuildRoot({ buildsDir }: Pick<BuildFolders, "buildsDir">, buildId: string): Promise<string> {
  const root = path.join(buildsDir, `build-${buildId}`);
  await mkdir(root, { recursive: true });
  return root;
}

/** One rename replaces a link whole: a server reading `build/` sees the old build or the new, never neither. */
export async function publishBuild(root: string, { buildDir, buildsDir }: BuildFolders): Promise<void> {
  const link = `${buildDir}.next`;
  await rm(link, { force: true });
  // Windows links folders by junction, which takes an absolute target.
  const target = process.platform === "win32" ? root : path.relative(path.dirname(buildDir), root);
  await symlink(target, link, "junction");
  const previous = (await setAsideFolder(buildDir, buildsDir)) ?? (await realpath(buildDir).catch(() => undefined));
  await rename(link, buildDir).catch(async () => {
    // Windows renames nothing over a junction: for an instant there is no build/.
    await unlink(buildDir).catch(() => rmdir(buildDir));
    await rename(link, buildDir);
  });
  // Compared by name: the real path of a project under a linked folder (macOS's /tmp) differs from its path.
  const kept = new Set([root, previous].map((folder) => folder && path.basename(folder)));
  for (const entry of await readdir(buildsDir)) {
    if (!kept.has(entry)) await rm(path.join(buildsDir, entry), { recursive: true, force: true });
  }
}

/** A `build/` written before builds had folders of their own is a folder, which no rename replaces. */
async function setAsideFolder(buildDir: string, buildsDir: string): Promise<string | undefined> {
  const existing = await lstat(buildDir).catch(() => undefined);
  if (!existing?.isDirectory()) return undefined;
  const setAside = path.join(buildsDir, "build-before-folders");
  await rm(setAside, { recursive: true, force: true });
  await rename(buildDir, setAside);
  return setAside;
}
