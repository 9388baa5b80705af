import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const privateContent = {
  regex: "(^@content/|(^|/)content/)private(/|$)",
  message: "content/private reaches the browser only encrypted, through the build: app/ never imports it.",
};

const nodeCode = {
  regex: "^(~/features/|(\\.\\./)+(app/features|e2e)/)",
  message:
    "Node code reaches the app only through app/lib/ (the vault format), app/boot/contract.ts and content/; e2e/ imports test-fixtures/, not the other way.",
};

/** Read from the folder, so a new feature is fenced in without an edit here. */
const features = readdirSync(path.join(import.meta.dirname, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports go one way, lib → boot → gated-page → features → routes (boot's entries/ and islands/ beside routes); Node code may use app/lib and the routes the build renders, never
// features; the pipeline imports neither the owner's tools nor the measurements (docs/architecture.md).
const importDirection = [
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    patterns: [
      privateContent,
      {
        regex: `^(~/features/|(\\.\\./)+)(?!${feature}/)(${features.join("|")})(/|$)`,
        message: "A feature never imports another: move the shared piece down to app/components/ or app/lib/.",
      },
    ],
  })),
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    patterns: [
      {
        regex: "^(@content/|(\\.\\./)+content/)",
        message: "app/lib knows nothing about the portfolio's content: take the value as a parameter.",
      },
      {
        regex: "^(~/boot/|(\\.\\./)+boot/)",
        message: "app/lib sits below the boot layer: the boot layer may use it, not the other way.",
      },
    ],
  },
  {
    // The session and the private content it opens, shared by the password UI, the grid and the studies.
    files: ["app/gated-page/**/*.{ts,tsx}"],
    patterns: [
      privateContent,
      {
        regex: "^(~/features/|~/routes/|~/boot/(entries|islands)/|(\\.\\./)+(features|routes)/)",
        message: "app/gated-page serves the features and routes: it imports none of them.",
      },
    ],
  },
  {
    // The boot layer's own modules; its entries and islands wire features and content into pages.
    files: ["app/boot/*.{ts,tsx}"],
    patterns: [
      {
        regex: "^(@content/|~/features/|~/routes/|~/gated-page/|(\\.\\./)+(content|features|routes|gated-page)/)",
        message: "The boot layer knows no content, feature or gated page: its entries/ and islands/ wire them in.",
      },
    ],
  },
  {
    files: ["{tools,measure,test-fixtures}/**/*.ts"],
    patterns: [nodeCode],
  },
  {
    files: ["pipeline/**/*.ts"],
    patterns: [
      nodeCode,
      {
        regex: "^(\\.\\./)+(tools|measure)/",
        message: "The pipeline stands alone: tools/ and measure/ import it, never the other way.",
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ["build/", ".builds/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Lighthouse CI loads its config and puppeteerScript with require().
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [privateContent] }] },
  },
  ...importDirection.map(({ files, patterns }) => ({
    files,
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
);
