import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";
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

const serverCode = {
  regex: "^(\\./|(\\.\\./)+)(views/)?server/",
  message:
    "Only server/ imports server/ and views/server/: what others share with it is in site/ or views/, and a tool starts the server by its entry (docs/decisions/018-site-shape.md).",
};

/** app/ and views/browser/ ship to the browser: site/routes.ts is the one module of site/ that imports nothing and reads no environment. */
const browserCode = {
  regex: `^(node:|(${builtinModules.join("|")})(/|$)|(\\.\\./)+(server|pipeline|tools|measure)/|(@views/|(\\.\\./)+views/)(?!browser/)|(@site/|(\\.\\./)+site/)(?!routes(\\.ts)?$))`,
  message:
    "app/ and views/browser/ are the browser's code: no Node module, nothing of the pipeline, the server, the tools or the rest of views/, and of site/ only routes.ts.",
};

/** The gated page's screens compose features, beside the routes: its own machinery and the features stay below them. */
const gatedPageScreens = {
  regex: "^(~/gated-page/screens/|(\\.\\./)+gated-page/screens/|\\./screens/)",
  message: "app/gated-page/screens/ composes the features and the gated page's machinery: neither imports it.",
};

/** Read from the folder, so a new feature is fenced in without an edit here. */
const features = readdirSync(path.join(import.meta.dirname, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The import direction of docs/architecture.md; a file's last matching entry decides, so each repeats shared fences.
const importDirection = [
  {
    files: ["**/*.{ts,tsx,js,cjs}"],
    ignores: ["server/**"],
    patterns: [serverCode],
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    patterns: [privateContent, browserCode],
  },
  {
    files: ["site/**/*.ts"],
    patterns: [
      serverCode,
      {
        regex: "^(\\.\\./)+(app|content|pipeline|views|tools|measure|e2e|test-fixtures)/",
        message: "site/ is the shape the app, the pipeline, the server and the tools read: it imports none of them.",
      },
    ],
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    patterns: [
      privateContent,
      browserCode,
      {
        regex: `^(~/features/|(\\.\\./)+)(?!${feature}/)(${features.join("|")})(/|$)`,
        message: "A feature never imports another: move the shared piece down to app/components/ or app/lib/.",
      },
      gatedPageScreens,
    ],
  })),
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    patterns: [
      browserCode,
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
    files: ["app/gated-page/*.{ts,tsx}"],
    patterns: [
      privateContent,
      browserCode,
      {
        regex: "^(~/features/|~/routes/|~/boot/(entries|islands)/|(\\.\\./)+(features|routes)/)",
        message: "app/gated-page serves the features and routes: it imports none of them.",
      },
      gatedPageScreens,
    ],
  },
  {
    files: ["app/gated-page/screens/**/*.{ts,tsx}"],
    patterns: [
      privateContent,
      browserCode,
      {
        regex: "^(~/routes/|(\\.\\./)+routes/)",
        message: "app/gated-page/screens/ serves the routes: it imports none of them.",
      },
    ],
  },
  {
    files: ["app/boot/*.{ts,tsx}"],
    patterns: [
      browserCode,
      {
        regex: "^(@content/|~/features/|~/routes/|~/gated-page/|(\\.\\./)+(content|features|routes|gated-page)/)",
        message: "The boot layer knows no content, feature or gated page: its entries/ and islands/ wire them in.",
      },
    ],
  },
  {
    // The views' reporter, which the app mounts: it knows nothing of the app, and the views' Node code stays out.
    files: ["views/browser/**/*.{ts,tsx}"],
    patterns: [
      privateContent,
      browserCode,
      {
        regex: "^(~/|@content/|(\\.\\./)+(app|content)/|\\.\\./(build|server|store|report)/)",
        message:
          "views/browser/ is the reporter the app mounts: it imports nothing of the app, the content or views' Node code.",
      },
    ],
  },
  {
    files: ["{tools,measure,test-fixtures}/**/*.ts", "views/{build,server,store,report}/**/*.ts"],
    patterns: [serverCode, nodeCode],
  },
  {
    files: ["pipeline/**/*.ts"],
    patterns: [
      serverCode,
      nodeCode,
      {
        regex: "^(\\.\\./)+(tools|measure|views/report)/",
        message: "The pipeline stands alone: tools/, measure/ and views/report/ import it, never the other way.",
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
  ...importDirection.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
  {
    // import() too: npm start once imported the server's entry after its build.
    files: ["**/*.{ts,tsx,js,cjs}"],
    ignores: ["server/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression > Literal.source[value=/^(\\.\\/|(\\.\\.\\/)+)(views\\/)?server\\//]",
          message: serverCode.message,
        },
      ],
    },
  },
);
