import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { newBuildId } from "./encrypt-content.ts";
import { demoWarning, resolvePasswords } from "./passwords.ts";
import { sealVault } from "./seal-vault.ts";
import { resolveViews } from "./views-config.ts";

export const buildIdVariable = "PORTFOLIO_BUILD_ID";
const devVaultDir = path.resolve(import.meta.dirname, "../.vault-dev");

// In dev it seals the content into .vault-dev/ (outside public/) and serves it, so dev runs the production client path.
export function vaultPlugin(): Plugin {
  let buildId = "";
  return {
    name: "portfolio:vault",
    config(_config, { command }) {
      buildId = process.env[buildIdVariable] ?? (command === "serve" ? newBuildId() : "");
      return { define: { __VAULT_BUILD_ID__: JSON.stringify(buildId) } };
    },
    // Checked when building, not when the config is read: typegen reads it too.
    buildStart() {
      if (!buildId) {
        this.error(`Run "npm run build": it creates the vault build id (${buildIdVariable}) and encrypts the content.`);
      }
    },
    async configureServer(server) {
      const { recipients, usesDemo } = resolvePasswords(process.env);
      if (usesDemo) server.config.logger.warn(demoWarning);
      await rm(devVaultDir, { recursive: true, force: true });
      await sealVault({ outDir: devVaultDir, buildId, recipients, sealLabels: resolveViews(process.env) !== null });
      server.middlewares.use("/vault/", async (req, res) => {
        const name = path.basename(req.url ?? "");
        const file = path.join(devVaultDir, buildId, name);
        try {
          const body = await readFile(file);
          res.setHeader("Content-Type", name.endsWith(".json") ? "application/json" : "application/octet-stream");
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end("Not found");
        }
      });
    },
  };
}
