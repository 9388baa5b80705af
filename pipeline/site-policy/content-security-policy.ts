import { createHash } from "node:crypto";
import { editHtml, htmlElements, type HtmlElement } from "../html-elements.ts";

// Each directive's reason, the hashes, the inline styles and the <meta> copy: docs/protection.md §9.
export function contentSecurityPolicy(
  scriptHashes: Iterable<string> | "any inline script",
  { forMeta = false, viewsOrigin }: { forMeta?: boolean; viewsOrigin?: string } = {},
): string {
  const inline = scriptHashes === "any inline script" ? ["'unsafe-inline'"] : [...new Set(scriptHashes)].sort();
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    // The vault, and with views sent to the owner's Umami, that one origin (views/build/views-config.ts).
    ["connect-src 'self'", ...(viewsOrigin ? [viewsOrigin] : [])].join(" "),
    "media-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "child-src 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
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

export function unhashableScripts(html: string): string[] {
  return htmlElements(html).flatMap(({ attributes }) =>
    [...attributes].flatMap(([name, value]) => {
      if (/^on/i.test(name)) return [`an ${name}= attribute`];
      if (urlAttributes.has(name) && /^javascript:/i.test(withoutLeadingControls(value))) return ["a javascript: URL"];
      return [];
    }),
  );
}

export function withPolicyMeta(html: string, policy: string): string {
  const head = htmlElements(html).find((element) => element.name === "head");
  if (!head) throw new Error("A page has no <head> to carry its Content-Security-Policy");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return editHtml(html, [{ start: head.startTagEnd, end: head.startTagEnd, text: meta }]);
}
