import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./finalize-build";

describe("lowerScriptPriority", () => {
  it("marks every module preload low priority and leaves the rest of the page alone", () => {
    const html =
      '<link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(lowerScriptPriority(html)).toBe(
      '<link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>',
    );
  });
});
