import { parseArgs } from "node:util";

export type ViewsOptions = {
  recipients: string[];
  exclude: string[];
  since?: Date;
  html?: string;
  help: boolean;
};

export const viewsHelp = `npm run views [-- options]

Who opened the portfolio, from npm start's store (.data/views.sqlite): per recipient, their name, their first and
last visit, and per case study, by its title, the time spent and the sections read. The latest visitor first.

  --recipient LABEL   only this recipient; repeat it for more
  --exclude LABEL     leave this recipient out, such as your own test link; repeat it for more
  --since YYYY-MM-DD  only visits that began on this day or later, in your time zone
  --html FILE         also write FILE, a page with a chart per recipient; it needs no connection
  --help              this help

For instance: npm run views -- --exclude me --since 2027-01-01 --html views.html`;

export class ViewsArgsError extends Error {
  override name = "ViewsArgsError";
}

const options = {
  recipient: { type: "string", multiple: true },
  exclude: { type: "string", multiple: true },
  since: { type: "string" },
  html: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** The command line, refused whole at the first word it does not know: a mistyped filter must not show everyone. */
export function viewsOptions(args: readonly string[]): ViewsOptions {
  const values = parse(args);
  return {
    recipients: values.recipient ?? [],
    exclude: values.exclude ?? [],
    ...(values.since !== undefined && { since: localDay(values.since) }),
    ...(values.html !== undefined && { html: values.html }),
    help: values.help ?? false,
  };
}

function parse(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new ViewsArgsError(`${misread(error)}: npm run views -- --help lists its options.`);
  }
}

function misread(error: unknown): string {
  const { code, message } = error instanceof Error ? (error as Error & { code?: unknown }) : { code: "", message: "" };
  const word = /'([^' ]+)/.exec(message)?.[1] ?? "";
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" || code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
    return `npm run views does not take ${word}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") return `${word} is written wrong`;
  return "npm run views could not read its options";
}

function localDay(text: string): Date {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? [];
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  if (
    !year ||
    date.getFullYear() !== Number(year) ||
    date.getMonth() !== Number(month) - 1 ||
    date.getDate() !== Number(day)
  ) {
    throw new ViewsArgsError(`--since ${text} is not a day: write it YYYY-MM-DD, such as 2027-01-31.`);
  }
  return date;
}
