import type { Plugin } from "vite";
import { toBase64Url } from "../../app/lib/vault/format.ts";
import type { ViewsTarget } from "../browser/views-target.ts";

/** Hosts that serve files only: no `npm start` there to take reports. */
const staticHosts = ["NETLIFY", "CF_PAGES", "VERCEL"] as const;
const umamiVariables = ["PORTFOLIO_VIEWS_UMAMI_URL", "PORTFOLIO_VIEWS_UMAMI_WEBSITE"] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ViewsConfigError extends Error {
  override name = "ViewsConfigError";
}

export function resolveViews(env: Record<string, string | undefined>): ViewsTarget | null {
  const value = env.PORTFOLIO_VIEWS?.trim();
  const umamiSet = umamiVariables.filter((name) => env[name] !== undefined);
  if (value !== "umami" && umamiSet.length > 0) {
    throw new ViewsConfigError(`${umamiSet.join(" and ")} only count with PORTFOLIO_VIEWS=umami.`);
  }
  if (value === undefined) return null;
  const host = staticHosts.find((name) => (env[name] ?? "").trim() !== "");
  if (value === "server") {
    if (host) {
      throw new ViewsConfigError(
        `PORTFOLIO_VIEWS=server needs npm start's server, and this build runs on a static host (${host} is set). Use PORTFOLIO_VIEWS=umami.`,
      );
    }
    return { to: "server" };
  }
  if (value !== "umami") {
    throw new ViewsConfigError(`PORTFOLIO_VIEWS is "${value}": set it to server (npm start) or umami.`);
  }
  if (host === "VERCEL") {
    throw new ViewsConfigError(
      "Vercel reads vercel.json before the build, so its policy cannot allow your Umami's address: publish elsewhere to use PORTFOLIO_VIEWS=umami.",
    );
  }
  return { to: "umami", endpoint: umamiEndpoint(env.PORTFOLIO_VIEWS_UMAMI_URL), website: umamiWebsite(env) };
}

function umamiEndpoint(address: string | undefined): string {
  const refuse = (why: string): never => {
    throw new ViewsConfigError(
      `PORTFOLIO_VIEWS_UMAMI_URL ${why}: set it to your Umami's address, such as https://stats.example.com`,
    );
  };
  let url: URL;
  try {
    url = new URL(address?.trim() ?? "");
  } catch {
    return refuse(address === undefined ? "is not set" : "is not an address");
  }
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) refuse("must start with https://");
  if (url.search || url.hash || url.username || url.password) refuse("must be a plain address");
  return new URL("api/send", url.href.endsWith("/") ? url.href : `${url.href}/`).href;
}

function umamiWebsite(env: Record<string, string | undefined>): string {
  const website = env.PORTFOLIO_VIEWS_UMAMI_WEBSITE?.trim() ?? "";
  if (!uuid.test(website)) {
    throw new ViewsConfigError(
      "PORTFOLIO_VIEWS_UMAMI_WEBSITE must be your Umami website's ID (Settings → Websites → Edit), such as 94db1cb1-74f4-4a40-ad6c-962362670409.",
    );
  }
  return website;
}

export type ReportIdentity = { token: string; label?: never } | { label: string; token?: never };

export function reportIdentities(target: ViewsTarget | null, labels: readonly string[]): Map<string, ReportIdentity> {
  if (!target) return new Map();
  const identity = (label: string): ReportIdentity =>
    target.to === "umami" ? { label } : { token: toBase64Url(crypto.getRandomValues(new Uint8Array(16))) };
  return new Map(labels.map((label) => [label, identity(label)]));
}

/** Said at every build with views on: only a host running npm start takes `server` reports; elsewhere they 404. */
export function viewsBuildNote(target: ViewsTarget): string {
  if (target.to === "umami") return `Views on: reports go to ${target.endpoint}.`;
  return [
    "Views on: reports go to npm start's server, which keeps them in .data/views.sqlite.",
    "Publish this build with npm start (or on a machine that runs server/), not on a host that serves files only:",
    "GitHub Pages, Netlify, Cloudflare Pages or nginx would answer every report 404 or 501 while the gate says",
    "recipients are counted. For such a host, build with PORTFOLIO_VIEWS=umami (docs/publishing.md, Views on a static host).",
  ].join("\n");
}

/** The one origin beyond the site's own that the browser may send to: the CSP's connect-src allows it. */
export function viewsOrigin(target: ViewsTarget | null): string | undefined {
  return target?.to === "umami" ? new URL(target.endpoint).origin : undefined;
}

export function viewsPlugin(): Plugin {
  return {
    name: "portfolio:views",
    config: () => ({ define: { __PORTFOLIO_VIEWS__: JSON.stringify(resolveViews(process.env)) } }),
  };
}
