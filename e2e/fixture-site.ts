import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import sirv from "sirv";
import { runNpm } from "../pipeline/node-commands";
import { listenOnLoopback } from "../test-fixtures/loopback";
import { hostVariables } from "../pipeline/passwords";
import { relativePath, repoRoot } from "../site/repo-root";

const notCopied = new Set([
  "node_modules",
  "build",
  ".builds",
  ".data",
  ".git",
  ".react-router",
  "test-results",
  "playwright-report",
  "screenshots",
  ".vault-dev",
  ".lighthouseci",
  // The owner's passwords stay on their machine's project alone.
  ".env",
]);

export type ProjectCopy = { root: string; remove: () => Promise<void> };

/**
 * Owners clone into folders of any name: each of these has once leaked into a rule over absolute paths, and one with
 * a space breaks a command line built by joining words.
 */
export const ownersFolders = path.join("app", "content", "my portfolio", "site");

/** This project's files in a folder of their own, sharing its installed packages: another owner's working copy. */
export async function copyProject(prefix: string): Promise<ProjectCopy> {
  const parent = await mkdtemp(path.join(os.tmpdir(), prefix));
  const root = path.join(parent, ownersFolders);
  await cp(repoRoot, root, {
    recursive: true,
    filter: (source) => !notCopied.has(relativePath(repoRoot, source).split("/")[0] ?? ""),
  });
  await symlink(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rm(parent, { recursive: true, force: true }) };
}

/**
 * A Node host's copy of a built project: its files as the build left them, without the views store, and an install
 * of its own with `dependencies` alone, from npm's cache where it has them. Nothing resolves to this project's
 * packages from there.
 */
export async function productionCopy(project: string): Promise<ProjectCopy> {
  const parent = await mkdtemp(path.join(os.tmpdir(), "portfolio-host-"));
  const root = path.join(parent, "app");
  const left = new Set(["node_modules", ".data"]);
  await cp(project, root, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !left.has(relativePath(project, source).split("/")[0] ?? ""),
  });
  const install = runNpm(["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {
    cwd: root,
    env: ownersMachine(),
  });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
  return { root, remove: () => rm(parent, { recursive: true, force: true }) };
}

/** An owner's machine: no password in the environment (their .env holds them), no CI service, no demo asked for. */
const ciVariables = new Set<string>(hostVariables);
export function ownersMachine(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => !name.startsWith("PORTFOLIO_") && !ciVariables.has(name));
  return Object.fromEntries(kept);
}

export type FixtureSite = ProjectCopy & { clientDir: string; output: string };

/** A copy of this project, edited as an owner would and built: the site another owner's repository produces. */
export async function buildFixtureSite(
  edit: (root: string) => Promise<void>,
  env: Record<string, string>,
): Promise<FixtureSite> {
  const { root, remove } = await copyProject("portfolio-fixture-");
  await edit(root);
  // With the copy's own .env, as its owner builds it on their machine.
  const build = runNpm(["run", "build"], { cwd: root, env: { ...ownersMachine(), ...env } });
  if (build.status !== 0) throw new Error(`The fixture site's build failed:\n${build.stdout}\n${build.stderr}`);
  return { root, clientDir: path.join(root, "build/client"), remove, output: `${build.stdout}\n${build.stderr}` };
}

export async function replaceInFile(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(file, "utf8");
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${file} no longer contains ${String(from)}`);
  await writeFile(file, changed);
}

export type StaticHost = { origin: string; close: () => Promise<void> };

/** Files only, as GitHub Pages serves them: index.html for a folder, else 404.html with 404; no headers or rewrites. */
export async function startPagesHost(clientDir: string, basePath: string): Promise<StaticHost> {
  const files = sirv(clientDir, { dev: false, etag: true });
  const notFound = await readFile(path.join(clientDir, "404.html"));
  const server: Server = createServer((req, res) => {
    const answerNotFound = () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFound);
    };
    if (!req.url?.startsWith(basePath)) return answerNotFound();
    req.url = `/${req.url.slice(basePath.length)}`;
    files(req, res, answerNotFound);
  });
  const port = await listenOnLoopback(server, { host: "localhost" });
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
