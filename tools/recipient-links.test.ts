import { describe, expect, it } from "vitest";
import { readLinkFragment } from "../app/lib/vault/link-fragment.ts";
import { site } from "../content/public.ts";
import { linkTarget, recipientLinks, siteAddress } from "./recipient-links.ts";

const recipients = [
  { label: "default", password: "acme-orbit-lantern-staple" },
  { label: "globex", password: "café-crème-brûlée-2025" },
];

describe("recipientLinks", () => {
  it("prints each label, a space, and a link whose fragment holds that recipient's password", () => {
    const lines = recipientLinks({ recipients, siteAddress: "https://example.org/portfolio/", to: "/projects" });
    expect(lines).toHaveLength(2);
    lines.forEach((line, index) => {
      const [label, link, ...rest] = line.split(" ");
      expect(rest).toEqual([]);
      expect(label).toBe(recipients[index]?.label);
      const url = new URL(link ?? "");
      expect(url.origin + url.pathname).toBe("https://example.org/portfolio/projects");
      expect(url.search).toBe("");
      expect(readLinkFragment(url.hash)).toEqual({
        kind: "password",
        password: recipients[index]?.password.normalize("NFKC"),
        fragment: url.hash,
      });
    });
  });

  it("keeps the password out of the part of the URL a server sees", () => {
    const [line] = recipientLinks({ recipients, siteAddress: site.siteUrl, to: "/projects" });
    const url = new URL(line?.split(" ")[1] ?? "");
    expect(url.href.slice(0, url.href.indexOf("#"))).not.toContain("acme");
    expect(decodeURIComponent(url.href)).not.toContain("acme-orbit-lantern-staple");
  });
});

describe("readLinkFragment", () => {
  it.each(["", "#", "#main", "#access"])("finds no link in %j", (hash) => {
    expect(readLinkFragment(hash)).toEqual({ kind: "none" });
  });

  it.each(["#access=", "#access=%%%", "#access=not base64", "#access=_w"])("calls %j malformed", (hash) => {
    expect(readLinkFragment(hash)).toEqual({ kind: "malformed" });
  });
});

describe("linkTarget and siteAddress", () => {
  const ids = ["alpha", "beta"];

  it("opens the grid or a case study that exists", () => {
    expect(linkTarget("/projects", ids)).toBe("/projects");
    expect(linkTarget("/project/beta", ids)).toBe("/project/beta");
    expect(() => linkTarget("/project/gamma", ids)).toThrow(/alpha, beta/);
    expect(() => linkTarget("/", ids)).toThrow();
  });

  it("uses siteUrl unless an origin is given", () => {
    expect(siteAddress(undefined)).toBe(site.siteUrl);
    expect(siteAddress("http://localhost:3000/ignored/path")).toBe("http://localhost:3000/");
  });
});
