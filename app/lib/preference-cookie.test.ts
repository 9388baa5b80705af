// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { readPreference, writePreference } from "./preference-cookie";

beforeEach(() => {
  for (const name of ["first", "second"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe("preference cookies", () => {
  it("reads back the value written under a name, among others", () => {
    writePreference(document, "first", "dark", 60);
    writePreference(document, "second", "true");
    expect(readPreference(document, "first")).toBe("dark");
    expect(readPreference(document, "second")).toBe("true");
    expect(readPreference(document, "third")).toBeNull();
  });

  it("forgets a preference written as null", () => {
    writePreference(document, "first", "dark", 60);
    writePreference(document, "first", null);
    expect(readPreference(document, "first")).toBeNull();
  });

  it("does not take a name that only ends like another", () => {
    document.cookie = "not-first=dark; Path=/";
    expect(readPreference(document, "first")).toBeNull();
    document.cookie = "not-first=; Path=/; Max-Age=0";
  });
});
