import { describe, expect, it } from "vitest";
import { site } from "../content/public.ts";
import {
  demoPassword,
  PasswordConfigError,
  resolvePasswords,
  withDemoAllowed,
  type PasswordConfig,
} from "./passwords.ts";

type Env = Record<string, string | undefined>;
const resolve = (env: Env, today?: Date) => resolvePasswords(env, { site, today });

/** The PasswordConfigError `env` is refused with; fails the test if it is accepted or something else throws. */
function refusal(env: Env, today?: Date): PasswordConfigError {
  try {
    resolve(env, today);
  } catch (error) {
    if (error instanceof PasswordConfigError) return error;
    throw error;
  }
  throw new Error("expected a PasswordConfigError, but the configuration was accepted");
}

const sixteen = "Zq8!vR2#mK5$wT7x";
const fifteen = "Zq8!vR2#mK5$wT7";
// Strong enough for the policy, and holding none of the labels or names the tests give them.
const orbit = "orbit-lantern-staple-quiet";
const copper = "copper-thistle-orbit-lantern";
const river = "unlabelled-river-copper-thistle";
const harbor = "violet-harbor-candle-staple-77";

function passwordsOf(config: PasswordConfig): string[] {
  return config.recipients.map((recipient) => recipient.password);
}

describe("resolvePasswords without a password", () => {
  it("refuses, saying how to set a password and how to ask for the demo", () => {
    const { message } = refusal({});
    expect(message).toContain("no password is set");
    expect(message).toContain("PORTFOLIO_PASSWORD='your-long-passphrase' npm run build");
    expect(message).toContain("npm run password");
    expect(message).toContain("PORTFOLIO_DEMO=1");
    expect(refusal({ PATH: "/usr/bin", HOME: "/root", PASSWORD_HINT: "x" }).message).toContain("no password is set");
  });

  it("builds the documented demo password, flagged as such, when PORTFOLIO_DEMO=1 asks for it", () => {
    const config = resolve({ PORTFOLIO_DEMO: "1" });
    expect(config).toEqual({ recipients: [{ label: "demo", password: demoPassword }], usesDemo: true, expired: [] });
    expect(resolve(withDemoAllowed({})).usesDemo).toBe(true);
  });

  it.each(["true", "0", "yes"])("refuses PORTFOLIO_DEMO=%s, which is not the 1 that asks for the demo", (value) => {
    expect(refusal({ PORTFOLIO_DEMO: value }).message).toContain(`PORTFOLIO_DEMO is "${value}"`);
  });

  it("refuses a configured password equal to the demo one unless the demo is asked for, naming its label", () => {
    expect(refusal({ PORTFOLIO_PASSWORD: ` ${demoPassword}\n` }).message).toContain("'default' is the demo password");
    const lines = `acme: ${orbit}\nold: ${demoPassword}`;
    expect(refusal({ PORTFOLIO_PASSWORDS: lines }).message).toContain("'old' is the demo password");
    expect(resolve({ PORTFOLIO_PASSWORDS: lines, PORTFOLIO_DEMO: "1" }).usesDemo).toBe(true);
  });

  it("does not flag real passwords as the demo, with or without PORTFOLIO_DEMO", () => {
    expect(resolve({ PORTFOLIO_PASSWORD: sixteen }).usesDemo).toBe(false);
    expect(resolve(withDemoAllowed({ PORTFOLIO_PASSWORD: sixteen })).usesDemo).toBe(false);
  });

  it("keeps the demo password itself within the length policy", () => {
    expect([...demoPassword.normalize("NFKC").trim()].length).toBeGreaterThanOrEqual(16);
  });
});

