import { clientDir, viteManifestFile } from "../../site/build-layout.ts";
import { sizeBudgets } from "./budgets.ts";
import { measurePage, total, type AssetSize } from "./measure.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = (sizes: readonly AssetSize[]) =>
  [...sizes]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((size) => `${size.file} ${kb(size.gzipBytes)}`)
    .join(", ");

/** `npm run budgets`: fails when a page's JavaScript or CSS outgrows its budget (measure/budgets/budgets.ts). */
async function checkBudgets(): Promise<void> {
  const failures: string[] = [];
  for (const budget of sizeBudgets) {
    const weight = await measurePage({ clientDir, manifestFile: viteManifestFile }, budget.html);
    const figures = [
      { name: "JavaScript before any interaction", sizes: weight.firstViewJs, kb: budget.firstViewJsKb },
      { name: "JavaScript on the first intent", sizes: weight.onIntentJs, kb: budget.onIntentJsKb },
      { name: "CSS", sizes: weight.css, kb: budget.cssKb },
    ];
    console.log(
      `${budget.page.padEnd(22)} ${figures.map((figure) => `${figure.name} ${kb(total(figure.sizes))} of ${figure.kb} KB`).join(" · ")}`,
    );
    for (const figure of figures) {
      if (total(figure.sizes) <= figure.kb * 1024) continue;
      failures.push(
        `${budget.page}: ${figure.name} ${kb(total(figure.sizes))} is over its ${figure.kb} KB budget (largest: ${largest(figure.sizes)})`,
      );
    }
  }
  if (failures.length > 0) throw new Error(failures.join("\n"));
}

checkBudgets().catch((error: unknown) => {
  console.error(`\nSize budgets failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
