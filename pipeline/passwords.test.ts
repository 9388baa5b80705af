import { describe, expect, it } from "vitest";
import { demoPassword, PasswordConfigError, resolvePasswords, type PasswordConfig } from "./passwords.ts";

/** The PasswordConfigError `env` is refused with; fails the test if it is accepted or something else throws. */
function refusal(env: Record<string, string | undefined>): PasswordConfigError {
  try {
    resolvePasswords(env);
  } catch (error) {
    if (error instanceof PasswordConfigError) return error;
    throw error;
  }
  throw new Error("expected a PasswordConfigError, but the configuration was accepted");
}

const sixteen = "Zq8!vR2#mK5$wT7x";
const fifteen = "Zq8!vR2#mK5$wT7";

function passwordsOf(config: PasswordConfig): string[] {
  return config.recipients.map((recipient) => recipient.password);
}

describe("resolvePasswords", () => {
  it("falls back to the documented demo password, flagged as such, when nothing is set", () => {
    const config = resolvePasswords({});
    expect(config).toEqual({ recipients: [{ label: "demo", password: demoPassword }], usesDemo: true, expired: [] });
  });

  it("ignores unrelated variables", () => {
    const config = resolvePasswords({ PATH: "/usr/bin", HOME: "/root", PASSWORD_HINT: "x" });
    expect(config.usesDemo).toBe(true);
  });

  it("refuses a 15-character PORTFOLIO_PASSWORD, naming its label and not printing the password", () => {
    const secret = fifteen;
    expect([...secret]).toHaveLength(15);
    const error = refusal({ PORTFOLIO_PASSWORD: secret });
    expect(error.message).toContain("'default'");
    expect(error.message).toContain("16");
    expect(error.message).not.toContain(secret);
  });

  it("accepts a 16-character PORTFOLIO_PASSWORD as the only recipient", () => {
    const config = resolvePasswords({ PORTFOLIO_PASSWORD: sixteen });
    expect(config).toEqual({ recipients: [{ label: "default", password: sixteen }], usesDemo: false, expired: [] });
  });

  it("counts characters as code points, so 15 emoji (30 UTF-16 units) are too short", () => {
    const error = refusal({ PORTFOLIO_PASSWORD: "🔐".repeat(15) });
    expect(error.message).toContain("'default'");
  });

  it("checks the length after trimming, so 15 characters padded with spaces are still too short", () => {
    expect(() => resolvePasswords({ PORTFOLIO_PASSWORD: `  ${fifteen}  ` })).toThrow(PasswordConfigError);
  });

  it("reads labelled lines of PORTFOLIO_PASSWORDS and skips blank and # comment lines", () => {
    const config = resolvePasswords({
      PORTFOLIO_PASSWORDS: [
        "# recipients of the spring round",
        "acme: acme-orbit-lantern-staple",
        "",
        "   ",
        "  # indented comment",
        "globex:   globex-violet-harbor-candle",
        "unlabelled-river-copper-thistle",
      ].join("\n"),
    });
    expect(config.recipients).toEqual([
      { label: "acme", password: "acme-orbit-lantern-staple" },
      { label: "globex", password: "globex-violet-harbor-candle" },
      { label: "line-7", password: "unlabelled-river-copper-thistle" },
    ]);
    expect(config.usesDemo).toBe(false);
  });

  it("keeps a password whole when its colon is not followed by a space", () => {
    const config = resolvePasswords({ PORTFOLIO_PASSWORDS: "Summer:2025-long-passphrase" });
    expect(config.recipients).toEqual([{ label: "line-1", password: "Summer:2025-long-passphrase" }]);
  });

  it("accepts Windows line endings in PORTFOLIO_PASSWORDS", () => {
    const config = resolvePasswords({
      PORTFOLIO_PASSWORDS: "a: acme-orbit-lantern-staple\r\nb: beta-violet-harbor-candle\r\n",
    });
    expect(passwordsOf(config)).toEqual(["acme-orbit-lantern-staple", "beta-violet-harbor-candle"]);
  });

  it("combines PORTFOLIO_PASSWORD and PORTFOLIO_PASSWORDS, the single one first", () => {
    const config = resolvePasswords({
      PORTFOLIO_PASSWORD: sixteen,
      PORTFOLIO_PASSWORDS: "acme: acme-orbit-lantern-staple",
    });
    expect(config.recipients.map((recipient) => recipient.label)).toEqual(["default", "acme"]);
  });

  it("names the label of a short labelled password, not the password", () => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `acme: acme-orbit-lantern-staple\ninitech: ${fifteen}` });
    expect(error.message).toContain("'initech'");
    expect(error.message).not.toContain(fifteen);
  });

  it("refuses duplicate passwords, naming both labels and neither password", () => {
    const error = refusal({ PORTFOLIO_PASSWORDS: "acme: same-password-for-two\nglobex: same-password-for-two" });
    expect(error.message).toContain("'acme'");
    expect(error.message).toContain("'globex'");
    expect(error.message).not.toContain("same-password-for-two");
  });

  it("refuses passwords that are equal only after NFKC and trimming", () => {
    const nfc = "café-crème-brûlée-2025".normalize("NFC");
    const nfd = "café-crème-brûlée-2025".normalize("NFD");
    expect(nfc).not.toBe(nfd);
    expect(() => resolvePasswords({ PORTFOLIO_PASSWORD: nfc, PORTFOLIO_PASSWORDS: `acme:   ${nfd}  ` })).toThrow(
      PasswordConfigError,
    );
    expect(() =>
      resolvePasswords({ PORTFOLIO_PASSWORDS: "a: vault-pass-123-456-789\nb: vault-pass-１２３-４５６-７８９" }),
    ).toThrow(PasswordConfigError);
  });

  it("returns passwords normalized with NFKC and trimmed, as the client derives them", () => {
    const config = resolvePasswords({ PORTFOLIO_PASSWORD: "  vault-pass-１２３-４５６-７８９\t" });
    expect(passwordsOf(config)).toEqual(["vault-pass-123-456-789"]);
  });

  it("accepts 16 passwords and refuses 17", () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `r${i}: recipient-password-number-${i}`).join("\n");
    expect(resolvePasswords({ PORTFOLIO_PASSWORDS: lines(16) }).recipients).toHaveLength(16);
    const error = refusal({ PORTFOLIO_PASSWORDS: lines(17) });
    expect(error.message).toContain("17");
    expect(error.message).not.toContain("recipient-password-number");
  });

  it.each([
    ["PORTFOLIO_PASSWORD", ""],
    ["PORTFOLIO_PASSWORD", "  "],
    ["PORTFOLIO_PASSWORD", "\n"],
    ["PORTFOLIO_PASSWORDS", ""],
    ["PORTFOLIO_PASSWORDS", " \n "],
  ])("refuses %s set to %j instead of falling back to the demo password", (name, value) => {
    const error = refusal({ [name]: value });
    expect(error.message).toContain(name);
  });

  it.each(["VITE_PASSWORD", "VITE_PORTFOLIO_PASSWORD", "VITE_PORTFOLIO_PASSWORDS", "VITE_ADMIN_PASSWORD_HASH"])(
    "refuses a %s variable, which Vite would inline into the bundle",
    (name) => {
      const error = refusal({ PORTFOLIO_PASSWORD: sixteen, [name]: "whatever-value-here" });
      expect(error.message).toContain(name);
      expect(error.message).not.toContain("whatever-value-here");
    },
  );

  it("flags a configured password equal to the demo one as the demo", () => {
    expect(resolvePasswords({ PORTFOLIO_PASSWORD: demoPassword }).usesDemo).toBe(true);
    expect(
      resolvePasswords({ PORTFOLIO_PASSWORDS: `acme: acme-orbit-lantern-staple\nold: ${demoPassword}` }).usesDemo,
    ).toBe(true);
  });

  it("flags the demo password even when it differs only by surrounding whitespace", () => {
    expect(resolvePasswords({ PORTFOLIO_PASSWORD: ` ${demoPassword}\n` }).usesDemo).toBe(true);
  });

  it("does not flag real passwords as the demo", () => {
    expect(resolvePasswords({ PORTFOLIO_PASSWORD: sixteen }).usesDemo).toBe(false);
  });

  it("keeps the demo password itself within the policy", () => {
    expect([...demoPassword.normalize("NFKC").trim()].length).toBeGreaterThanOrEqual(16);
  });
});

