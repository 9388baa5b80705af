import path from "node:path";
import { runnerImport, type Plugin } from "vite";

export const contentDir = path.resolve(import.meta.dirname, "../../content");
/** Files that hold schemas and helpers rather than content. */
const codeFiles = new Set(["schema.ts", "parse-content.ts"]);

/** A public content file: directly under content/, TypeScript, not a schema or a test. */
export function isContentFile(file: string): boolean {
  const name = path.basename(file);
  return (
    path.dirname(file) === contentDir && name.endsWith(".ts") && !name.endsWith(".test.ts") && !codeFiles.has(name)
  );
}

/**
 * Content files validate themselves with zod when they load. The build runs
 * them here, in Node, so a broken file still stops the build, and the browser
 * receives only the validated values as JSON: zod never ships to visitors.
 */
export function contentAsData(): Plugin {
  return {
    name: "portfolio:content-as-data",
    enforce: "pre",
    async load(id) {
      if (this.environment.config.consumer !== "client") return;
      const file = id.split("?")[0] ?? id;
      if (!isContentFile(file)) return;
      this.addWatchFile(file);
      const { module } = await runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: "silent" });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
        .join("\n");
    },
  };
}
