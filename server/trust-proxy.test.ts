import { describe, expect, it } from "vitest";
import { trustedProxies } from "./trust-proxy.ts";

describe("trustedProxies", () => {
  it("trusts no forwarded address unless the owner says how many proxies are in front", () => {
    expect(trustedProxies({})).toBe(0);
    expect(trustedProxies({ PORTFOLIO_TRUST_PROXY: " " })).toBe(0);
    expect(trustedProxies({ PORTFOLIO_TRUST_PROXY: "1" })).toBe(1);
    expect(trustedProxies({ PORTFOLIO_TRUST_PROXY: "2" })).toBe(2);
  });

  it.each(["true", "yes", "-1", "1.5", "loopback", "100"])("refuses %s, naming the variable", (value) => {
    expect(() => trustedProxies({ PORTFOLIO_TRUST_PROXY: value })).toThrow(/PORTFOLIO_TRUST_PROXY.*number of proxies/);
  });
});
