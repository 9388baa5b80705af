import { loadContent } from "../pipeline/content/load-content.ts";
import { checkSizeBudgets } from "../pipeline/size-budgets/check.ts";
import { clientDir, viteManifestFile } from "../site/build-layout.ts";

/** `npm run budgets`: the last build's pages against their size budgets, which the build itself enforces. */
const { table, failures } = await checkSizeBudgets(
  { clientDir, manifestFile: viteManifestFile },
  loadContent().projectIds[0] ?? "",
);
console.log(table.join("\n"));
if (failures.length > 0) {
  console.error(`\nSize budgets failed:\n${failures.join("\n")}`);
  process.exit(1);
}
