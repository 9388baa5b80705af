import { describe, expect, it } from "vitest";
import { normaliseBasePath } from "./build-layout.ts";

describe("BASE_PATH", () => {
  it("is the domain's root when unset or empty", () => {
    expect(normaliseBasePath(undefined)).toBe("/");
    expect(normaliseBasePath(" / ")).toBe("/");
  });

  it("reads a sub-path however its slashes are written", () => {
    expect(normaliseBasePath("portfolio")).toBe("/portfolio/");
    expect(normaliseBasePath("/portfolio")).toBe("/portfolio/");
    expect(normaliseBasePath("/work/portfolio-2026/")).toBe("/work/portfolio-2026/");
  });

  it("refuses what is not a plain path, naming the variable", () => {
    expect(() => normaliseBasePath("https://example.com/portfolio")).toThrow(/BASE_PATH/);
    expect(() => normaliseBasePath("/my portfolio/")).toThrow(/BASE_PATH/);
    expect(() => normaliseBasePath("/a//b/")).toThrow(/BASE_PATH/);
  });
});
