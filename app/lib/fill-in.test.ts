import { describe, expect, it } from "vitest";
import { fillIn, placeholdersIn } from "./fill-in";

describe("fillIn", () => {
  it("fills every placeholder it has a value for, each time it appears", () => {
    expect(fillIn("{page} at {address}, {page}", { page: "Work", address: "https://a.example/projects" })).toBe(
      "Work at https://a.example/projects, Work",
    );
  });

  it("leaves other braces as written, and values are not read as placeholders", () => {
    expect(fillIn("{unknown} and { page }", { page: "x" })).toBe("{unknown} and { page }");
    expect(fillIn("{title}", { title: "{page}", page: "no" })).toBe("{page}");
  });
});

describe("placeholdersIn", () => {
  it("names each placeholder used", () => {
    expect(placeholdersIn("Hello {name}, about {page} ({page})")).toEqual(["name", "page", "page"]);
    expect(placeholdersIn("no placeholders { here }")).toEqual([]);
  });
});