describe("resolvePasswords on a host or in CI", () => {
  it.each(["CI", "GITHUB_ACTIONS", "NETLIFY", "CF_PAGES", "VERCEL"])(
    "refuses the demo password when %s is set, naming the variable to set",
    (host) => {
      const error = refusal({ [host]: "true" });
      expect(error.message).toContain(host);
      expect(error.message).toContain("PORTFOLIO_PASSWORD");
      expect(refusal({ [host]: "1", PORTFOLIO_PASSWORD: demoPassword }).message).toContain(host);
    },
  );

  it("accepts a real password there", () => {
    expect(resolvePasswords({ CI: "true", PORTFOLIO_PASSWORD: sixteen }).usesDemo).toBe(false);
  });
});

describe("resolvePasswords refuses configurations that would not protect", () => {
  it("refuses PORTFOLIO_PASSWORDS made only of comments and blank lines", () => {
    expect(refusal({ PORTFOLIO_PASSWORDS: "# alice: later\n\n  # bob" }).message).toContain("only comments");
  });

  it.each(["portfolio_password", "Portfolio_Passwords", "PORTFOLIO_PASSWORD ", " PORTFOLIO_PASSWORDS"])(
    "names a variable spelled %j, which the build would otherwise ignore",
    (name) => {
      const error = refusal({ [name]: "acme-orbit-lantern-staple" });
      expect(error.message).toContain(`'${name}'`);
      expect(error.message).not.toContain("acme-orbit-lantern-staple");
    },
  );

  it.each([
    ["a word and digits", "password12345678", "too easy to guess"],
    ["the alphabet", "abcdefghijklmnop", "too easy to guess"],
    ["one repeated character", "x".repeat(24), "repeats"],
    ["a repeated pair", "ab".repeat(12), "repeats"],
    ["zero-width characters", "\u200b\u200c\u200d\u2060".repeat(5), "invisible"],
    ["combining marks", "\u0301\u0302\u0303\u0308\u030a".repeat(4), "invisible"],
  ])("refuses %s, pointing to npm run password", (_kind, password, why) => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `acme: ${password}` });
    expect(error.message).toContain("'acme'");
    expect(error.message).toContain(why);
    expect(error.message).toContain("npm run password");
  });
});

