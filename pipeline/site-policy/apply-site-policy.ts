import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { prerenderPaths } from "../../react-router.config.ts";
import { buildLayout, type BuildLayout } from "../../site/build-layout.ts";
import { appShellRoutes, notFoundPath } from "../../site/routes.ts";
import { pagePathPatterns, renderHeadersFile, siteHeaderRules } from "../../server/header-rules.ts";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  unhashableScripts,
  withPolicyMeta,
} from "./content-security-policy.ts";
import { renderNginxConfig, renderRedirectsFile, renderVercelConfig, type SiteRouting } from "./host-configs.ts";
import type { ViewsTarget } from "../../app/lib/views/views-target.ts";
import { viewsOrigin } from "../views-config.ts";
import { repoRoot } from "../../site/repo-root.ts";

/** Cloudflare Pages drops a `_headers` line longer than this. */
const longestHeaderLine = 2000;

export const vercelConfigFile = path.join(repoRoot, "vercel.json");

// Runs once the pages are final, since it hashes their inline scripts; see docs/decisions/007-*.
export async function applySitePolicy(layout: BuildLayout, views: ViewsTarget | null): Promise<void> {
  const origin = viewsOrigin(views);
  const siteHashes = await addPolicyToPages(layout.clientDir, origin);
  const policy = contentSecurityPolicy(siteHashes, { viewsOrigin: origin });
  if (policy.length + "  Content-Security-Policy: ".length > longestHeaderLine) {
    throw new Error(
      `The Content-Security-Policy is ${policy.length} characters, over the ${longestHeaderLine} Cloudflare Pages reads`,
    );
  }
  const routing = siteRouting();
  const rules = siteHeaderRules({ policy, pagePaths: pagePaths(routing) });
  await writeFile(layout.headersFile, renderHeadersFile(rules));
  await writeFile(layout.redirectsFile, renderRedirectsFile(routing));
  await mkdir(path.dirname(layout.nginxConfigFile), { recursive: true });
  await writeFile(layout.nginxConfigFile, renderNginxConfig(rules, routing));
  await writeFile(vercelConfigFile, vercelConfig());
}

// Committed, as Vercel reads it before building: it depends on nothing a build changes.
export function vercelConfig(): string {
  const routing = siteRouting();
  const policy = contentSecurityPolicy("any inline script");
  return renderVercelConfig(siteHeaderRules({ policy, pagePaths: pagePaths(routing) }), routing);
}

function pagePaths(routing: SiteRouting): string[] {
  const pages = prerenderPaths.filter((page) => page !== notFoundPath);
  return pagePathPatterns(pages, [routing.notFound, routing.spaFallback]);
}

function siteRouting(): SiteRouting {
  const { clientDir, notFoundFile, spaFallbackFile } = buildLayout("");
  const [notFound = "", spaFallback = ""] = [notFoundFile, spaFallbackFile].map(
    (file) => `/${path.relative(clientDir, file)}`,
  );
  return { appShellRoutes, spaFallback, notFound };
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
