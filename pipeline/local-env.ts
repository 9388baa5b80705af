import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { repoRoot } from "../site/repo-root.ts";
import { PasswordConfigError } from "./passwords.ts";

type Env = Record<string, string | undefined>;

export const localEnvFile = path.join(repoRoot, ".env");
const fileVariables = ["PORTFOLIO_PASSWORD", "PORTFOLIO_PASSWORDS"];

/** Adds .env's password variables when the environment sets neither; `note` says which source won, to print. */
export function withLocalPasswords(env: Env, file = localEnvFile): { env: Env; note?: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return { env };
    throw error;
  }
  const set = fileVariables.filter((name) => env[name] !== undefined);
  if (set.length > 0) return { env, note: `Passwords from the environment (${set.join(", ")}); .env not read.` };
  const values = parseEnv(text);
  for (const name of Object.keys(values)) {
    // What follows a value that ended early can read as a name: never print it.
    if (!/^[A-Za-z_]\w*$/.test(name)) {
      throw new PasswordConfigError(
        `${path.basename(file)} is not NAME=value lines. Write several lines between single quotes: PORTFOLIO_PASSWORDS='acme: … for "Jane Doe"' (docs/owner-guide.md#the-access-password).`,
      );
    }
    const upper = name.toUpperCase();
    const ours = upper.startsWith("PORTFOLIO_") || (upper.startsWith("VITE_") && upper.includes("PASSWORD"));
    if (ours && !fileVariables.includes(name)) {
      throw new PasswordConfigError(
        `${path.basename(file)} sets ${name}: only ${fileVariables.join(" and ")} are read from it, spelled so. Set other variables in the environment.`,
      );
    }
  }
  const read = fileVariables.filter((name) => values[name] !== undefined);
  for (const name of read) {
    if (!writtenAs(text, name, values[name] ?? "")) {
      throw new PasswordConfigError(
        `${path.basename(file)}: ${name} does not read as written. Write it between single quotes, with no single quote inside: ${name}='…'. Outside quotes, a # starts a comment.`,
      );
    }
  }
  if (read.length === 0) return { env };
  return {
    env: { ...env, ...Object.fromEntries(read.map((name) => [name, values[name]])) },
    note: `Passwords from ${path.basename(file)} (${read.join(", ")}).`,
  };
}

/** Whether `name`'s last definition holds `value` exactly: Node's parser cuts a value at its closing quote or a #. */
function writtenAs(text: string, name: string, value: string): boolean {
  const definitions = [...text.matchAll(new RegExp(`^[ \\t]*(?:export[ \\t]+)?${name}[ \\t]*=[ \\t]*`, "gm"))];
  const last = definitions.at(-1);
  if (!last) return false;
  const rest = text.slice(last.index + last[0].length);
  const quote = /^['"`]/.exec(rest)?.[0];
  const written = quote ? `${quote}${value}${quote}` : value;
  const lineEnd = quote ? /^[ \t]*(?:#.*)?(?:\r?\n|$)/ : /^[ \t]*(?:\r?\n|$)/;
  return rest.startsWith(written) && lineEnd.test(rest.slice(written.length));
}
