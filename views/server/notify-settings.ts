export type NotifySettings = {
  /** Where notes are posted, without credentials: they go in `authorization`. Never logged. */
  url: string;
  authorization?: string;
  format: "text" | "slack";
  /** null: a note as each recipient first opens the portfolio; otherwise one digest a day at this local time. */
  digestAt: { hour: number; minute: number } | null;
};

const formats = ["text", "slack"] as const;
const defaultDigestAt = { hour: 9, minute: 0 };

export class NotifyConfigError extends Error {
  override name = "NotifyConfigError";
}

/** A value the server cannot use stops it; no message repeats the address, which may hold a secret. */
export function notifySettings(env: Record<string, string | undefined>): NotifySettings | null {
  const address = env.PORTFOLIO_NOTIFY_URL?.trim();
  const others = ["PORTFOLIO_NOTIFY_FORMAT", "PORTFOLIO_NOTIFY_DIGEST"].filter((name) => env[name] !== undefined);
  if (!address) {
    if (others.length === 0) return null;
    throw new NotifyConfigError(`${others.join(" and ")} only count with PORTFOLIO_NOTIFY_URL.`);
  }
  return { ...notifyAddress(address), format: notifyFormat(env.PORTFOLIO_NOTIFY_FORMAT), digestAt: digestAt(env) };
}

function notifyAddress(address: string): Pick<NotifySettings, "url" | "authorization"> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new NotifyConfigError(
      "PORTFOLIO_NOTIFY_URL is not an address: set it to where notes go, such as https://ntfy.sh/<your topic>.",
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new NotifyConfigError("PORTFOLIO_NOTIFY_URL must start with https:// (or http:// on your own network).");
  }
  if (!url.username && !url.password) return { url: url.href };
  // fetch refuses an address with credentials: they travel as HTTP Basic, as ntfy's access control reads them.
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  url.username = "";
  url.password = "";
  return { url: url.href, authorization: `Basic ${Buffer.from(credentials).toString("base64")}` };
}

function notifyFormat(value: string | undefined): NotifySettings["format"] {
  const format = value?.trim() || "text";
  const known = formats.find((name) => name === format);
  if (!known) throw new NotifyConfigError(`PORTFOLIO_NOTIFY_FORMAT is "${format}": set it to text or slack.`);
  return known;
}

function digestAt(env: Record<string, string | undefined>): NotifySettings["digestAt"] {
  const value = env.PORTFOLIO_NOTIFY_DIGEST?.trim();
  if (!value) return null;
  if (value === "daily") return defaultDigestAt;
  const [, hour, minute] = /^daily\s+(\d{1,2}):(\d{2})$/.exec(value) ?? [];
  if (hour !== undefined && minute !== undefined && Number(hour) < 24 && Number(minute) < 60) {
    return { hour: Number(hour), minute: Number(minute) };
  }
  throw new NotifyConfigError(
    `PORTFOLIO_NOTIFY_DIGEST is "${value}": set it to daily (at 09:00) or daily HH:MM, such as daily 18:30, or leave it unset for a note at each first opening.`,
  );
}
