import { count, dateTime, duration } from "../store/wording.ts";
import type { DayRead, RecipientRead } from "./summary.ts";

// `npm run views -- --html FILE`: one page, its styles and charts inline, no script and nothing fetched, so it opens
// from the disk or an attachment as it is. The owner's names and titles are in it: it is as private as content/.

const width = 720;
const labelWidth = 280;
const barsFrom = labelWidth + 10;
const barsWidth = 340;
/** At most the last this many days in the visits chart: a column under 8 pixels is unreadable. */
const maxDays = 60;

const styles = `
:root { color-scheme: light dark; --paper: #fbfaf7; --ink: #1d1f24; --muted: #535966; --line: #d9d4ca;
  --study: #1d6a86; --section: #4a93ad; --day: #a84a17; }
@media (prefers-color-scheme: dark) {
  :root { --paper: #14161b; --ink: #ecebe6; --muted: #a9afbb; --line: #343944;
    --study: #6cc4e2; --section: #3f8aa3; --day: #f2a272; }
}
body { margin: 0; background: var(--paper); color: var(--ink); font: 15px/1.5 system-ui, sans-serif; }
main { max-width: 48rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.2rem; margin: 0; }
section { border-top: 1px solid var(--line); margin-top: 2rem; padding-top: 1.5rem; }
p, figcaption, .name { color: var(--muted); }
figure { margin: 1.25rem 0 0; }
figcaption { font-weight: 600; margin-bottom: .5rem; }
svg { display: block; width: 100%; height: auto; overflow: visible; }
svg text { font: 13px system-ui, sans-serif; fill: currentColor; color: var(--ink); }
svg .sub { font-size: 12px; color: var(--muted); }
svg .value, svg .tick { color: var(--muted); }
.study { fill: var(--study); }
.section { fill: var(--section); }
.day { fill: var(--day); }
.axis { stroke: var(--line); }
`;

export function viewsChart(
  recipients: readonly RecipientRead[],
  { written, filters, timeZone }: { written: Date; filters: string; timeZone?: string },
): string {
  const body =
    recipients.length === 0
      ? "<p>No views recorded yet.</p>"
      : recipients.map((recipient, index) => recipientSection(recipient, `r${index}`, timeZone)).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portfolio views</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Portfolio views</h1>
<p>From npm run views on ${escape(dateTime(written, timeZone))}${escape(filters)}.</p>
${body}
</main>
</body>
</html>
`;
}

function recipientSection(recipient: RecipientRead, id: string, timeZone: string | undefined): string {
  const { label, name, first, last, visits, ms } = recipient;
  const when =
    visits === 1
      ? `Visited ${dateTime(first, timeZone)}`
      : `First visit ${dateTime(first, timeZone)}, last ${dateTime(last, timeZone)}`;
  return `<section aria-labelledby="${id}">
<h2 id="${id}">${escape(label)}${name === undefined ? "" : ` <span class="name">· ${escape(name)}</span>`}</h2>
<p>${escape(`${when} · ${count(visits, "visit")} · ${duration(ms)}`)}</p>
${pagesChart(recipient, `${id}-pages`)}
${daysChart(recipient.days, `${id}-days`)}
</section>`;
}

type Row = { label: string; ms: number; kind: "study" | "section" };

function pagesChart({ pages }: RecipientRead, id: string): string {
  const rows: Row[] = pages.flatMap((page) => [
    { label: page.title, ms: page.ms, kind: "study" as const },
    ...page.sections.map((section) => ({ label: section.label, ms: section.ms, kind: "section" as const })),
  ]);
  const most = Math.max(1, ...rows.map((row) => row.ms));
  let y = 0;
  const drawn = rows.map((row) => {
    const height = row.kind === "study" ? 18 : 12;
    const top = y + (row.kind === "study" ? 10 : 4);
    y = top + height;
    const barWidth = Math.max(2, (row.ms / most) * barsWidth);
    const x = row.kind === "study" ? 0 : 16;
    const middle = top + height / 2 + 4;
    return `<text x="${x}" y="${middle}"${row.kind === "section" ? ' class="sub"' : ""}>${fitted(row.label, row.kind === "study" ? 40 : 38)}</text>
<rect class="${row.kind}" x="${barsFrom}" y="${top}" width="${barWidth.toFixed(1)}" height="${height}" rx="2"/>
<text class="value" x="${(barsFrom + barWidth + 6).toFixed(1)}" y="${middle}">${duration(row.ms)}</text>`;
  });
  const description = pages
    .map((page) => {
      const sections = page.sections.map((section) => `${section.label} ${duration(section.ms)}`).join(", ");
      return `${page.title}: ${duration(page.ms)}${sections ? ` (${sections})` : ""}`;
    })
    .join("; ");
  return figure(id, "Time on each page, and on each section of a study", description, y + 8, drawn.join("\n"));
}

function daysChart(days: readonly DayRead[], id: string): string {
  const visited = new Map(days.map((read) => [read.day, read]));
  const range = dayRange(days[0]?.day ?? "", days.at(-1)?.day ?? "").slice(-maxDays);
  const most = Math.max(1, ...days.map((read) => read.visits));
  const step = width / Math.max(range.length, 7);
  const columnWidth = Math.min(28, step * 0.7);
  const chartHeight = 110;
  const every = Math.ceil(range.length / 10);
  const columns = range.map((date, index) => {
    const read = visited.get(date);
    const x = index * step + (step - columnWidth) / 2;
    const tick =
      index % every === 0
        ? `<text class="tick" x="${(x + columnWidth / 2).toFixed(1)}" y="${chartHeight + 38}" text-anchor="middle">${date.slice(5)}</text>`
        : "";
    if (!read) return tick;
    const height = (read.visits / most) * chartHeight;
    const top = 18 + chartHeight - height;
    return `<rect class="day" x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${columnWidth.toFixed(1)}" height="${height.toFixed(1)}" rx="2"><title>${date}: ${count(read.visits, "visit")}, ${duration(read.ms)}</title></rect>
<text class="value" x="${(x + columnWidth / 2).toFixed(1)}" y="${(top - 5).toFixed(1)}" text-anchor="middle">${read.visits}</text>
${tick}`;
  });
  const axis = `<line class="axis" x1="0" x2="${width}" y1="${chartHeight + 18.5}" y2="${chartHeight + 18.5}"/>`;
  const description = days
    .map((read) => `${read.day}: ${count(read.visits, "visit")}, ${duration(read.ms)}`)
    .join("; ");
  return figure(id, "Visits per day", description, chartHeight + 46, [axis, ...columns].join("\n"));
}

function figure(id: string, caption: string, description: string, height: number, content: string): string {
  return `<figure>
<figcaption id="${id}">${caption}</figcaption>
<svg role="img" aria-labelledby="${id}" aria-describedby="${id}-desc" viewBox="0 0 ${width} ${Math.ceil(height)}">
<desc id="${id}-desc">${escape(description)}</desc>
${content}
</svg>
</figure>`;
}

function dayRange(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= end; time += 24 * 60 * 60 * 1000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** A label cut to fit its column, at a word where one is near, whole in its tooltip. */
function fitted(label: string, characters: number): string {
  if (label.length <= characters) return escape(label);
  const cut = label.slice(0, characters - 1);
  const word = cut.lastIndexOf(" ") > characters / 2 ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return `${escape(`${word.trimEnd()}…`)}<title>${escape(label)}</title>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
