import path from "node:path";
import { build } from "esbuild";
import type { BuildLayout } from "../site/build-layout.ts";
import { repoRoot } from "../site/repo-root.ts";

/**
 * The server and what it imports from `site/`, `views/` and the app, as one plain script beside the build, so a
 * host serves it from an install without the build's packages (docs/decisions/023-server-compiled-with-the-build.md).
 */
export async function bundleServer(layout: BuildLayout): Promise<void> {
  const result = await build({
    entryPoints: [path.join(repoRoot, "server/serve.ts")],
    outfile: layout.serverFile,
    bundle: true,
    platform: "node",
    target: "node20.19",
    // CommonJS keeps libsql's require inside the views store's first use, which a machine without its native package
    // never reaches; an ES module would hoist it to the top, and the server would not start there.
    format: "cjs",
    define: { "import.meta.dirname": "__dirname" },
    // The packages stay in node_modules, installed by `npm ci --omit=dev`: `dependencies` lists exactly them.
    packages: "external",
    logLevel: "silent",
  });
  // Such as an `import.meta.url`, which CommonJS lacks: a server that started with it empty would break later.
  if (result.warnings.length > 0) {
    throw new Error(`the server's bundle: ${result.warnings.map((warning) => warning.text).join("; ")}`);
  }
}
