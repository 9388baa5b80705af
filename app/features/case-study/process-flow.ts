/**
 * About how wide one step and its arrow draw: some 185 px at Mermaid's 16 px,
 * less the 10% a row may shrink by to fit its box (labels stay over 14 px).
 */
const stepWidth = 165;
const mostColumns = 6;

/** How many steps fit side by side in a box this wide (CSS px) with labels at full size; one on a phone. */
export function columnsFor(boxWidth: number): number {
  return Math.max(1, Math.min(mostColumns, Math.floor(boxWidth / stepWidth)));
}

/**
 * The steps as a Mermaid flowchart: one column top to bottom, or rows read
 * left to right, one under the other, of as even a length as the steps allow
 * (eleven in two rows of six and five rather than six, four and one).
 */
export function flowDefinition(steps: readonly string[], columns: number): string {
  const nodes = steps.map((step, index) => `s${index}["${step}"]`);
  const chain = (indexes: number[]) => indexes.map((index) => `s${index}`).join(" --> ");
  if (columns <= 1) return ["flowchart TB", ...nodes, chain(steps.map((_, index) => index))].join("\n  ");
  const rowCount = Math.ceil(steps.length / columns);
  const rowLength = Math.ceil(steps.length / rowCount);
  const rows = Array.from({ length: rowCount }, (_, row) =>
    steps.map((_, index) => index).slice(row * rowLength, (row + 1) * rowLength),
  );
  // A row keeps its own direction only if its steps link to nothing outside it,
  // so rows link to rows; the arrow between them reads "continued below".
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
