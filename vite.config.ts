import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentAsData } from "./scripts/build/content-as-data.ts";
import { inlineScriptsPlugin } from "./scripts/build/inline-scripts-plugin.ts";
import { islandsPlugin } from "./scripts/build/islands-plugin.ts";
import { publicImagesPlugin } from "./scripts/build/public-images-plugin.ts";
import { subsetFontsPlugin } from "./scripts/build/subset-fonts.ts";
import { vaultPlugin } from "./scripts/build/vault-plugin.ts";
import { basePath } from "./server/build-layout.ts";
import { chunkGroups } from "./scripts/build/chunk-groups.ts";

export default defineConfig({
  base: basePath,
  plugins: [
    subsetFontsPlugin(),
    vaultPlugin(),
    contentAsData(),
    publicImagesPlugin(),
    inlineScriptsPlugin(),
    islandsPlugin(),
    tailwindcss(),
    reactRouter(),
    chunkGroups(),
  ],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
});
