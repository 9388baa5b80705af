import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The import-direction messages ESLint gives a file at `file` that holds only `code`. */
async function restrictedIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

/** The same, for a file that holds only `import "<specifier>"`. */
function restrictedImports(file: string, specifier: string): Promise<string[]> {
  return restrictedIn(file, `import { x } from "${specifier}";\nexport const y = x;\n`);
}

describe("import direction (eslint.config.js)", () => {
  it.each([
    ["app/features/landing/x.ts", "../access/session-key"],
    ["app/features/landing/x.ts", "~/features/access/gate-form"],
    ["app/features/case-study/sections/x.tsx", "../../projects/project-card"],
  ])("refuses a feature importing another: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([
      expect.stringContaining("A feature never imports another"),
    ]);
  });

  it.each([
    ["app/features/case-study/sections/x.tsx", "../gallery"],
    ["app/features/access/x.ts", "~/features/access/gate-form"],
    ["app/features/landing/x.ts", "~/lib/vault/format"],
    ["app/features/landing/x.ts", "@content/landing"],
  ])("lets a feature import itself, app/lib and public content: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });

  it.each([
    ["app/lib/x.ts", "@content/site"],
    ["app/lib/vault/x.ts", "../../../content/schema"],
  ])("refuses app/lib importing content: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([expect.stringContaining("app/lib knows nothing")]);
  });

  it.each([
    ["app/boot/x.ts", "@content/site"],
    ["app/boot/x.tsx", "~/features/access/gate-form"],
    ["app/boot/x.ts", "../features/landing/typing-word"],
    ["app/boot/x.ts", "~/gated-page/page-marks"],
  ])(
    "refuses the boot layer's own modules importing content, a feature or the gated page: %s → %s",
    async (file, specifier) => {
      expect(await restrictedImports(file, specifier)).toEqual([expect.stringContaining("The boot layer knows no")]);
    },
  );

  it.each([
    ["app/boot/entries/x.inline.ts", "~/features/landing/typing-word"],
    ["app/boot/entries/x.inline.ts", "~/gated-page/boot"],
    ["app/boot/islands/x.island.tsx", "@content/public"],
    ["app/features/landing/x.tsx", "~/boot/contract"],
  ])(
    "lets the boot layer's entries and islands wire features in, and features use the boot layer: %s → %s",
    async (file, specifier) => {
      expect(await restrictedImports(file, specifier)).toEqual([]);
    },
  );

  it.each([
    ["app/gated-page/x.tsx", "~/features/access/gate-form"],
    ["app/gated-page/x.ts", "~/boot/entries/protected.inline"],
  ])("refuses the gated-page layer importing what it serves: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([expect.stringContaining("app/gated-page serves")]);
  });

  it.each([
    ["app/gated-page/x.ts", "./screens/protected-page"],
    ["app/gated-page/x.tsx", "~/gated-page/screens/password-gate"],
    ["app/features/access/x.tsx", "~/gated-page/screens/protected-page"],
    ["app/features/case-study/x.tsx", "../../gated-page/screens/study-article"],
  ])("refuses the gated page's machinery and the features importing its screens: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([
      expect.stringContaining("app/gated-page/screens/ composes"),
    ]);
  });

  it.each([
    ["app/gated-page/screens/x.tsx", "~/features/access/gate-form"],
    ["app/gated-page/screens/x.tsx", "~/gated-page/auth-provider"],
    ["app/gated-page/screens/x.tsx", "@content/public"],
    ["app/routes/x.tsx", "~/gated-page/screens/protected-page"],
  ])("lets the gated page's screens compose features, and routes use them: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });

  it("refuses the gated page's screens importing a route", async () => {
    expect(await restrictedImports("app/gated-page/screens/x.tsx", "~/routes/project")).toEqual([
      expect.stringContaining("app/gated-page/screens/ serves the routes"),
    ]);
  });

  it("refuses app/lib importing the boot layer", async () => {
    expect(await restrictedImports("app/lib/x.ts", "~/boot/contract")).toEqual([
      expect.stringContaining("app/lib sits below the boot layer"),
    ]);
  });

  it.each([
    ["tools/x.ts", "../app/features/access/gate-form.tsx"],
    ["pipeline/content/x.ts", "../../e2e/access.ts"],
  ])("refuses Node code importing a UI feature or the browser tests: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([expect.stringContaining("Node code reaches the app")]);
  });

  it("refuses the pipeline importing the owner's tools or the measurements", async () => {
    expect(await restrictedImports("pipeline/x.ts", "../tools/links.ts")).toEqual([
      expect.stringContaining("The pipeline stands alone"),
    ]);
    expect(await restrictedImports("pipeline/content/x.ts", "../../measure/bench/run.ts")).toEqual([
      expect.stringContaining("The pipeline stands alone"),
    ]);
  });

  it("lets Node code import the vault format and content", async () => {
    expect(await restrictedImports("pipeline/x.ts", "../app/lib/vault/format.ts")).toEqual([]);
    expect(await restrictedImports("tools/x.ts", "../content/schema.ts")).toEqual([]);
  });

  it.each([
    ["pipeline/x.ts", "../server/app.ts"],
    ["pipeline/site-policy/x.ts", "../../server/header-rules.ts"],
    ["tools/x.ts", "../server/serve.ts"],
    ["measure/drills/x.ts", "../../server/app.ts"],
    ["e2e/x.spec.ts", "../server/demo-build"],
    ["e2e/engines/x.spec.ts", "../../server/request-path"],
    ["site/x.ts", "../server/app.ts"],
    ["views/store/x.ts", "../../server/trust-proxy.ts"],
    ["views/report/x.ts", "../server/notify.ts"],
    ["tools/x.ts", "../views/server/endpoint.ts"],
    ["content/x.ts", "../server/content-types.ts"],
    ["test-fixtures/x.ts", "../server/app.ts"],
    ["vite.config.ts", "./server/app.ts"],
  ])("refuses anything outside server/ importing server/: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([
      expect.stringContaining("Only server/ imports server/ and views/server/"),
    ]);
  });

  it("refuses importing server/ with import() too", async () => {
    expect(await restrictedIn("tools/x.ts", 'await import("../server/serve.ts");\n')).toEqual([
      expect.stringContaining("Only server/ imports server/ and views/server/"),
    ]);
  });

  it.each([
    ["server/x.ts", "./app.ts"],
    ["server/x.ts", "../views/server/endpoint.ts"],
    ["views/server/x.ts", "./notify.ts"],
    ["server/x.ts", "../site/header-rules.ts"],
    ["server/x.ts", "../views/store/store.ts"],
    ["tools/x.ts", "../site/build-layout.ts"],
    ["e2e/x.spec.ts", "../site/header-rules"],
    ["measure/bench/x.ts", "../../views/store/store.ts"],
    ["views/report/x.ts", "../store/store.ts"],
  ])(
    "lets server/ import itself and views/server/, and everyone import site/ and views/store/: %s → %s",
    async (file, specifier) => {
      expect(await restrictedImports(file, specifier)).toEqual([]);
    },
  );

  it.each([
    ["site/x.ts", "../pipeline/build.ts"],
    ["site/x.ts", "../content/public.ts"],
    ["site/x.ts", "../app/lib/site-path.ts"],
  ])("refuses site/ importing what reads it: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([expect.stringContaining("site/ is the shape")]);
  });

  it.each([
    ["app/features/landing/x.ts", "node:fs"],
    ["app/lib/x.ts", "path"],
    ["app/gated-page/x.ts", "node:crypto"],
    ["app/boot/x.ts", "@site/build-layout"],
    ["app/routes/x.tsx", "@site/header-rules"],
    ["app/routes/x.tsx", "../../site/repo-root.ts"],
    ["app/boot/entries/x.inline.ts", "../../../pipeline/passwords.ts"],
    ["app/features/access/x.ts", "../../../views/store/store.ts"],
    ["app/gated-page/x.ts", "@views/server/notify"],
    ["views/browser/x.ts", "node:crypto"],
    ["app/root.tsx", "../server/app.ts"],
  ])("keeps Node code out of the browser's: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([
      expect.stringContaining("app/ and views/browser/ are the browser's code"),
    ]);
  });

  it.each([
    ["app/features/projects/x.tsx", "@site/routes"],
    ["app/gated-page/x.ts", "@site/routes"],
    ["app/boot/entries/x.inline.ts", "@site/routes"],
    ["app/routes.ts", "../site/routes"],
  ])("lets the browser's code match and link its addresses with site/routes.ts: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });

  it.each([
    ["app/gated-page/x.ts", "@views/browser/visits"],
    ["app/features/access/x.tsx", "@views/browser/views-target"],
    ["pipeline/x.ts", "../views/build/views-config.ts"],
    ["views/build/x.ts", "../browser/view-report.ts"],
  ])("lets the app mount the views' reporter, and Node code use views/: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });

  it.each([
    ["views/browser/x.ts", "~/gated-page/page-marks"],
    ["views/browser/x.ts", "../../app/lib/vault/format"],
    ["views/browser/x.ts", "../store/store.ts"],
  ])("refuses the views' reporter importing the app or views' Node code: %s → %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([
      expect.stringContaining("views/browser/ is the reporter the app mounts"),
    ]);
  });

  it("refuses the pipeline importing the owner's views report", async () => {
    expect(await restrictedImports("pipeline/x.ts", "../views/report/summary.ts")).toEqual([
      expect.stringContaining("The pipeline stands alone"),
    ]);
  });

  it("still keeps content/private out of every app file", async () => {
    expect(await restrictedImports("app/features/landing/x.ts", "@content/private/projects")).toEqual([
      expect.stringContaining("content/private reaches the browser only encrypted"),
    ]);
    expect(await restrictedImports("app/routes/x.tsx", "../../content/private/projects")).toEqual([
      expect.stringContaining("content/private reaches the browser only encrypted"),
    ]);
  });
});