describe("resolvePasswords", () => {
  it("refuses a 15-character PORTFOLIO_PASSWORD, naming its label and not printing the password", () => {
    const secret = fifteen;
    expect([...secret]).toHaveLength(15);
    const error = refusal({ PORTFOLIO_PASSWORD: secret });
    expect(error.message).toContain("'default'");
    expect(error.message).toContain("16");
    expect(error.message).not.toContain(secret);
  });

  it("accepts a 16-character PORTFOLIO_PASSWORD as the only recipient", () => {
    const config = resolve({ PORTFOLIO_PASSWORD: sixteen });
    expect(config).toEqual({ recipients: [{ label: "default", password: sixteen }], usesDemo: false, expired: [] });
  });

  it("counts characters as code points, so 15 emoji (30 UTF-16 units) are too short", () => {
    const error = refusal({ PORTFOLIO_PASSWORD: "🔐".repeat(15) });
    expect(error.message).toContain("'default'");
  });

  it("checks the length after trimming, so 15 characters padded with spaces are still too short", () => {
    expect(() => resolve({ PORTFOLIO_PASSWORD: `  ${fifteen}  ` })).toThrow(PasswordConfigError);
  });

  it("reads labelled lines of PORTFOLIO_PASSWORDS and skips blank and # comment lines", () => {
    const config = resolve({
      PORTFOLIO_PASSWORDS: [
        "# recipients of the spring round",
        `acme: ${orbit}`,
        "",
        "   ",
        "  # indented comment",
        `globex:   ${harbor}`,
        `initech: ${river}`,
      ].join("\n"),
    });
    expect(config.recipients).toEqual([
      { label: "acme", password: orbit },
      { label: "globex", password: harbor },
      { label: "initech", password: river },
    ]);
    expect(config.usesDemo).toBe(false);
  });

  it.each([
    ["a password alone", river],
    ["a colon without a space after it", `Summer:${orbit}`],
    ["a label with a space in it", `Jane Doe: ${orbit}`],
  ])("refuses a line without a label (%s), naming the line and not the password", (_case, line) => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `acme: ${copper}\n${line}` });
    expect(error.message).toContain("line 2 does not start with a label");
    expect(error.message).toContain('"label: password"');
    expect(error.message).not.toContain(orbit);
    expect(error.message).not.toContain(river);
  });

  it("reads the first word before a colon and a space as the label, and PORTFOLIO_PASSWORD whole", () => {
    expect(resolve({ PORTFOLIO_PASSWORDS: `Summer: ${orbit}` }).recipients).toEqual([
      { label: "Summer", password: orbit },
    ]);
    expect(resolve({ PORTFOLIO_PASSWORD: `Summer: ${orbit}` }).recipients).toEqual([
      { label: "default", password: `Summer: ${orbit}` },
    ]);
  });

  it("refuses two recipients with one label, whatever its case", () => {
    expect(refusal({ PORTFOLIO_PASSWORDS: `acme: ${orbit}\nAcme: ${copper}` }).message).toContain(
      "two recipients are labelled 'Acme'",
    );
    expect(refusal({ PORTFOLIO_PASSWORD: sixteen, PORTFOLIO_PASSWORDS: `default: ${copper}` }).message).toContain(
      "'default'",
    );
  });

  it("accepts Windows line endings in PORTFOLIO_PASSWORDS", () => {
    const config = resolve({ PORTFOLIO_PASSWORDS: `a: ${orbit}\r\nb: ${river}\r\n` });
    expect(passwordsOf(config)).toEqual([orbit, river]);
  });

  it("combines PORTFOLIO_PASSWORD and PORTFOLIO_PASSWORDS, the single one first", () => {
    const config = resolve({ PORTFOLIO_PASSWORD: sixteen, PORTFOLIO_PASSWORDS: `acme: ${orbit}` });
    expect(config.recipients.map((recipient) => recipient.label)).toEqual(["default", "acme"]);
  });

  it("names the label of a short labelled password, not the password", () => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `acme: ${orbit}\ninitech: ${fifteen}` });
    expect(error.message).toContain("'initech'");
    expect(error.message).not.toContain(fifteen);
  });

  it("refuses duplicate passwords, naming both labels and neither password", () => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `acme: ${orbit}\nglobex: ${orbit}` });
    expect(error.message).toContain("'acme'");
    expect(error.message).toContain("'globex'");
    expect(error.message).not.toContain(orbit);
  });

  it("refuses passwords that are equal only after NFKC and trimming", () => {
    const nfc = "café-crème-brûlée-2025".normalize("NFC");
    const nfd = "café-crème-brûlée-2025".normalize("NFD");
    expect(nfc).not.toBe(nfd);
    expect(refusal({ PORTFOLIO_PASSWORD: nfc, PORTFOLIO_PASSWORDS: `acme:   ${nfd}  ` }).message).toContain(
      "are the same",
    );
    expect(
      refusal({ PORTFOLIO_PASSWORDS: "a: quiet-orbit-123-lantern-456\nb: quiet-orbit-１２３-lantern-４５６" }).message,
    ).toContain("are the same");
  });

  it("returns passwords normalized with NFKC and trimmed, as the client derives them", () => {
    const config = resolve({ PORTFOLIO_PASSWORD: "  quiet-orbit-１２３-lantern-４５６\t" });
    expect(passwordsOf(config)).toEqual(["quiet-orbit-123-lantern-456"]);
  });

  it("accepts 16 passwords and refuses 17", () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `r${i}: lantern-maple-orbit-${i}-quiet`).join("\n");
    expect(resolve({ PORTFOLIO_PASSWORDS: lines(16) }).recipients).toHaveLength(16);
    const error = refusal({ PORTFOLIO_PASSWORDS: lines(17) });
    expect(error.message).toContain("17");
    expect(error.message).not.toContain("lantern-maple-orbit");
  });

  it.each([
    ["PORTFOLIO_PASSWORD", ""],
    ["PORTFOLIO_PASSWORD", "  "],
    ["PORTFOLIO_PASSWORD", "\n"],
    ["PORTFOLIO_PASSWORDS", ""],
    ["PORTFOLIO_PASSWORDS", " \n "],
  ])("refuses %s set to %j instead of falling back to the demo password", (name, value) => {
    const error = refusal({ [name]: value, PORTFOLIO_DEMO: "1" });
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
});

