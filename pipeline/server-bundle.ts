import path from "node:path";
import { build } from "esbuild";
import type { BuildLayout } from "../site/build-layout.ts";
import { repoRoot } from "../site/repo-root.ts";

/** The server as one script beside the build: docs/decisions/023-server-compiled-with-the-build.md */
export async function bundleServer(layout: BuildLayout): Promise<void> {
  const result = await build({
    entryPoints: [path.join(repoRoot, "server/serve.ts")],
    outfile: layout.serverFile,
    bundle: true,
    platform: "node",
    target: "node22.22",
    // CommonJS keeps libsql's require inside the store's first use, so a host without its native package still serves.
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
