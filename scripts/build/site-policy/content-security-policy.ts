import { createHash } from "node:crypto";

/**
 * protection.md §9. Scripts run only from our own origin or, inline, when the
 * build has hashed them: React Router writes a handful of inline scripts into
 * every prerendered page (its context, the route imports, scroll restoration)
 * that change with every build, and a static host has no per-request nonce.
 * Styles may be inline, because Mermaid writes <style> into its diagrams and
 * a client-side navigation never reloads the policy.
 */
export function contentSecurityPolicy(
  scriptHashes: Iterable<string> | "any inline script",
  { forMeta = false } = {},
): string {
  // Only for a host that reads its headers before the build (Vercel), next to each page's hashed <meta> policy.
  const inline = scriptHashes === "any inline script" ? ["'unsafe-inline'"] : [...new Set(scriptHashes)].sort();
  const directives = [
    "default-src 'none'",
    ["script-src 'self'", ...inline].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    // Connect With Me is a mailto: link built from the fields; nothing is ever submitted.
    "form-action 'none'",
    // Browsers ignore frame-ancestors in a <meta> policy, and warn about it.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP source of every inline script in a page: sha256 of its exact text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
}

/** Script a hash cannot cover: event-handler attributes and javascript: URLs. The build fails on any. */
export function unhashableScripts(html: string): string[] {
  const handlers = [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map(([, name]) => `an ${name}= attribute`);
  const urls = [...html.matchAll(/(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)].map(() => "a javascript: URL");
  return [...handlers, ...urls];
}

/**
 * The page's own policy as the first element of <head>, so hosts that cannot
 * send headers (GitHub Pages) still enforce it, and none of the page's
 * scripts runs before it applies.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("A page has no <head> to carry its Content-Security-Policy");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const end = head.index + head[0].length;
  return html.slice(0, end) + meta + html.slice(end);
}