describe("resolvePasswords on a host or in CI", () => {
  it.each(["CI", "GITHUB_ACTIONS", "GITLAB_CI", "BITBUCKET_BUILD_NUMBER", "NETLIFY", "CF_PAGES", "VERCEL"])(
    "refuses the demo password when %s is set, even when PORTFOLIO_DEMO=1 asks for it, naming the variable to set",
    (host) => {
      for (const env of [{ [host]: "true" }, withDemoAllowed({ [host]: "1" })]) {
        const error = refusal(env);
        expect(error.message).toContain(host);
        expect(error.message).toContain("PORTFOLIO_PASSWORD");
      }
      expect(refusal({ [host]: "1", PORTFOLIO_PASSWORD: demoPassword, PORTFOLIO_DEMO: "1" }).message).toContain(host);
    },
  );

  it("accepts a real password there", () => {
    expect(resolve({ CI: "true", PORTFOLIO_PASSWORD: sixteen }).usesDemo).toBe(false);
  });
});

describe("resolvePasswords refuses configurations that would not protect", () => {
  it("refuses PORTFOLIO_PASSWORDS made only of comments and blank lines", () => {
    expect(refusal({ PORTFOLIO_PASSWORDS: "# alice: later\n\n  # bob" }).message).toContain("only comments");
  });

  it.each([
    "portfolio_password",
    "Portfolio_Passwords",
    "PORTFOLIO_PASSWORD ",
    " PORTFOLIO_PASSWORDS",
    "portfolio_demo",
  ])("names a variable spelled %j, which the build would otherwise ignore", (name) => {
    const error = refusal({ [name]: orbit });
    expect(error.message).toContain(`'${name}'`);
    expect(error.message).not.toContain(orbit);
  });

  it.each([
    ["a word and digits", "password12345678", "too easy to guess"],
    ["the alphabet", "abcdefghijklmnop", "too easy to guess"],
    ["one repeated character", "x".repeat(24), "repeats"],
    ["a repeated pair", "ab".repeat(12), "repeats"],
    ["zero-width characters", "\u200b\u200c\u200d\u2060".repeat(5), "invisible"],
    ["combining marks", "\u0301\u0302\u0303\u0308\u030a".repeat(4), "invisible"],
    ["the best-known passphrase", "correcthorsebatterystaple", "too easy to guess"],
    ["the best-known passphrase, its words apart", "correct-horse-battery-staple", "too easy to guess"],
    ["four common words", "violet-harbor-candle-mosaic", "too easy to guess"],
  ])("refuses %s, pointing to npm run password", (_kind, password, why) => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `acme: ${password}` });
    expect(error.message).toContain("'acme'");
    expect(error.message).toContain(why);
    expect(error.message).toContain("npm run password");
  });
});

describe("resolvePasswords judges a password without what a guesser knows of this site", () => {
  const recipient = { label: "acme-recruiting", name: "Jane Doe" };
  const [ownerFirst = "", ownerLast = ""] = site.name.split(" ");
  const host = new URL(site.siteUrl).hostname;

  it("refuses a password that contains its own label, whatever its case and separators", () => {
    for (const password of ["acme-recruiting-2027", "AcmeRecruiting-orbit-lantern-staple-quiet"]) {
      const error = refusal({ PORTFOLIO_PASSWORDS: `${recipient.label}: ${password}` });
      expect(error.message).toContain(`'${recipient.label}' contains its own label`);
      expect(error.message).not.toContain(password);
    }
  });

  it.each([
    ["the recipient's name, the word portfolio and a year", `${recipient.name.replace(" ", "")}Portfolio2026`],
    ["the owner's name and the site's address", `${ownerFirst}-${ownerLast}-${host}`],
    ["names and words of the site, however many", `${ownerFirst}-${ownerLast}-Portfolio-Jane-Doe-Initech`],
  ])("refuses a password made of %s, saying why", (_kind, password) => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `initech: ${copper}\nglobex: ${password} for "${recipient.name}"` });
    expect(error.message).toContain("'globex' is too easy to guess");
    expect(error.message).toContain("once the words a guesser tries first here are taken out");
    expect(error.message).not.toContain(password);
  });

  it("accepts a strong password that also holds one of those words", () => {
    const config = resolve({ PORTFOLIO_PASSWORDS: `globex: portfolio-${orbit} for "${recipient.name}"` });
    expect(config.usesDemo).toBe(false);
  });
});

