import { build, type Plugin, type Rolldown } from "vite";
import { contentAsData } from "./content-as-data.ts";

const suffix = "?inline-script";

// `import code from "./x.ts?inline-script"`: x.ts bundled into one string a page writes into <script>, so code run
// before first paint shares modules with the app and is hashed into the CSP. The browser's bundle gets "".
export function inlineScriptsPlugin(): Plugin {
  let define: Record<string, string> = {};
  let base = "/";
  return {
    name: "portfolio:inline-scripts",
    enforce: "pre",
    configResolved(config) {
      define = Object.fromEntries(Object.entries(config.define ?? {}).map(([key, value]) => [key, String(value)]));
      base = config.base;
    },
    resolveId(source, importer) {
      if (!source.endsWith(suffix)) return;
      return this.resolve(source.slice(0, -suffix.length), importer).then((resolved) =>
        resolved ? `${resolved.id}${suffix}` : null,
      );
    },
    async load(id) {
      if (!id.endsWith(suffix)) return;
      if (this.environment.config.consumer === "client") return `export default "";`;
      const { code, modules } = await bundleInlineScript(id.slice(0, -suffix.length), { define, base });
      for (const module of modules) this.addWatchFile(module);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

export async function bundleInlineScript(
  entry: string,
  { define = {}, base = "/" }: { define?: Record<string, string>; base?: string } = {},
): Promise<{ code: string; modules: string[] }> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    base,
    resolve: { tsconfigPaths: true },
    // The vault's outlines arrive as data, as in the app's bundles: no schema library before first paint.
    plugins: [contentAsData()],
    define,
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry, formats: ["iife"], name: "inlineScript" },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as Rolldown.RolldownOutput).output.find((file) => file.type === "chunk");
  if (!chunk) throw new Error(`Bundling ${entry} as an inline script produced no code`);
  // The iife assigns nothing (no exports), so the global name it would set never appears.
  return { code: chunk.code.trim(), modules: chunk.moduleIds.filter((module) => !module.includes("\0")) };
}
