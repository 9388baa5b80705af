import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { projectRoot } from "../build-layout.ts";

/** Outside every build folder, so rebuilds never touch it (docs/owner-guide.md#views). */
export const viewsDatabaseFile = path.join(projectRoot, ".data", "views.sqlite");

/** One stretch of time a recipient had a page in view; `recipient` is their label. */
export type View = { recipient: string; page: string; visibleMs: number };
export type StoredView = View & { receivedAt: Date };

export type ViewsStore = {
  /** Returns once the report is on disk: a crash after it loses nothing. */
  add: (view: View, receivedAt: Date) => void;
  /** Oldest first. */
  list: () => StoredView[];
  close: () => void;
};

// SQLite through libsql (docs/decisions/015-views-in-sqlite.md): write-ahead log, fsync at each commit.
export function openViewsStore(file = viewsDatabaseFile, { readonly = false } = {}): ViewsStore {
  if (!readonly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  if (!readonly) {
    db.exec(`
      PRAGMA journal_mode = WAL;
      CREATE TABLE IF NOT EXISTS views (
        id INTEGER PRIMARY KEY,
        received_at INTEGER NOT NULL,
        recipient TEXT NOT NULL,
        page TEXT NOT NULL,
        visible_ms INTEGER NOT NULL
      ) STRICT;
    `);
  }
  // Per connection: FULL syncs the log at every commit, so a committed report survives a crash of the machine too.
  db.exec("PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  const insert = readonly
    ? undefined
    : db.prepare("INSERT INTO views (received_at, recipient, page, visible_ms) VALUES (?, ?, ?, ?)");
  return {
    add: (view, receivedAt) => {
      if (!insert) throw new Error("the views store is open read-only");
      insert.run(receivedAt.getTime(), view.recipient, view.page, view.visibleMs);
    },
    list: () =>
      db
        .prepare("SELECT received_at, recipient, page, visible_ms FROM views ORDER BY received_at, id")
        .all()
        .map(storedView),
    close: () => db.close(),
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
