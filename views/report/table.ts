import { count, dateTime, duration } from "../store/wording.ts";
import type { PageRead, RecipientRead } from "./summary.ts";

const lineWidth = 100;

export function viewsTable(recipients: readonly RecipientRead[], timeZone?: string): string {
  if (recipients.length === 0) return "No views recorded yet.";
  const visits = recipients.reduce((sum, recipient) => sum + recipient.visits, 0);
  const ms = recipients.reduce((sum, recipient) => sum + recipient.ms, 0);
  return [
    ...recipients.flatMap((recipient) => [...recipientLines(recipient, timeZone), ""]),
    `${count(recipients.length, "recipient")}, ${count(visits, "visit")}, ${duration(ms)} in all.`,
  ].join("\n");
}

function recipientLines(recipient: RecipientRead, timeZone: string | undefined): string[] {
  const { label, name, first, last, visits, ms, pages } = recipient;
  const visited =
    visits === 1
      ? `Visited ${dateTime(first, timeZone)}`
      : `First visit ${dateTime(first, timeZone)}, last ${dateTime(last, timeZone)}`;
  const titleWidth = Math.max(...pages.map((page) => page.title.length));
  const visitsWidth = Math.max(...pages.map((page) => count(page.visits, "visit").length));
  return [
    name === undefined ? label : `${label} · ${name}`,
    `  ${visited} · ${count(visits, "visit")} · ${duration(ms)}`,
    ...pages.flatMap((page) => [
      `  ${page.title.padEnd(titleWidth)}  ${count(page.visits, "visit").padStart(visitsWidth)}  ${duration(page.ms)}`,
      ...sectionLines(page),
    ]),
  ];
}

function sectionLines({ sections }: PageRead): string[] {
  const lines: string[] = [];
  for (const part of sections.map((section) => `${section.label} ${duration(section.ms)}`)) {
    const line = lines.at(-1);
    if (line !== undefined && line.length + part.length + 3 <= lineWidth) lines[lines.length - 1] = `${line} · ${part}`;
    else lines.push(`    ${part}`);
  }
  return lines;
}
