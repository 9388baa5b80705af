import path from "node:path";
import type { Plugin } from "vite";
import { relativePath, repoRoot } from "../site/repo-root.ts";
import { islandsRuntime } from "./islands-plugin.ts";

const islandsDir = path.dirname(islandsRuntime);
// Paths from the repository, so the folders above the checkout change nothing; packages may be linked from elsewhere.
const react = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;
const router = /(^|\/)node_modules\/(react-router|turbo-stream|cookie|set-cookie-parser)\//;
const ours = /^(app|content|site|views\/browser)\/|(^|\/)node_modules\/(lucide-react|clsx|@tanstack)\//;
const inRepo = (pattern: RegExp) => (id: string) => pattern.test(relativePath(repoRoot, id));
const isReact = inRepo(react);
const isOurs = inRepo(ours);

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
          { name: "react", test: isReact, priority: 40 },
          { name: "router", test: inRepo(router), priority: 30 },
          { name: "islands-shared", test: (id) => islandsImport.has(id), minShareCount: 2, priority: 20 },
          { name: "app-shared", test: (id) => isOurs(id) && !islandsImport.has(id), minShareCount: 2, priority: 10 },
        ],
      };
    },
    buildEnd() {
      if (this.environment.name !== "client") return;
      const queue = [...this.getModuleIds()].filter(
        (id) => id === islandsRuntime || id.startsWith(`${islandsDir}${path.sep}`),
      );
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (islandsImport.has(id) || isReact(id)) continue;
        islandsImport.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
