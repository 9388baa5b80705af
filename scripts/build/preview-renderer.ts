import path from "node:path";
import { runnerImport } from "vite";
import { basePath } from "../../server/build-layout.ts";
import type { RenderPreview } from "./encrypt-content.ts";

const previewModule = path.resolve(import.meta.dirname, "../../app/routes/protected.preview.tsx");

/**
 * The app's own components, run in Node to render each unlocked page for its
 * sealed preview, with the site's base path so their links match the app's.
 */
export async function loadPreviewRenderer(): Promise<RenderPreview> {
  const { module } = await runnerImport<{ renderPreview: RenderPreview }>(previewModule, {
    configFile: false,
    logLevel: "silent",
    base: basePath,
    resolve: { tsconfigPaths: true },
  });
  return module.renderPreview;
}
