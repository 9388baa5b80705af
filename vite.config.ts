import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentAsData } from "./pipeline/content-as-data.ts";
import { devServerAccess } from "./pipeline/dev-server-options.ts";
import { inlineScriptsPlugin } from "./pipeline/inline-scripts-plugin.ts";
import { islandsPlugin } from "./pipeline/islands-plugin.ts";
import { publicImagesPlugin } from "./pipeline/public-images-plugin.ts";
import { themePlugin } from "./pipeline/theme/theme-plugin.ts";
import { vaultPlugin } from "./pipeline/vault-plugin.ts";
import { viewsPlugin } from "./views/build/views-config.ts";
import { basePath } from "./site/build-layout.ts";
import { chunkGroups } from "./pipeline/chunk-groups.ts";

export default defineConfig({
  base: basePath,
  plugins: [
    devServerAccess(),
    themePlugin(),
    vaultPlugin(),
    viewsPlugin(),
    contentAsData(),
    publicImagesPlugin(),
    inlineScriptsPlugin(),
    islandsPlugin(),
    tailwindcss(),
    reactRouter(),
    chunkGroups(),
  ],
  resolve: { tsconfigPaths: true },
  // The dev server crawls the app from these for its dependencies when it starts. Found later instead (the case
  // studies' code loads only after unlocking), each would reload the page in the middle of a visit.
  optimizeDeps: { entries: ["app/root.tsx", "app/routes/*.tsx", "app/boot/islands/*.tsx"] },
  // lucide-react's index re-exports some 1,600 icons: compiling only those imported takes a quarter off a build's CPU.
  build: { sourcemap: false, rolldownOptions: { experimental: { lazyBarrel: true } } },
});
