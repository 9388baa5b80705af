import { loadContent } from "../pipeline/content/load-content.ts";
import { budgetFailures, budgetTable, pageWeights } from "../pipeline/size-budgets/check.ts";
import { clientDir, viteManifestFile } from "../site/build-layout.ts";

const pages = await pageWeights({ clientDir, manifestFile: viteManifestFile }, loadContent().projectIds[0] ?? "");
console.log(budgetTable(pages).join("\n"));
const failures = budgetFailures(pages);
if (failures.length > 0) {
  console.error(`\nSize budgets failed:\n${failures.join("\n")}`);
  process.exit(1);
}
