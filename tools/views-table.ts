import type { StoredView } from "../views-store/store.ts";

/** "2 min 05 s"; under a minute, "42 s"; over an hour, "1 h 03 min". */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

function when(date: Date, timeZone: string | undefined): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** `npm run views`: a line per stretch in view, oldest first; "Opened" is when it began (reported as it ended). */
export function viewsTable(views: readonly StoredView[], timeZone?: string): string {
  if (views.length === 0) return "No views recorded yet.";
  const rows = [
    ["Opened", "Who", "Page", "For"],
    ...views.map((view) => [
      when(new Date(view.receivedAt.getTime() - view.visibleMs), timeZone),
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
