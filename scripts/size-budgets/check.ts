import { clientDir } from "../../server/build-layout.ts";
import { sizeBudgets } from "./budgets.ts";
import { measurePage, total, type AssetSize } from "./measure.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = (sizes: AssetSize[]) =>
  [...sizes]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((size) => `${size.file} ${kb(size.gzipBytes)}`)
    .join(", ");

/** `npm run budgets`: fails when a page's JavaScript or CSS outgrows its budget (scripts/size-budgets/budgets.ts). */
async function checkBudgets(): Promise<void> {
  const failures: string[] = [];
  for (const budget of sizeBudgets) {
    const weight = await measurePage(clientDir, budget.html);
    if (weight.js.length === 0) failures.push(`${budget.page}: ${budget.html} loads no script; is the build complete?`);
    const js = total(weight.js);
    const css = total(weight.css);
    console.log(
      `${budget.page.padEnd(22)} JS ${kb(js).padStart(9)} of ${budget.jsKb} KB · CSS ${kb(css).padStart(8)} of ${budget.cssKb} KB`,
    );
    if (js > budget.jsKb * 1024) {
      failures.push(
        `${budget.page}: JavaScript ${kb(js)} is over its ${budget.jsKb} KB budget (largest: ${largest(weight.js)})`,
      );
    }
    if (css > budget.cssKb * 1024) {
      failures.push(
        `${budget.page}: CSS ${kb(css)} is over its ${budget.cssKb} KB budget (largest: ${largest(weight.css)})`,
      );
    }
  }
  if (failures.length > 0) throw new Error(failures.join("\n"));
}

checkBudgets().catch((error: unknown) => {
  console.error(`\nSize budgets failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
