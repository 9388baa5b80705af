import { sizeBudgets } from "./budgets.ts";
import { measurePage, total, type AssetSize, type BuiltSite } from "./measure.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = (sizes: readonly AssetSize[]) =>
  [...sizes]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((size) => `${size.file} ${kb(size.gzipBytes)}`)
    .join(", ");

export type BudgetCheck = { table: string[]; failures: string[] };

/** Each page's JavaScript and CSS against its budget: one line per page, and one per figure over its budget. */
export async function checkSizeBudgets(site: BuiltSite, aStudy: string): Promise<BudgetCheck> {
  const check: BudgetCheck = { table: [], failures: [] };
  for (const budget of sizeBudgets(aStudy)) {
    const weight = await measurePage(site, budget.html);
    const figures = [
      { name: "JavaScript before any interaction", sizes: weight.firstViewJs, kb: budget.firstViewJsKb },
      { name: "JavaScript on the first intent", sizes: weight.onIntentJs, kb: budget.onIntentJsKb },
      { name: "CSS", sizes: weight.css, kb: budget.cssKb },
    ];
    check.table.push(
      `${budget.page.padEnd(22)} ${figures.map((figure) => `${figure.name} ${kb(total(figure.sizes))} of ${figure.kb} KB`).join(" · ")}`,
    );
    for (const figure of figures) {
      if (total(figure.sizes) <= figure.kb * 1024) continue;
      check.failures.push(
        `${budget.page}: ${figure.name} ${kb(total(figure.sizes))} is over its ${figure.kb} KB budget (largest: ${largest(figure.sizes)})`,
      );
    }
  }
  return check;
}