describe("recipients with an end date", () => {
  const today = new Date("2027-01-31T15:00:00Z");
  const lines = [
    "alice: acme-orbit-lantern-staple until 2027-01-31",
    "bob: beta-violet-harbor-candle until 2027-01-30",
    "carol: copper-thistle-orbit-lantern",
  ].join("\n");

  it("opens through the end date's last day and leaves out who is past it", () => {
    const config = resolvePasswords({ PORTFOLIO_PASSWORDS: lines }, today);
    expect(config.recipients).toEqual([
      { label: "alice", password: "acme-orbit-lantern-staple" },
      { label: "carol", password: "copper-thistle-orbit-lantern" },
    ]);
    expect(config.expired).toEqual(["bob"]);
  });

  it("refuses a build in which every recipient has expired", () => {
    const error = refusal({ PORTFOLIO_PASSWORDS: "bob: beta-violet-harbor-candle until 2020-01-01" });
    expect(error.message).toContain("bob");
  });

  it.each(["2027-02-30", "31/01/2027", "tomorrow", "2027-1-31"])(
    "refuses the malformed date %j, naming the line and not the password",
    (date) => {
      const error = refusal({ PORTFOLIO_PASSWORDS: `# spring\nalice: acme-orbit-lantern-staple until ${date}` });
      expect(error.message).toContain("line 2");
      expect(error.message).toContain("'alice'");
      expect(error.message).not.toContain("acme-orbit-lantern-staple");
    },
  );
});

describe("recipients with a name", () => {
  it("reads a name in quotes after 'for', before or after an end date, and leaves it off the password", () => {
    const config = resolvePasswords(
      {
        PORTFOLIO_PASSWORDS: [
          'acme: acme-orbit-lantern-staple until 2027-01-31 for "Jane Doe, Acme"',
          'globex: globex-violet-harbor-candle for "  Hank   Scorpio " until 2027-01-31',
          'initech: copper-thistle-orbit-lantern for "Zoë Ó Briain"',
          "umbrella: beta-violet-harbor-candle",
        ].join("\n"),
      },
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(config.recipients).toEqual([
      { label: "acme", password: "acme-orbit-lantern-staple", name: "Jane Doe, Acme" },
      { label: "globex", password: "globex-violet-harbor-candle", name: "Hank Scorpio" },
      { label: "initech", password: "copper-thistle-orbit-lantern", name: "Zoë Ó Briain" },
      { label: "umbrella", password: "beta-violet-harbor-candle" },
    ]);
  });

  it("keeps a name out of a recipient who is past their end date", () => {
    const config = resolvePasswords(
      {
        PORTFOLIO_PASSWORDS:
          'acme: acme-orbit-lantern-staple until 2020-01-01 for "Jane Doe"\nb: beta-violet-harbor-candle',
      },
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(config.expired).toEqual(["acme"]);
    expect(config.recipients).toEqual([{ label: "b", password: "beta-violet-harbor-candle" }]);
  });

  it.each([
    ["a name without quotes", "acme: acme-orbit-lantern-staple for Jane Doe", "double quotes"],
    [
      "a name without quotes after a date",
      "acme: acme-orbit-lantern-staple until 2027-01-31 for Jane",
      "double quotes",
    ],
    ["a name missing its closing quote", 'acme: acme-orbit-lantern-staple for "Jane Doe', "double quotes"],
    ["text after the name", 'acme: acme-orbit-lantern-staple for "Jane Doe" please', "double quotes"],
    ["an empty name", 'acme: acme-orbit-lantern-staple for "  "', "empty"],
    ["a name too long for its slot", `acme: acme-orbit-lantern-staple for "${"x".repeat(65)}"`, "64 characters"],
    ["a name but no password", 'acme: for "Jane Doe"', "password comes before"],
  ])("refuses %s, naming the line and the label and not the password", (_case, line, why) => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `# spring\n${line}` });
    expect(error.message).toContain("line 2");
    expect(error.message).toContain("'acme'");
    expect(error.message).toContain(why);
    expect(error.message).not.toContain("acme-orbit-lantern-staple");
  });

  it("accepts a name of 64 characters, each of which may take four bytes", () => {
    const name = "😀".repeat(64);
    const config = resolvePasswords({ PORTFOLIO_PASSWORDS: `acme: acme-orbit-lantern-staple for "${name}"` });
    expect(config.recipients[0]?.name).toBe(name);
  });
});
