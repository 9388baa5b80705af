import type { StoredView } from "../views-store/store.ts";
import { dateTime, duration } from "../views-store/wording.ts";

/**
 * `npm run views`: one line per stretch of time a recipient had a page in view, oldest first. "Opened" is when the
 * stretch began: the report arrives when it ends.
 */
export function viewsTable(views: readonly StoredView[], timeZone?: string): string {
  if (views.length === 0) return "No views recorded yet.";
  const rows = [
    ["Opened", "Who", "Page", "For"],
    ...views.map((view) => [
      dateTime(new Date(view.receivedAt.getTime() - view.visibleMs), timeZone),
      view.recipient,
      view.page,
      duration(view.visibleMs),
    ]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const lines = rows.map((row) =>
    row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join("  "),
  );
  const recipients = new Set(views.map((view) => view.recipient)).size;
  const total = views.reduce((sum, view) => sum + view.visibleMs, 0);
  return [
    ...lines,
    "",
    `${views.length} ${views.length === 1 ? "view" : "views"} by ${recipients} ${recipients === 1 ? "recipient" : "recipients"}, ${duration(total)} in all.`,
  ].join("\n");
}
