import { describe, expect, it } from "vitest";
import { site } from "../content/public.ts";
import { ContentError, formatProblem } from "./content/problems.ts";
import type { RecipientEntry } from "./content/recipients-file.ts";
import { resolvePasswords, withDemoAllowed } from "./passwords.ts";

// Strong enough for the policy, and holding none of the labels or names given here.
const orbit = "orbit-lantern-staple-quiet";
const copper = "copper-thistle-orbit-lantern";
const harbor = "violet-harbor-candle-staple-77";
const file = "content/recipients.yaml";

type Env = Record<string, string | undefined>;
const resolve = (env: Env, entries: RecipientEntry[]) =>
  resolvePasswords(env, { site, recipients: { file, entries, problems: [] } });

function problems(env: Env, entries: RecipientEntry[]): string[] {
  try {
    resolve(env, entries);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error("expected the recipients file to be refused, but it was accepted");
}

const lines = (...given: string[]) => ({ PORTFOLIO_PASSWORDS: given.join("\n") });

describe("content/recipients.yaml's entries, given to the password lines their labels name", () => {
  it("limit a recipient to their studies and name them; the others, and the shared password, open every study", () => {
    const { recipients } = resolve({ PORTFOLIO_PASSWORD: harbor, ...lines(`alice: ${orbit}`, `bob: ${copper}`) }, [
      { label: "alice", line: 1, name: "Jane Doe, Acme", studies: ["beta-project"] },
    ]);
    expect(recipients.map(({ label, name, studies }) => ({ label, name, studies }))).toEqual([
      { label: "default", name: undefined, studies: undefined },
      { label: "alice", name: "Jane Doe, Acme", studies: ["beta-project"] },
      { label: "bob", name: undefined, studies: undefined },
    ]);
  });

  it("keep a name the line gives after for, and accept the same name in both", () => {
    const env = lines(`alice: ${orbit} for "Jane Doe, Acme"`);
    expect(resolve(env, [{ label: "alice", studies: ["beta-project"] }]).recipients[0]?.name).toBe("Jane Doe, Acme");
    expect(resolve(env, [{ label: "alice", name: "Jane Doe, Acme" }]).recipients[0]?.name).toBe("Jane Doe, Acme");
  });

  it("refuse two different names for one recipient, naming the file's line", () => {
    const env = lines(`alice: ${orbit} for "Jane Doe, Acme"`);
    expect(problems(env, [{ label: "alice", line: 3, name: "J. Doe", nameLine: 4 }])).toEqual([
      `${file}:4: alice.name: differs from the name their PORTFOLIO_PASSWORDS line gives after "for": keep one of the two`,
    ]);
  });

  it("refuse a label no line has, naming its line and the labels there are; a line past its date counts", () => {
    const env = lines(`alice: ${orbit}`, `bob: ${copper} until 2001-01-01`);
    expect(problems(env, [{ label: "alcie", line: 7, studies: ["beta-project"] }])).toEqual([
      `${file}:7: alcie: no PORTFOLIO_PASSWORDS line is labelled "alcie" (the labels are alice, bob)`,
    ]);
    expect(resolve(env, [{ label: "bob", studies: ["beta-project"] }]).recipients.map(({ label }) => label)).toEqual([
      "alice",
    ]);
  });

  it("never limit the shared password, which has no line", () => {
    expect(
      problems({ PORTFOLIO_PASSWORD: harbor }, [{ label: "default", line: 1, studies: ["beta-project"] }]),
    ).toEqual([
      `${file}:1: default: no PORTFOLIO_PASSWORDS line is labelled "default" (PORTFOLIO_PASSWORDS is not set)`,
    ]);
  });

  it("are not checked without passwords: the demo opens every study", () => {
    const { recipients } = resolvePasswords(withDemoAllowed({}), {
      site,
      recipients: { file, entries: [{ label: "alice", studies: ["beta-project"] }], problems: [] },
    });
    expect(recipients).toEqual([expect.objectContaining({ label: "demo" })]);
    expect(recipients[0]?.studies).toBeUndefined();
  });

  it("give their names to the password policy, as guesses to refuse", () => {
    const env = lines("alice: acme-jane-doe-lantern-ridge");
    expect(resolve(env, [{ label: "alice" }]).recipients).toHaveLength(1);
    expect(() => resolve(env, [{ label: "alice", name: "Jane Doe, Acme" }])).toThrow(/too easy to guess/);
  });
});
