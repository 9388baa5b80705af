import { count, dateTime, duration } from "../store/wording.ts";
import type { FirstOpen, StoredView } from "../store/store.ts";

export type Note = { title: string; text: string };

/** Never a name or a study's title: the server has neither. */
export function firstOpenNote(
  { recipient, page, at }: Pick<FirstOpen, "recipient" | "page" | "at">,
  timeZone?: string,
): Note {
  return {
    title: "Portfolio opened",
    text: `${recipient} opened your portfolio for the first time: ${page}, ${dateTime(at, timeZone)}.`,
  };
}

/** A day's views in one note, one line per recipient, most time first; `firstTime` says who had never opened it. */
export function digestNote(
  views: readonly StoredView[],
  { since, firstTime, timeZone }: { since: Date; firstTime: ReadonlySet<string>; timeZone?: string },
): Note {
  const byRecipient = new Map<string, StoredView[]>();
  for (const view of views) byRecipient.set(view.recipient, [...(byRecipient.get(view.recipient) ?? []), view]);
  const total = (visits: readonly StoredView[]) => visits.reduce((sum, view) => sum + view.visibleMs, 0);
  const lines = [...byRecipient]
    .sort(([, a], [, b]) => total(b) - total(a))
    .map(([recipient, visits]) => {
      const first = firstTime.has(recipient) ? " (first time)" : "";
      return `${recipient}${first}: ${count(visits.length, "visit")}, ${duration(total(visits))}`;
    });
  return { title: "Portfolio views", text: [`Views since ${dateTime(since, timeZone)}:`, ...lines].join("\n") };
}
