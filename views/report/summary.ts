import { studyIdOf } from "../../site/routes.ts";
import type { StoredView } from "../store/store.ts";
import { day } from "../store/wording.ts";

export type Naming = {
  names: ReadonlyMap<string, string>;
  titles: ReadonlyMap<string, string>;
  sections: ReadonlyMap<string, string>;
  grid: string;
};

export type SectionRead = { id: string; label: string; ms: number };
export type PageRead = { page: string; title: string; visits: number; ms: number; sections: SectionRead[] };
export type DayRead = { day: string; visits: number; ms: number };
export type RecipientRead = {
  label: string;
  name?: string;
  first: Date;
  last: Date;
  visits: number;
  ms: number;
  pages: PageRead[];
  days: DayRead[];
};

/** A section on screen for less, in all, was scrolled past rather than read. */
export const minReadMs = 1000;

/** When a visit began: its row holds when its latest report came, and its time in view until then. */
export const openedAt = (view: StoredView): Date => new Date(view.receivedAt.getTime() - view.visibleMs);

export function summarise(views: readonly StoredView[], naming: Naming, timeZone?: string): RecipientRead[] {
  const byRecipient = groupBy(views, (view) => view.recipient);
  const recipients = [...byRecipient].map(([label, visits]): RecipientRead => {
    const opened = visits.map((view) => openedAt(view).getTime());
    const name = naming.names.get(label);
    return {
      label,
      ...(name !== undefined && { name }),
      first: new Date(Math.min(...opened)),
      last: new Date(Math.max(...opened)),
      visits: visits.length,
      ms: total(visits),
      pages: [...groupBy(visits, (view) => view.page)]
        .map(([page, pageVisits]) => pageRead(page, pageVisits, naming))
        .sort((a, b) => b.ms - a.ms),
      days: [...groupBy(visits, (view) => day(openedAt(view), timeZone))]
        .map(([date, dayVisits]) => ({ day: date, visits: dayVisits.length, ms: total(dayVisits) }))
        .sort((a, b) => a.day.localeCompare(b.day)),
    };
  });
  return recipients.sort((a, b) => b.last.getTime() - a.last.getTime());
}

function pageRead(page: string, visits: readonly StoredView[], naming: Naming): PageRead {
  const study = studyIdOf(page);
  const title = study === undefined ? naming.grid : (naming.titles.get(study) ?? page);
  const sections = [...naming.sections].flatMap(([id, label]) => {
    const ms = visits.reduce((sum, view) => sum + (view.sections[id] ?? 0), 0);
    return ms >= minReadMs ? [{ id, label, ms }] : [];
  });
  return { page, title, visits: visits.length, ms: total(visits), sections };
}

function total(views: readonly StoredView[]): number {
  return views.reduce((sum, view) => sum + view.visibleMs, 0);
}

function groupBy<Item>(items: readonly Item[], key: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
