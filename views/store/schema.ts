import type Database from "libsql";

export type Db = InstanceType<typeof Database>;

export function createTables(db: Db): void {
  db.exec(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS views (
      id INTEGER PRIMARY KEY,
      received_at INTEGER NOT NULL,
      recipient TEXT NOT NULL,
      page TEXT NOT NULL,
      visible_ms INTEGER NOT NULL,
      visit TEXT,
      sections TEXT
    ) STRICT;
  `);
  // A store written before visits had ids keeps its rows, one per report as then; one from before sections, its visits.
  if (!hasColumn(db, "views", "visit")) db.exec("ALTER TABLE views ADD COLUMN visit TEXT");
  if (!hasColumn(db, "views", "sections")) db.exec("ALTER TABLE views ADD COLUMN sections TEXT");
  db.exec(`
    CREATE UNIQUE INDEX IF NOT EXISTS views_by_visit ON views (visit);
    CREATE INDEX IF NOT EXISTS views_by_recipient ON views (recipient, id);
    CREATE INDEX IF NOT EXISTS views_by_time ON views (received_at);
    CREATE TABLE IF NOT EXISTS notes (name TEXT PRIMARY KEY, at INTEGER NOT NULL) STRICT;
  `);
  if (hasTable(db, "recipients")) return;
  db.transaction(() => {
    db.exec(`CREATE TABLE recipients (
      recipient TEXT PRIMARY KEY,
      first_seen INTEGER NOT NULL,
      first_page TEXT NOT NULL,
      told_at INTEGER
    ) STRICT`);
    // From the visits it holds: a note about an earlier first opening gives its true date.
    db.exec(`INSERT INTO recipients (recipient, first_seen, first_page)
      SELECT recipient, min(received_at), page FROM views GROUP BY recipient`);
  })();
}

export function hasColumn(db: Db, table: string, column: string): boolean {
  const columns = db.prepare("SELECT name FROM pragma_table_info(?)").all(table);
  return columns.some((row) => (row as Record<string, unknown>).name === column);
}

function hasTable(db: Db, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
}
