import { describe, expect, it } from "vitest";
import { site } from "../content/public.ts";
import { linkFragment, readLinkFragment as read } from "../app/lib/vault/link-fragment.ts";
import { linkTarget, printedLinks, recipientLinks, siteAddress } from "./recipient-links.ts";

const recipients = [
  { label: "default", password: "acme-orbit-lantern-staple" },
  { label: "globex", password: "café-crème-brûlée-2025" },
];

describe("recipientLinks", () => {
  it("gives each recipient a link whose fragment holds their password", () => {
    const links = recipientLinks({
      recipients,
      siteAddress: "https://example.org/portfolio/",
      to: { path: "/projects" },
    });
    expect(links.map(({ recipient }) => recipient)).toEqual(recipients);
    links.forEach(({ link }, index) => {
      const url = new URL(link);
      expect(url.origin + url.pathname).toBe("https://example.org/portfolio/projects");
      expect(url.search).toBe("");
      expect(read(url.hash)).toEqual({
        kind: "password",
        password: recipients[index]?.password.normalize("NFKC"),
        fragment: url.hash,
      });
    });
  });

  it("keeps the password out of the part of the URL a server sees", () => {
    const [{ link = "" } = {}] = recipientLinks({ recipients, siteAddress: site.siteUrl, to: { path: "/projects" } });
    const url = new URL(link);
    expect(url.href.slice(0, url.href.indexOf("#"))).not.toContain("acme");
    expect(decodeURIComponent(url.href)).not.toContain("acme-orbit-lantern-staple");
  });

  it("carries a section beside the secret, in the fragment", () => {
    const to = { path: "/project/beta", section: "outcomes" } as const;
    const [{ link = "" } = {}] = recipientLinks({ recipients, siteAddress: site.siteUrl, to });
    const url = new URL(link);
    // An owner's siteUrl may carry a path, as a GitHub Pages project site's does.
    expect(`${url.origin}${url.pathname}`).toBe(`${site.siteUrl}${to.path}`);
    expect(read(url.hash)).toEqual({
      kind: "password",
      password: recipients[0]?.password,
      fragment: url.hash,
      section: "outcomes",
    });
  });
});

describe("printedLinks", () => {
  const named = [
    { label: "acme", password: "orbit-lantern-staple-quiet", name: "Jane Doe, Acme", until: "2027-01-31" },
    { label: "globex", password: "copper-thistle-orbit-lantern", until: "2027-03-01", studies: ["alpha", "beta"] },
    { label: "initech", password: "unlabelled-river-copper-thistle", studies: ["beta"] },
  ];
  const printed = (path: string) =>
    printedLinks(recipientLinks({ recipients: named, siteAddress: site.siteUrl, to: { path } }))
      .split("\n\n")
      .map((block) => block.split("\n"));

  it("prints per recipient its label, name, end date and studies on one line and the link alone on the next", () => {
    const links = recipientLinks({ recipients: named, siteAddress: site.siteUrl, to: { path: "/projects" } });
    expect(printed("/projects")).toEqual([
      ['acme · for "Jane Doe, Acme" · until 2027-01-31 · opens every study', links[0]?.link],
      ["globex · until 2027-03-01 · opens alpha, beta", links[1]?.link],
      ["initech · opens beta", links[2]?.link],
    ]);
    expect(printedLinks(links)).not.toContain("orbit-lantern-staple-quiet");
  });

  it("says which recipient's link leads to a study not shared with them", () => {
    expect(printed("/project/alpha").map(([who]) => who)).toEqual([
      'acme · for "Jane Doe, Acme" · until 2027-01-31 · opens every study',
      "globex · until 2027-03-01 · opens alpha, beta",
      "initech · opens beta (not /project/alpha: it shows them it was not shared)",
    ]);
  });
});

describe("readLinkFragment", () => {
  it.each(["", "#", "#main", "#access"])("finds no link in %j", (hash) => {
    expect(read(hash)).toEqual({ kind: "none" });
  });

  it.each(["#access=", "#access=%%%", "#access=not base64", "#access=_w", "#access=&section=outcomes"])(
    "calls %j malformed",
    (hash) => {
      expect(read(hash)).toEqual({ kind: "malformed" });
    },
  );

  it.each(["", "&section=", "&section=%3Cimg%3E", "&section=1st", "&other=outcomes"])(
    "opens the page without a section from %j",
    (rest) => {
      const hash = linkFragment("acme-orbit-lantern-staple") + rest;
      expect(read(hash)).toEqual({ kind: "password", password: "acme-orbit-lantern-staple", fragment: hash });
    },
  );
});

describe("linkTarget and siteAddress", () => {
  const studies = new Map([
    ["alpha", {}],
    ["beta", { showcase: {} }],
  ]);

  it("opens the grid or a case study that exists", () => {
    expect(linkTarget("/projects", studies)).toEqual({ path: "/projects" });
    expect(linkTarget("/project/beta", studies)).toEqual({ path: "/project/beta" });
    expect(() => linkTarget("/project/gamma", studies)).toThrow(/alpha, beta/);
    expect(() => linkTarget("/", studies)).toThrow();
  });

  it("opens a section the case study shows", () => {
    expect(linkTarget("/project/alpha#outcomes", studies)).toEqual({ path: "/project/alpha", section: "outcomes" });
    expect(linkTarget("/project/beta#showcase", studies)).toEqual({ path: "/project/beta", section: "showcase" });
    expect(() => linkTarget("/project/alpha#showcase", studies)).toThrow(/overview, role, .*tools$/);
    expect(() => linkTarget("/project/alpha#nowhere", studies)).toThrow(/sections of \/project\/alpha/);
    expect(() => linkTarget("/projects#outcomes", studies)).toThrow();
  });

  it("uses siteUrl unless an origin is given", () => {
    expect(siteAddress(undefined)).toBe(site.siteUrl);
    expect(siteAddress("http://localhost:3000/ignored/path")).toBe("http://localhost:3000/");
  });
});
