import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { defaultKeepDays } from "./keep-days.ts";
import type { SectionTimes } from "../browser/section-times.ts";
import { createTables, hasColumn, type Db } from "./schema.ts";

export type StoredView = {
  recipient: string;
  page: string;
  visibleMs: number;
  receivedAt: Date;
  sections: SectionTimes;
};
export type VisitReport = Omit<StoredView, "receivedAt" | "sections"> & { visit: string; sections?: SectionTimes };
export type FirstOpen = { recipient: string; page: string; at: Date; toldAt: Date | null };

/** About ten pages a day for a year; only a token's holder fills theirs, so a flood costs no one else a row. */
export const maxRowsPerRecipient = 5_000;
const dayMs = 24 * 60 * 60 * 1000;

export type ViewsStore = {
  /** Returns once the report is on disk: a crash after it loses nothing. */
  add: (report: VisitReport, receivedAt: Date) => void;
  list: () => StoredView[];
  firstOpens: () => FirstOpen[];
  /** The owner was told of these recipients' first opening: no note says it again, whatever restarts. */
  markTold: (recipients: readonly string[], at: Date) => void;
  lastDigest: () => Date | null;
  markDigest: (at: Date) => void;
  close: () => void;
};

/** Who opened what is the owner's to read, an older store's too (SQLite's journal copies the file's mode). */
function keepPrivate(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
}

export function openViewsStore(
  file: string,
  { readonly = false, keepDays = defaultKeepDays, rowsPerRecipient = maxRowsPerRecipient, now = () => Date.now() } = {},
): ViewsStore {
  if (!readonly) keepPrivate(file);
  const db = new Database(file, { readonly, fileMustExist: readonly });
  if (!readonly) createTables(db);
  // Per connection: FULL syncs at every commit, so a report survives a machine crash (015-views-in-sqlite.md).
  db.exec("PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  const writer = readonly ? null : openWriter(db, { keepDays, rowsPerRecipient, now });
  const writing = () => {
    if (!writer) throw new Error("the views store is open read-only");
    return writer;
  };
  // npm run views may read a file the server has not opened since an update: the sections it lacks are none.
  const sections = hasColumn(db, "views", "sections") ? "sections" : "NULL AS sections";
  return {
    add: (report, receivedAt) => writing().add(report, receivedAt),
    list: () =>
      db
        .prepare(`SELECT received_at, recipient, page, visible_ms, ${sections} FROM views ORDER BY received_at, id`)
        .all()
        .map(storedView),
    firstOpens: () =>
      db
        .prepare("SELECT recipient, first_page, first_seen, told_at FROM recipients ORDER BY first_seen")
        .all()
        .map(firstOpen),
    markTold: (recipients, at) => writing().markTold(recipients, at),
    lastDigest: () => {
      const row = db.prepare("SELECT at FROM notes WHERE name = 'digest'").get() as Record<string, unknown> | undefined;
      return typeof row?.at === "number" ? new Date(row.at) : null;
    },
    markDigest: (at) => writing().markDigest(at),
    close: () => {
      writer?.stop();
      db.close();
    },
  };
}

/** Rows older than `keepDays` go when the store opens and once a day after; each recipient keeps the newest rows. */
function openWriter(
  db: Db,
  { keepDays, rowsPerRecipient, now }: { keepDays: number; rowsPerRecipient: number; now: () => number },
) {
  // A visit's first report makes its row; later ones carry its time on, from the same recipient and page only.
  const upsert = db.prepare(`
    INSERT INTO views (received_at, recipient, page, visible_ms, visit, sections) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (visit) DO UPDATE SET
      received_at = excluded.received_at, visible_ms = excluded.visible_ms, sections = excluded.sections
    WHERE recipient = excluded.recipient AND page = excluded.page AND excluded.visible_ms > visible_ms`);
  const dropOldest = db.prepare(`
    DELETE FROM views WHERE recipient = ? AND id <= (
      SELECT id FROM views WHERE recipient = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`);
  const firstSeen = db.prepare(
    "INSERT INTO recipients (recipient, first_seen, first_page) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const told = db.prepare("UPDATE recipients SET told_at = ? WHERE recipient = ?");
  const digest = db.prepare(
    "INSERT INTO notes (name, at) VALUES ('digest', ?) ON CONFLICT (name) DO UPDATE SET at = excluded.at",
  );
  const dropBefore = db.prepare("DELETE FROM views WHERE received_at < ?");
  const forgetOld = () => dropBefore.run(now() - keepDays * dayMs);
  forgetOld();
  const daily = setInterval(forgetOld, dayMs).unref();
  return {
    add: db.transaction((report: VisitReport, receivedAt: Date) => {
      const sections = report.sections && Object.keys(report.sections).length > 0 ? report.sections : null;
      const at = receivedAt.getTime();
      const { recipient, page } = report;
      upsert.run(at, recipient, page, report.visibleMs, report.visit, sections && JSON.stringify(sections));
      dropOldest.run(recipient, recipient, rowsPerRecipient);
      firstSeen.run(recipient, at, page);
    }),
    markTold: db.transaction((recipients: readonly string[], at: Date) => {
      for (const recipient of recipients) told.run(at.getTime(), recipient);
    }),
    markDigest: (at: Date) => digest.run(at.getTime()),
    stop: () => clearInterval(daily),
  };
}

const unreadable = () => new Error("the views database holds a row this version does not read");

function storedView(row: unknown): StoredView {
  const { received_at, recipient, page, visible_ms, sections } = row as Record<string, unknown>;
  if (
    typeof received_at !== "number" ||
    typeof recipient !== "string" ||
    typeof page !== "string" ||
    typeof visible_ms !== "number" ||
    (sections !== null && typeof sections !== "string")
  ) {
    throw unreadable();
  }
  return {
    receivedAt: new Date(received_at),
    recipient,
    page,
    visibleMs: visible_ms,
    sections: sections === null ? {} : sectionTimes(sections),
  };
}

/** Written by this store from a checked report (views/server/report-checks.ts): whole milliseconds per section id. */
function sectionTimes(text: string): SectionTimes {
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null) throw unreadable();
  const times: SectionTimes = {};
  for (const [id, ms] of Object.entries(value)) {
    if (typeof ms !== "number") throw unreadable();
    times[id] = ms;
  }
  return times;
}

function firstOpen(row: unknown): FirstOpen {
  const { recipient, first_page, first_seen, told_at } = row as Record<string, unknown>;
  if (typeof recipient !== "string" || typeof first_page !== "string" || typeof first_seen !== "number") {
    throw unreadable();
  }
  const toldAt = typeof told_at === "number" ? new Date(told_at) : null;
  return { recipient, page: first_page, at: new Date(first_seen), toldAt };
}
