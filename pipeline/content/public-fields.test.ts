import { describe, expect, it } from "vitest";
import { passwordMentions, publicFieldsOf } from "./public-fields.ts";
import { readYaml } from "./yaml-source.ts";

const file = "content/landing.yaml";
const text = "hero:\n  eyebrow: Design leadership\n  tagline: Ask me for the code Copper-Thistle-Lantern-2027\n";
const { data, lineOf } = readYaml(file, text);
const fields = publicFieldsOf(file, data, lineOf);

describe("publicFieldsOf", () => {
  it("lists every string with its field and line", () => {
    expect(fields).toEqual([
      { file, line: 2, field: "hero.eyebrow", text: "Design leadership" },
      { file, line: 3, field: "hero.tagline", text: "Ask me for the code Copper-Thistle-Lantern-2027" },
    ]);
  });
});

describe("passwordMentions", () => {
  it("names the field that holds a password, in any letter case, by the password's label only", () => {
    const problems = passwordMentions(fields, [{ label: "acme", password: "copper-thistle-lantern-2027" }]);
    expect(problems).toEqual([
      {
        file,
        line: 3,
        field: "hero.tagline",
        message: expect.stringMatching(
          /^holds the access password 'acme', and this field is published to every visitor/,
        ),
      },
    ]);
    expect(JSON.stringify(problems).toLowerCase()).not.toContain("copper-thistle");
  });

  it("says nothing of a password no public field holds", () => {
    expect(passwordMentions(fields, [{ label: "default", password: "marble-orchid-falcon-ember" }])).toEqual([]);
  });
});
