import type { Spread } from "./stats.ts";

export type Align = "left" | "right";

export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  const [head = [], ...body] = [header, ...rows].map((row) => header.map((_, column) => escape(row[column] ?? "")));
  const widths = header.map((_, column) =>
    Math.max(3, ...[head, ...body].map((row) => [...(row[column] ?? "")].length)),
  );
  const right = (column: number) => align[column] === "right";
  const pad = (cell: string, column: number) =>
    right(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  const line = (row: readonly string[]) => `| ${row.map(pad).join(" | ")} |`;
  const rule = widths.map((width, column) => (right(column) ? `${"-".repeat(width - 1)}:` : "-".repeat(width)));
  return [line(head), `| ${rule.join(" | ")} |`, ...body.map(line)].join("\n");
}

export function formatSpread(spread: Spread, format: (value: number) => string): string {
  const [median, min, max] = [format(spread.median), format(spread.min), format(spread.max)];
  return min === max ? median : `${median} (${min}–${max})`;
}

export const seconds = (ms: number) => (ms / 1000).toFixed(2);
export const milliseconds = (ms: number) => ms.toFixed(0);
export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
/** Lighthouse shows CLS to three decimals, and so does the report. */
export const layoutShift = (cls: number) => cls.toFixed(3);
export const whole = (value: number) => value.toFixed(0);
