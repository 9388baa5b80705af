import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "../content/public.ts";
import { repoRoot } from "../site/repo-root.ts";
import { localEnvFile, withLocalPasswords } from "./local-env.ts";
import { PasswordConfigError, resolvePasswords } from "./passwords.ts";

const lines = [
  `acme: orbit-lantern-staple-quiet until 2999-01-31 for "Jane Doe, Acme"`,
  "globex: copper-thistle-orbit-lantern",
];

describe("withLocalPasswords", () => {
  let folder: string;
  let file: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "local-env-"));
    file = path.join(folder, ".env");
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("reads PORTFOLIO_PASSWORDS over several lines between single quotes, names and all, and says so", async () => {
    await writeFile(file, `# my recipients\nPORTFOLIO_PASSWORDS='${lines.join("\n")}'\nOTHER_TOOL=1\n`);
    const { env, note } = withLocalPasswords({ PATH: "/usr/bin" }, file);
    expect(env).toEqual({ PATH: "/usr/bin", PORTFOLIO_PASSWORDS: lines.join("\n") });
    expect(note).toBe("Passwords from .env (PORTFOLIO_PASSWORDS).");
    const { recipients } = resolvePasswords(env, { site });
    expect(recipients.map(({ label, name }) => [label, name])).toEqual([
      ["acme", "Jane Doe, Acme"],
      ["globex", undefined],
    ]);
  });

  it("leaves the file alone when the environment sets a password, so the command line wins", async () => {
    await writeFile(file, `PORTFOLIO_PASSWORDS='${lines.join("\n")}'\n`);
    const given = { PORTFOLIO_PASSWORD: "Zq8!vR2#mK5$wT7x" };
    expect(withLocalPasswords(given, file)).toEqual({
      env: given,
      note: "Passwords from the environment (PORTFOLIO_PASSWORD); .env not read.",
    });
  });

  it("changes nothing without the file", () => {
    expect(withLocalPasswords({ PATH: "/usr/bin" }, file)).toEqual({ env: { PATH: "/usr/bin" } });
  });

  it.each(["PORTFOLIO_VIEWS=server", "PORTFOLIO_DEMO=1", "portfolio_password=x", "VITE_PORTFOLIO_PASSWORD=x"])(
    "refuses %s, which it would otherwise ignore, naming it",
    async (line) => {
      await writeFile(file, `${line}\n`);
      const name = line.split("=")[0] ?? "";
      expect(() => withLocalPasswords({}, file)).toThrow(PasswordConfigError);
      expect(() => withLocalPasswords({}, file)).toThrow(`.env sets ${name}`);
    },
  );

  it.each([
    ["double quotes inside double quotes", `PORTFOLIO_PASSWORDS="${lines.join("\n")}"`],
    ["a single quote inside single quotes", `PORTFOLIO_PASSWORDS='acme: it's-orbit-lantern-staple\nglobex: copper'`],
    ["a # in an unquoted password", "PORTFOLIO_PASSWORD=orbit-lantern#staple-quiet"],
  ])("refuses a value it would not read as written (%s), quoting none of it", async (_case, line) => {
    await writeFile(file, `${line}\nOTHER_TOOL=1\n`);
    const error = (() => {
      try {
        withLocalPasswords({}, file);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(PasswordConfigError);
    expect(String(error)).toContain("single quotes");
    for (const part of ["orbit", "copper", "lantern"]) expect(String(error)).not.toContain(part);
  });

  it("reads a value in double quotes or unquoted when it holds what it says", async () => {
    await writeFile(file, 'export PORTFOLIO_PASSWORD="Zq8!vR2#mK5$wT7x" # mine\n');
    expect(withLocalPasswords({}, file).env).toEqual({ PORTFOLIO_PASSWORD: "Zq8!vR2#mK5$wT7x" });
    await writeFile(file, "PORTFOLIO_PASSWORD=orbit-lantern-staple-quiet\r\n");
    expect(withLocalPasswords({}, file).env).toEqual({ PORTFOLIO_PASSWORD: "orbit-lantern-staple-quiet" });
  });

  it("reads the project's .env, which git ignores", async () => {
    expect(localEnvFile).toBe(path.join(repoRoot, ".env"));
    const ignored = (await readFile(path.join(repoRoot, ".gitignore"), "utf8")).split(/\r?\n/);
    expect(ignored.some((line) => line === ".env" || line === "/.env")).toBe(true);
  });
});
