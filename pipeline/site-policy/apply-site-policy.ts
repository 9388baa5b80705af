import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteRouting, type BuildLayout } from "../../site/build-layout.ts";
import { renderHeadersFile, siteHeaderRules, writeHeaderPolicy } from "../../site/header-rules.ts";
import { repoRoot } from "../../site/repo-root.ts";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  unhashableScripts,
  withPolicyMeta,
} from "./content-security-policy.ts";
import { renderNginxConfig, renderRedirectsFile, renderVercelConfig } from "./host-configs.ts";
import type { ViewsTarget } from "../../views/browser/views-target.ts";
import { viewsOrigin } from "../../views/build/views-config.ts";

/** Cloudflare Pages drops a `_headers` line longer than this. */
const longestHeaderLine = 2000;

export const vercelConfigFile = path.join(repoRoot, "vercel.json");

export async function applySitePolicy(layout: BuildLayout, views: ViewsTarget | null): Promise<void> {
  const origin = viewsOrigin(views);
  const siteHashes = await addPolicyToPages(layout.clientDir, origin);
  const policy = contentSecurityPolicy(siteHashes, { viewsOrigin: origin });
  if (policy.length + "  Content-Security-Policy: ".length > longestHeaderLine) {
    throw new Error(
      `The Content-Security-Policy is ${policy.length} characters, over the ${longestHeaderLine} Cloudflare Pages reads`,
    );
  }
  const rules = siteHeaderRules(policy);
  await writeHeaderPolicy(layout, policy);
  await writeFile(layout.headersFile, renderHeadersFile(rules));
  await writeFile(layout.redirectsFile, renderRedirectsFile(siteRouting));
  await mkdir(path.dirname(layout.nginxConfigFile), { recursive: true });
  await writeFile(layout.nginxConfigFile, renderNginxConfig(rules, siteRouting));
  await writeFile(vercelConfigFile, vercelConfig());
}

// Committed, as Vercel reads it before building: it depends on nothing a build changes.
export function vercelConfig(): string {
  return renderVercelConfig(siteHeaderRules(contentSecurityPolicy("any inline script")), siteRouting);
}

async function addPolicyToPages(clientDir: string, viewsOrigin: string | undefined): Promise<Set<string>> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  const siteHashes = new Set<string>();
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = await readFile(file, "utf8");
    const unhashable = unhashableScripts(html);
    if (unhashable.length > 0) {
      throw new Error(`${page} has script no Content-Security-Policy hash can allow: ${unhashable.join(", ")}`);
    }
    const hashes = inlineScriptHashes(html);
    for (const hash of hashes) siteHashes.add(hash);
    await writeFile(file, withPolicyMeta(html, contentSecurityPolicy(hashes, { forMeta: true, viewsOrigin })));
  }
  return siteHashes;
}
