import { duration } from "../store/wording.ts";
import type { ViewsStore } from "../store/store.ts";
import { digestNote, firstOpenNote, type Note } from "./notes.ts";
import type { NotifySettings } from "./notify-settings.ts";

/** A note that finds its address down is tried again after each of these; then a later report tries afresh. */
const retryDelaysMs = [10_000, 60_000, 5 * 60_000, 30 * 60_000];
const answerWithinMs = 10_000;

type Options = {
  retryDelaysMs?: readonly number[];
  now?: () => number;
  timeZone?: string;
  log?: (line: string) => void;
};

/** Posts a note; true once the address answered 2xx. Never throws, never logs the address. */
export function noteSender(
  settings: NotifySettings,
  { retryDelaysMs: delays = retryDelaysMs, log = console.warn }: Options = {},
) {
  const request = (note: Note): RequestInit => {
    const slack = settings.format === "slack";
    return {
      method: "POST",
      headers: {
        "Content-Type": slack ? "application/json" : "text/plain; charset=utf-8",
        ...(!slack && { Title: note.title }),
        ...(settings.authorization && { Authorization: settings.authorization }),
      },
      body: slack ? JSON.stringify({ text: `*${note.title}*\n${note.text}` }) : note.text,
      signal: AbortSignal.timeout(answerWithinMs),
    };
  };
  return async (note: Note): Promise<boolean> => {
    for (let attempt = 0; ; attempt += 1) {
      const why = await fetch(settings.url, request(note)).then(
        (response) => {
          // Its words are not read: the status says it all, and an unread body holds the connection.
          void response.body?.cancel();
          return response.ok ? null : `HTTP ${response.status}`;
        },
        (error: unknown) => failure(error),
      );
      if (why === null) return true;
      const delay = delays[attempt];
      if (delay === undefined) {
        log(`A note to PORTFOLIO_NOTIFY_URL was not delivered after ${attempt + 1} tries (${why}).`);
        return false;
      }
      log(`A note to PORTFOLIO_NOTIFY_URL was not delivered (${why}); trying again in ${duration(delay)}.`);
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  };
}

/** The error's kind only: fetch's messages and causes can name the address. */
function failure(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer in ${duration(answerWithinMs)}`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : "no connection";
}

export type Notifier = {
  stored: (recipient: string) => void;
  /** No more notes; resolves once those under way have gone and been recorded, or failed. */
  stop: () => Promise<void>;
};

export function startNotifier(
  settings: NotifySettings,
  store: () => Promise<ViewsStore>,
  options: Options = {},
): Notifier {
  const { now = () => Date.now(), timeZone, log = console.warn } = options;
  const send = noteSender(settings, options);
  const told = new Set<string>();
  const sending = new Set<string>();
  // A note that went but was not yet recorded as told would go again after a restart.
  const underWay = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    underWay.add(work);
    void work.finally(() => underWay.delete(work));
  };
  const storeFailed = (error: unknown) =>
    log(`A note could not read the views store: ${error instanceof Error ? error.message : String(error)}`);

  const tellFirstOpen = async (recipient: string) => {
    const views = await store();
    const open = views.firstOpens().find((first) => first.recipient === recipient);
    if (open && !open.toldAt && !(await send(firstOpenNote(open, timeZone)))) return;
    views.markTold([recipient], new Date(now()));
    told.add(recipient);
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const digestAt = settings.digestAt;
  const runDigest = async (at: NonNullable<typeof digestAt>) => {
    await store()
      .then((views) => sendDigest(views, send, { now, timeZone, at }))
      .catch(storeFailed);
    // A second late rather than a moment early, when the last digest would not yet be a day old.
    if (!stopped) timer = setTimeout(() => track(runDigest(at)), nextDigest(now(), at) - now() + 1_000).unref();
  };
  // Due from the last digest: one missed while the server was down goes now.
  if (digestAt) timer = setTimeout(() => track(runDigest(digestAt)), 0).unref();

  return {
    stored: (recipient) => {
      if (stopped || digestAt || told.has(recipient) || sending.has(recipient)) return;
      sending.add(recipient);
      track(
        tellFirstOpen(recipient)
          .catch(storeFailed)
          .finally(() => sending.delete(recipient)),
      );
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled(underWay);
    },
  };
}

/** The views since the last digest, if it is due and there were any; a store's first digest starts the count. */
export async function sendDigest(
  views: ViewsStore,
  send: (note: Note) => Promise<boolean>,
  { now, timeZone, at }: { now: () => number; timeZone?: string; at: { hour: number; minute: number } },
): Promise<void> {
  const last = views.lastDigest();
  if (!last) return views.markDigest(new Date(now()));
  if (nextDigest(last.getTime(), at) > now()) return;
  const since = views.list().filter((view) => view.receivedAt > last);
  const untold = views.firstOpens().filter((first) => !first.toldAt);
  if (since.length > 0) {
    const note = digestNote(since, {
      since: last,
      firstTime: new Set(untold.map((first) => first.recipient)),
      timeZone,
    });
    if (!(await send(note))) return;
  }
  views.markTold(
    untold.map((first) => first.recipient),
    new Date(now()),
  );
  views.markDigest(new Date(now()));
}

export function nextDigest(after: number, at: { hour: number; minute: number }): number {
  const next = new Date(after);
  next.setHours(at.hour, at.minute, 0, 0);
  if (next.getTime() <= after) next.setDate(next.getDate() + 1);
  return next.getTime();
}
