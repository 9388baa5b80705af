import { createHash } from "node:crypto";
import { editHtml, htmlElements, type HtmlElement } from "../html-elements.ts";

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

const isInlineScript = ({ name, attributes }: HtmlElement) => name === "script" && !attributes.has("src");

export function inlineScriptHashes(html: string): string[] {
  return htmlElements(html)
    .filter(isInlineScript)
    .map(({ text }) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
}

const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href"]);

/** Browsers drop leading spaces and controls (U+0000 to U+0020) before they read a URL's scheme. */
function withoutLeadingControls(url: string): string {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  return url.slice(start);
}

// No hash can cover these, so the build fails on any.
export function unhashableScripts(html: string): string[] {
  return htmlElements(html).flatMap(({ attributes }) =>
    [...attributes].flatMap(([name, value]) => {
      if (/^on/i.test(name)) return [`an ${name}= attribute`];
      if (urlAttributes.has(name) && /^javascript:/i.test(withoutLeadingControls(value))) return ["a javascript: URL"];
      return [];
    }),
  );
}

// First in <head>, so hosts without headers (GitHub Pages) enforce it before any of the page's scripts run.
export function withPolicyMeta(html: string, policy: string): string {
  const head = htmlElements(html).find((element) => element.name === "head");
  if (!head) throw new Error("A page has no <head> to carry its Content-Security-Policy");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return editHtml(html, [{ start: head.startTagEnd, end: head.startTagEnd, text: meta }]);
}
