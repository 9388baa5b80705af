import { readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { isFileLoadingAllowed, normalizePath, type Plugin, type ResolvedConfig } from "vite";
import { repoRoot } from "../site/repo-root.ts";

/** What a page of `npm run dev` loads (protection.md §1); not node_modules/.cache/, the private images' encodings. */
export function servedPaths(root: string): string[] {
  const listed = (folder: string) => readdirSync(path.join(root, folder)).map((name) => path.join(folder, name));
  const contentCode = listed("content").filter((file) => /\.tsx?$/.test(file));
  const packages = listed("node_modules").filter((entry) => !path.basename(entry).startsWith("."));
  const relative = [
    "app",
    "site",
    path.join("views", "browser"),
    "public",
    path.join("content", "schema"),
    ...contentCode,
    ...packages,
  ];
  const absolute = [...relative, path.join("node_modules", ".vite")].map((entry) => path.join(root, entry));
  // The dependencies resolve to their real paths: node_modules may be a link, as in the browser tests' copies.
  const real = path.join(realpathSync(path.join(root, "node_modules")), path.sep);
  const linked = path.join(root, "node_modules", path.sep);
  const alsoReal = absolute
    .filter((entry) => entry.startsWith(linked))
    .map((entry) => real + entry.slice(linked.length));
  return [...new Set([...absolute, ...alsoReal])];
}

export function namedFiles(url: string, { root, base }: { root: string; base: string }): string[] {
  const pathnames = [url.split(/[?#]/, 1)[0] ?? "", new URL(url, "http://localhost").pathname].map(decodeURIComponent);
  const paths = pathnames.flatMap((pathname) =>
    pathname.startsWith(base) ? [pathname, `/${pathname.slice(base.length)}`] : [pathname],
  );
  return paths.flatMap((written) => {
    const rest = /^\/@(?:fs|id)\/(.*)$/s.exec(written)?.[1];
    if (rest !== undefined) return [path.resolve("/", rest), path.join(root, rest)];
    return [path.join(root, written), path.resolve("/", written)];
  });
}

function namesUnlistedFile(url: string, config: ResolvedConfig): boolean {
  let files: string[];
  try {
    files = namedFiles(url, config);
  } catch {
    return true;
  }
  const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  return files.some((file) => isFile(file) && !isFileLoadingAllowed(config, normalizePath(file)));
}

export function devServerAccess(root = repoRoot): Plugin {
  return {
    name: "portfolio:dev-server-access",
    apply: "serve",
    config: () => ({
      server: {
        fs: { strict: true, allow: servedPaths(root) },
        // Vite's default answers any localhost page with CORS, which would let another local site read what it serves.
        cors: false,
      },
    }),
    // Answered before Vite's own check, so an address Vite maps unexpectedly (as fs.deny bypasses did) gets nothing.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!namesUnlistedFile(req.url ?? "/", server.config)) return next();
        res.statusCode = 404;
        res.end("Not found");
      });
    },
  };
}