describe("recipients with an end date", () => {
  const today = new Date("2027-01-31T15:00:00Z");
  const lines = [`alice: ${orbit} until 2027-01-31`, `bob: ${river} until 2027-01-30`, `carol: ${copper}`].join("\n");

  it("opens through the end date's last day and leaves out who is past it", () => {
    const config = resolve({ PORTFOLIO_PASSWORDS: lines }, today);
    expect(config.recipients).toEqual([
      { label: "alice", password: orbit, until: "2027-01-31" },
      { label: "carol", password: copper },
    ]);
    expect(config.expired).toEqual(["bob"]);
  });

  it("refuses a build in which every recipient has expired", () => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `bob: ${river} until 2020-01-01` });
    expect(error.message).toContain("bob");
  });

  it.each([
    ["2027-13-01", "there is no month 13"],
    ["2027-00-10", "there is no month 00"],
    ["2027-02-29", "2027-02-29 is not a day of 2027, February 2027 has 28 days"],
    ["2027-04-31", "April 2027 has 30 days"],
    ["2027-01-00", "2027-01-00 is not a day of 2027"],
    ["31/01/2027", "written YYYY-MM-DD"],
    ["tomorrow", "written YYYY-MM-DD"],
    ["2027-1-31", "written YYYY-MM-DD"],
  ])("refuses the date %j, saying what is wrong with it, naming the line and not the password", (date, why) => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `# spring\nalice: ${orbit} until ${date}` });
    expect(error.message).toContain("line 2");
    expect(error.message).toContain("'alice'");
    expect(error.message).toContain(why);
    expect(error.message).not.toContain(orbit);
  });

  it("accepts 29 February in a leap year", () => {
    const config = resolve({ PORTFOLIO_PASSWORDS: `alice: ${orbit} until 2028-02-29` }, today);
    expect(config.recipients[0]?.until).toBe("2028-02-29");
  });
});

describe("recipients with a name", () => {
  it("reads a name in quotes after 'for', before or after an end date, and leaves it off the password", () => {
    const config = resolve(
      {
        PORTFOLIO_PASSWORDS: [
          `acme: ${orbit} until 2027-01-31 for "Jane Doe, Acme"`,
          `globex: ${harbor} for "  Hank   Scorpio " until 2027-01-31`,
          `initech: ${copper} for "Zoë Ó Briain"`,
          `umbrella: ${river}`,
        ].join("\n"),
      },
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(config.recipients).toEqual([
      { label: "acme", password: orbit, name: "Jane Doe, Acme", until: "2027-01-31" },
      { label: "globex", password: harbor, name: "Hank Scorpio", until: "2027-01-31" },
      { label: "initech", password: copper, name: "Zoë Ó Briain" },
      { label: "umbrella", password: river },
    ]);
  });

  it("keeps a name out of a recipient who is past their end date", () => {
    const config = resolve(
      { PORTFOLIO_PASSWORDS: `acme: ${orbit} until 2020-01-01 for "Jane Doe"\nb: ${river}` },
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(config.expired).toEqual(["acme"]);
    expect(config.recipients).toEqual([{ label: "b", password: river }]);
  });

  it.each([
    ["a name without quotes", `acme: ${orbit} for Jane Doe`, "double quotes"],
    ["a name without quotes after a date", `acme: ${orbit} until 2027-01-31 for Jane`, "double quotes"],
    ["a name missing its closing quote", `acme: ${orbit} for "Jane Doe`, "double quotes"],
    ["text after the name", `acme: ${orbit} for "Jane Doe" please`, "double quotes"],
    ["an empty name", `acme: ${orbit} for "  "`, "empty"],
    ["a name too long for its slot", `acme: ${orbit} for "${"x".repeat(65)}"`, "64 characters"],
    ["a name but no password", 'acme: for "Jane Doe"', "password comes before"],
  ])("refuses %s, naming the line and the label and not the password", (_case, line, why) => {
    const error = refusal({ PORTFOLIO_PASSWORDS: `# spring\n${line}` });
    expect(error.message).toContain("line 2");
    expect(error.message).toContain("'acme'");
    expect(error.message).toContain(why);
    expect(error.message).not.toContain(orbit);
  });

  it("accepts a name of 64 characters, each of which may take four bytes", () => {
    const name = "😀".repeat(64);
    const config = resolve({ PORTFOLIO_PASSWORDS: `acme: ${orbit} for "${name}"` });
    expect(config.recipients[0]?.name).toBe(name);
  });
});
