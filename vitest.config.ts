import { defineConfig } from "vitest/config";
import { inlineScriptsPlugin } from "./pipeline/inline-scripts-plugin.ts";
import { islandsPlugin } from "./pipeline/islands-plugin.ts";
import { themePlugin } from "./pipeline/theme/theme-plugin.ts";

export default defineConfig({
  // app/boot/scripts.tsx names the typeface pair's files, the inline scripts and the islands' runtime.
  plugins: [themePlugin(), inlineScriptsPlugin(), islandsPlugin()],
  resolve: { tsconfigPaths: true },
  // Unit-test vaults are built under this build id. Views off, as by default; reporting tests pass a target themselves.
  define: { __VAULT_BUILD_ID__: JSON.stringify("unit-test-build"), __PORTFOLIO_VIEWS__: "null" },
  test: {
    include: [
      "*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "{server,site,views,pipeline,tools,measure,test-fixtures}/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    // Files share their worker's module cache: importing React, zod and the pipeline once per worker took the suite
    // from about 70 s to 25 s. Spies and stubbed globals are undone after every test, so none leaks into the next file.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Key derivation, ESLint runs and image checks take seconds on a busy 2-core machine.
    testTimeout: 20_000,
    setupFiles: ["./vitest.setup.ts"],
  },
});
