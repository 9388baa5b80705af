import path from "node:path";
import { runnerImport } from "vite";
import { basePath } from "../site/build-layout.ts";
import type { RenderPreview } from "./encrypt-content.ts";
import { repoRoot } from "../site/repo-root.ts";

const previewModule = path.join(repoRoot, "app/gated-page/screens/render-preview.tsx");

// With the site's base path, so the preview's links match the app's.
export async function loadPreviewRenderer(): Promise<RenderPreview> {
  const { module } = await runnerImport<{ renderPreview: RenderPreview }>(previewModule, {
    configFile: false,
    logLevel: "silent",
    base: basePath,
    resolve: { tsconfigPaths: true },
  });
  return module.renderPreview;
}
