import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { repoRoot } from "../site/repo-root.ts";
import { defaultKeepDays } from "./keep-days.ts";

/** Outside every build folder, so rebuilds never touch it (docs/owner-guide.md#views). */
export const viewsDatabaseFile = path.join(repoRoot, ".data", "views.sqlite");

/** One stretch of time a recipient had a page in view; `recipient` is their label. */
export type StoredView = { recipient: string; page: string; visibleMs: number; receivedAt: Date };
/** One report of a visit (a stretch in view), which its browser sends as it opens, as it goes on and as it ends. */
export type VisitReport = Omit<StoredView, "receivedAt"> & { visit: string };

/** About ten pages a day for a year; only a token's holder fills theirs, so a flood costs no one else a row. */
export const maxRowsPerRecipient = 5_000;
const dayMs = 24 * 60 * 60 * 1000;

export type ViewsStore = {
  /** Returns once the report is on disk: a crash after it loses nothing. */
  add: (report: VisitReport, receivedAt: Date) => void;
  list: () => StoredView[];
  close: () => void;
};

export function openViewsStore(
  file = viewsDatabaseFile,
  { readonly = false, keepDays = defaultKeepDays, rowsPerRecipient = maxRowsPerRecipient, now = () => Date.now() } = {},
): ViewsStore {
  if (!readonly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  if (!readonly) createTable(db);
  // Per connection: FULL syncs at every commit, so a report survives a machine crash (015-views-in-sqlite.md).
  db.exec("PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  const writer = readonly ? null : openWriter(db, { keepDays, rowsPerRecipient, now });
  return {
    add: (report, receivedAt) => {
      if (!writer) throw new Error("the views store is open read-only");
      writer.add(report, receivedAt);
    },
    list: () =>
      db
        .prepare("SELECT received_at, recipient, page, visible_ms FROM views ORDER BY received_at, id")
        .all()
        .map(storedView),
    close: () => {
      writer?.stop();
      db.close();
    },
  };
}

type Db = InstanceType<typeof Database>;

function createTable(db: Db): void {
  db.exec(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS views (
      id INTEGER PRIMARY KEY,
      received_at INTEGER NOT NULL,
      recipient TEXT NOT NULL,
      page TEXT NOT NULL,
      visible_ms INTEGER NOT NULL,
      visit TEXT
    ) STRICT;
  `);
  // A store written before visits had ids keeps its rows, one per report as then.
  const columns = db.prepare("SELECT name FROM pragma_table_info('views')").all();
  if (!columns.some((column) => (column as Record<string, unknown>).name === "visit")) {
    db.exec("ALTER TABLE views ADD COLUMN visit TEXT");
  }
  db.exec(`
    CREATE UNIQUE INDEX IF NOT EXISTS views_by_visit ON views (visit);
    CREATE INDEX IF NOT EXISTS views_by_recipient ON views (recipient, id);
    CREATE INDEX IF NOT EXISTS views_by_time ON views (received_at);
  `);
}

/** Rows older than `keepDays` go when the store opens and once a day after; each recipient keeps the newest rows. */
function openWriter(
  db: Db,
  { keepDays, rowsPerRecipient, now }: { keepDays: number; rowsPerRecipient: number; now: () => number },
) {
  // A visit's first report makes its row; later ones carry its time on, from the same recipient and page only.
  const upsert = db.prepare(`
    INSERT INTO views (received_at, recipient, page, visible_ms, visit) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (visit) DO UPDATE SET received_at = excluded.received_at, visible_ms = excluded.visible_ms
    WHERE recipient = excluded.recipient AND page = excluded.page AND excluded.visible_ms > visible_ms`);
  const dropOldest = db.prepare(`
    DELETE FROM views WHERE recipient = ? AND id <= (
      SELECT id FROM views WHERE recipient = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`);
  const dropBefore = db.prepare("DELETE FROM views WHERE received_at < ?");
  const forgetOld = () => dropBefore.run(now() - keepDays * dayMs);
  forgetOld();
  const daily = setInterval(forgetOld, dayMs).unref();
  return {
    add: db.transaction((report: VisitReport, receivedAt: Date) => {
      upsert.run(receivedAt.getTime(), report.recipient, report.page, report.visibleMs, report.visit);
      dropOldest.run(report.recipient, report.recipient, rowsPerRecipient);
    }),
    stop: () => clearInterval(daily),
  };
}

function storedView(row: unknown): StoredView {
  const { received_at, recipient, page, visible_ms } = row as Record<string, unknown>;
  if (
    typeof received_at !== "number" ||
    typeof recipient !== "string" ||
    typeof page !== "string" ||
    typeof visible_ms !== "number"
  ) {
    throw new Error("the views database holds a row this version does not read");
  }
  return { receivedAt: new Date(received_at), recipient, page, visibleMs: visible_ms };
}
