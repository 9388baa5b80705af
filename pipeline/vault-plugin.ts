import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { forgetContent, loadContent, studiesFolder } from "./content/load-content.ts";
import { recipientsFile, requireRecipientsFile } from "./content/recipients-file.ts";
import { repoRoot } from "../site/repo-root.ts";
import { newBuildId, newSalt } from "./encrypt-content.ts";
import { withLocalPasswords } from "./local-env.ts";
import { demoWarning, resolvePasswords, withDemoAllowed } from "./passwords.ts";
import { sealVault } from "./seal-vault.ts";
import { reportIdentities, resolveViews } from "../views/build/views-config.ts";

export const buildIdVariable = "PORTFOLIO_BUILD_ID";
export const resealedMessage = "The case studies changed: sealed again, the page reloads.";
const devVaultDir = path.join(repoRoot, ".vault-dev");
const privateFolder = path.join(repoRoot, path.dirname(studiesFolder)) + path.sep;
const sealedFrom = (file: string) => file.startsWith(privateFolder) || file === path.join(repoRoot, recipientsFile);

// Dev seals into .vault-dev/ and serves it, so dev runs the production client path (decision 013).
export function vaultPlugin(): Plugin {
  let buildId = "";
  let reseal = async () => {};
  return {
    name: "portfolio:vault",
    config(_config, { command }) {
      buildId = process.env[buildIdVariable] ?? (command === "serve" ? newBuildId() : "");
      return {
        define: { __VAULT_BUILD_ID__: JSON.stringify(buildId) },
        // Its own writes are no change to the site.
        server: { watch: { ignored: [`${devVaultDir}/**`] } },
      };
    },
    // Checked when building, not when the config is read: typegen reads it too.
    buildStart() {
      if (!buildId) {
        this.error(`Run "npm run build": it creates the vault build id (${buildIdVariable}) and encrypts the content.`);
      }
    },
    async configureServer(server) {
      // Vite's server answers this computer only unless told otherwise, so the demo needs no asking here.
      const { env } = withLocalPasswords(process.env);
      // Read again at each seal, as content/recipients.yaml may change while the server runs.
      const passwords = () => {
        const { site, projectIds } = loadContent();
        return resolvePasswords(withDemoAllowed(env), {
          site,
          recipients: requireRecipientsFile(repoRoot, projectIds),
        });
      };
      const { recipients, usesDemo } = passwords();
      if (usesDemo) server.config.logger.warn(demoWarning);
      await rm(devVaultDir, { recursive: true, force: true });
      // One salt for the session: the key a tab derived from the password still opens the vault sealed after a change.
      const salt = newSalt();
      // No server takes reports in dev: tokens are made, sealed and go nowhere, as a build's would without npm start.
      const identities = reportIdentities(
        resolveViews(process.env),
        recipients.map((recipient) => recipient.label),
      );
      let sealed = 0;
      let served = "";
      const seal = async () => {
        const outDir = path.join(devVaultDir, String(++sealed));
        await sealVault({ outDir, buildId, recipients: passwords().recipients, reportIdentities: identities, salt });
        const previous = served;
        served = outDir;
        if (previous) await rm(previous, { recursive: true, force: true });
      };
      await seal();
      let sealing = Promise.resolve();
      let queued: Promise<void> | undefined;
      // One seal at a time, changes made meanwhile sharing the next; a file that fails to load keeps the last vault.
      reseal = () => {
        if (queued) return queued;
        queued = sealing.then(async () => {
          queued = undefined;
          forgetContent();
          try {
            await seal();
            if (!queued) server.config.logger.info(resealedMessage, { timestamp: true });
          } catch (error) {
            server.config.logger.error(`The case studies were not sealed again: ${String(error)}`);
          }
        });
        sealing = queued;
        return queued;
      };
      server.middlewares.use("/vault/", async (req, res) => {
        const name = path.basename(req.url ?? "");
        const file = path.join(served, buildId, name);
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
    hotUpdate: {
      // Before content-as-data reloads the page, so the page it reloads opens the new vault.
      order: "pre",
      async handler({ file }) {
        if (this.environment.name === "client" && sealedFrom(file)) await reseal();
      },
    },
  };
}
