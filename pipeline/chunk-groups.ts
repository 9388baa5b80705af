import path from "node:path";
import type { Plugin } from "vite";
import { islandsRuntime } from "./islands-plugin.ts";

const islandsDir = path.dirname(islandsRuntime);
const react = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const router = /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const ours = /[\\/](app|content|site)[\\/]|node_modules[\\/](lucide-react|clsx|@tanstack)[\\/]/;

// Left alone, the bundler split a case study into 30 small scripts, and HTTP/1.1 fetches six per round trip. The
// islands' share is found from their imports, so the landing page never loads React Router for them.
export function chunkGroups(): Plugin {
  const islandsImport = new Set<string>();
  return {
    name: "portfolio:chunk-groups",
    configEnvironment(name, config, { command }) {
      if (name !== "client" || command !== "build") return;
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output)) throw new Error("React Router's client output options were not found");
      output.codeSplitting = {
        groups: [
          { name: "react", test: react, priority: 40 },
          { name: "router", test: router, priority: 30 },
          { name: "islands-shared", test: (id) => islandsImport.has(id), minShareCount: 2, priority: 20 },
          { name: "app-shared", test: (id) => ours.test(id) && !islandsImport.has(id), minShareCount: 2, priority: 10 },
        ],
      };
    },
    // Chunks are grouped after the build phase: by then every module and its imports are known.
    buildEnd() {
      if (this.environment.name !== "client") return;
      const queue = [...this.getModuleIds()].filter(
        (id) => id === islandsRuntime || id.startsWith(`${islandsDir}${path.sep}`),
      );
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (islandsImport.has(id) || react.test(id)) continue;
        islandsImport.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
