import { createHash } from "node:crypto";

// Inline scripts only by hash, as a static host has no per-request nonce (docs/protection.md, CSP and headers).
// Styles may be inline: Mermaid writes <style> into its diagrams and a client-side navigation keeps the policy.
export function contentSecurityPolicy(
  scriptHashes: Iterable<string> | "any inline script",
  { forMeta = false, viewsOrigin }: { forMeta?: boolean; viewsOrigin?: string } = {},
): string {
  // Only for a host that reads its headers before the build (Vercel), next to each page's hashed <meta> policy.
  const inline = scriptHashes === "any inline script" ? ["'unsafe-inline'"] : [...new Set(scriptHashes)].sort();
  const directives = [
    // Each kind of fetch the site makes has its directive below and every other kind is shut by name, so default-src
    // only decides what has no directive: Firefox judges <link rel="prefetch"> by it alone, and 'none' blocked it.
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    // The vault, and with views sent to the owner's Umami, that one origin (pipeline/views-config.ts).
    ["connect-src 'self'", ...(viewsOrigin ? [viewsOrigin] : [])].join(" "),
    "media-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "child-src 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    // The contact form only composes a mailto: link; nothing is ever submitted (docs/product.md#contact-form).
    "form-action 'none'",
    // Browsers ignore frame-ancestors in a <meta> policy, and warn about it.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
}

// No hash can cover these, so the build fails on any.
export function unhashableScripts(html: string): string[] {
  const handlers = [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map(([, name]) => `an ${name}= attribute`);
  const urls = [...html.matchAll(/(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)].map(() => "a javascript: URL");
  return [...handlers, ...urls];
}

// First in <head>, so hosts without headers (GitHub Pages) enforce it before any of the page's scripts run.
export function withPolicyMeta(html: string, policy: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("A page has no <head> to carry its Content-Security-Policy");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const end = head.index + head[0].length;
  return html.slice(0, end) + meta + html.slice(end);
}
