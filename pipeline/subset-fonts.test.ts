import { describe, expect, it } from "vitest";
import { fontCharacters } from "./subset-fonts";

describe("fontCharacters", () => {
  it("keeps ASCII, Latin-1 and typographic punctuation, whatever the content", () => {
    const characters = fontCharacters([]);
    for (const character of "AZaz09 !?&@$%€—–…’“”·éüñÅß×") expect(characters).toContain(character);
    expect(characters).not.toContain("Ō");
  });

  it("adds every character the public content uses, once", () => {
    const characters = fontCharacters(["Ōtsuka → Łódź", "Ōtsuka"]);
    for (const character of "ŌŁóź→") expect(characters).toContain(character);
    expect(new Set(characters).size).toBe([...characters].length);
  });
});
