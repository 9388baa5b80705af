/** About 185 px at Mermaid's 16 px, less the 10% a row may shrink (labels stay over 14 px). */
const stepWidth = 165;
const mostColumns = 6;

export function columnsFor(boxWidth: number): number {
  return Math.max(1, Math.min(mostColumns, Math.floor(boxWidth / stepWidth)));
}

/** Rows as even as the steps allow: eleven in rows of six and five, not six, four and one. */
export function flowDefinition(steps: readonly string[], columns: number): string {
  const nodes = steps.map((step, index) => `s${index}["${step}"]`);
  const chain = (indexes: number[]) => indexes.map((index) => `s${index}`).join(" --> ");
  if (columns <= 1) return ["flowchart TB", ...nodes, chain(steps.map((_, index) => index))].join("\n  ");
  const rowCount = Math.ceil(steps.length / columns);
  const rowLength = Math.ceil(steps.length / rowCount);
  const rows = Array.from({ length: rowCount }, (_, row) =>
    steps.map((_, index) => index).slice(row * rowLength, (row + 1) * rowLength),
  );
  // Mermaid keeps a row's direction only if its steps link to nothing outside it, so rows link to rows.
  return [
    "flowchart TB",
    ...rows.flatMap((row, index) => [
      `subgraph row${index} [" "]`,
      "  direction LR",
      ...row.map((step) => `  ${nodes[step]}`),
      `  ${chain(row)}`,
      "end",
    ]),
    rows.map((_, index) => `row${index}`).join(" --> "),
  ].join("\n  ");
}
