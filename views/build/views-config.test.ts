import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../pipeline/site-policy/content-security-policy.ts";
import { reportTokenLength } from "../browser/view-report.ts";
import { reportIdentities, resolveViews, viewsBuildNote, viewsOrigin, ViewsConfigError } from "./views-config.ts";

const website = "94db1cb1-74f4-4a40-ad6c-962362670409";

function refusal(env: Record<string, string | undefined>): string {
  try {
    resolveViews(env);
  } catch (error) {
    if (error instanceof ViewsConfigError) return error.message;
    throw error;
  }
  throw new Error("expected a ViewsConfigError, but the configuration was accepted");
}

describe("resolveViews", () => {
  it("reports nothing unless PORTFOLIO_VIEWS is set", () => {
    expect(resolveViews({})).toBeNull();
  });

  it("sends reports to npm start's server with server", () => {
    expect(resolveViews({ PORTFOLIO_VIEWS: "server" })).toEqual({ to: "server" });
  });

  it("sends reports to the owner's Umami, at its /api/send, with umami", () => {
    const env = { PORTFOLIO_VIEWS: "umami", PORTFOLIO_VIEWS_UMAMI_WEBSITE: website };
    expect(resolveViews({ ...env, PORTFOLIO_VIEWS_UMAMI_URL: "https://stats.example.com" })).toEqual({
      to: "umami",
      endpoint: "https://stats.example.com/api/send",
      website,
    });
    const underPath = resolveViews({ ...env, PORTFOLIO_VIEWS_UMAMI_URL: "https://example.com/umami/" });
    expect(underPath).toMatchObject({ endpoint: "https://example.com/umami/api/send" });
  });

  it("refuses what it cannot use, naming the variable to fix", () => {
    expect(refusal({ PORTFOLIO_VIEWS: "yes" })).toMatch(/PORTFOLIO_VIEWS.*server.*umami/);
    expect(refusal({ PORTFOLIO_VIEWS: "" })).toMatch(/PORTFOLIO_VIEWS/);
    const umami = { PORTFOLIO_VIEWS: "umami", PORTFOLIO_VIEWS_UMAMI_WEBSITE: website };
    expect(refusal(umami)).toMatch(/PORTFOLIO_VIEWS_UMAMI_URL is not set/);
    expect(refusal({ ...umami, PORTFOLIO_VIEWS_UMAMI_URL: "http://stats.example.com" })).toMatch(/https/);
    expect(refusal({ ...umami, PORTFOLIO_VIEWS_UMAMI_URL: "https://stats.example.com/?x=1" })).toMatch(/plain/);
    expect(
      refusal({ ...umami, PORTFOLIO_VIEWS_UMAMI_URL: "https://s.example.com", PORTFOLIO_VIEWS_UMAMI_WEBSITE: "x" }),
    ).toMatch(/PORTFOLIO_VIEWS_UMAMI_WEBSITE/);
    expect(refusal({ PORTFOLIO_VIEWS_UMAMI_URL: "https://stats.example.com" })).toMatch(/PORTFOLIO_VIEWS=umami/);
  });

  it("refuses server on a host that serves files only, and umami on Vercel, whose policy is read before the build", () => {
    expect(refusal({ PORTFOLIO_VIEWS: "server", NETLIFY: "true" })).toMatch(/NETLIFY.*umami/);
    const umami = {
      PORTFOLIO_VIEWS: "umami",
      PORTFOLIO_VIEWS_UMAMI_URL: "https://stats.example.com",
      PORTFOLIO_VIEWS_UMAMI_WEBSITE: website,
    };
    expect(refusal({ ...umami, VERCEL: "1" })).toMatch(/vercel\.json/);
    expect(resolveViews({ ...umami, NETLIFY: "true" })).toMatchObject({ to: "umami" });
  });
});

describe("reportIdentities", () => {
  const labels = ["acme-recruiting", "default"];

  it("gives each recipient of a server build a random token of its own, 128 bits, that says nothing of the label", () => {
    const identities = reportIdentities({ to: "server" }, labels);
    const tokens = labels.map((label) => identities.get(label)?.token ?? "");
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token).toHaveLength(reportTokenLength);
      expect(Buffer.from(token, "base64url")).toHaveLength(16);
    }
    expect(new Set(tokens).size).toBe(labels.length);
    expect(reportIdentities({ to: "server" }, labels).get(labels[0] ?? "")?.token).not.toBe(tokens[0]);
    expect([...identities.values()].every((identity) => identity.label === undefined)).toBe(true);
  });

  it("gives Umami the label, which only the owner reads there, and nothing with views off", () => {
    const umami = { to: "umami", endpoint: "https://stats.example.com/api/send", website } as const;
    expect([...reportIdentities(umami, labels)]).toEqual(labels.map((label) => [label, { label }]));
    expect(reportIdentities(null, labels).size).toBe(0);
  });
});

describe("viewsBuildNote", () => {
  it("tells the owner of a server build that only npm start takes its reports, and what to build for a static host", () => {
    const note = viewsBuildNote({ to: "server" });
    expect(note).toMatch(/npm start/);
    expect(note).toMatch(/GitHub Pages, Netlify, Cloudflare Pages or nginx/);
    expect(note).toMatch(/PORTFOLIO_VIEWS=umami/);
  });

  it("names the Umami a build sends its reports to", () => {
    const target = { to: "umami", endpoint: "https://stats.example.com/api/send", website } as const;
    expect(viewsBuildNote(target)).toBe("Views on: reports go to https://stats.example.com/api/send.");
  });
});

describe("the policy's connect-src with views", () => {
  const connectSources = (policy: string) => /connect-src ([^;]*)/.exec(policy)?.[1]?.split(" ");

  it("allows exactly the site and the owner's Umami origin, in the header and the <meta> copy", () => {
    const target = resolveViews({
      PORTFOLIO_VIEWS: "umami",
      PORTFOLIO_VIEWS_UMAMI_URL: "https://example.com/umami",
      PORTFOLIO_VIEWS_UMAMI_WEBSITE: website,
    });
    const origin = viewsOrigin(target);
    expect(origin).toBe("https://example.com");
    for (const forMeta of [false, true]) {
      expect(connectSources(contentSecurityPolicy([], { forMeta, viewsOrigin: origin }))).toEqual([
        "'self'",
        "https://example.com",
      ]);
    }
  });

  it("stays the site's own with views off or kept by npm start", () => {
    for (const target of [null, resolveViews({ PORTFOLIO_VIEWS: "server" })]) {
      expect(connectSources(contentSecurityPolicy([], { viewsOrigin: viewsOrigin(target) }))).toEqual(["'self'"]);
    }
  });
});
