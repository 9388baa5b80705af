import { sizeBudgets } from "./budgets.ts";
import { measurePage, total, type AssetSize, type BuiltSite } from "./measure.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = (sizes: readonly AssetSize[]) =>
  [...sizes]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((size) => `${size.file} ${kb(size.gzipBytes)}`)
    .join(", ");

export type Figure = { name: string; bytes: number; budgetKb: number; largest: string };
export type PageFigures = { page: string; figures: Figure[] };

export async function pageWeights(site: BuiltSite, aStudy: string): Promise<PageFigures[]> {
  return Promise.all(
    sizeBudgets(aStudy).map(async (budget) => {
      const weight = await measurePage(site, budget.html);
      const figures = [
        { name: "JavaScript before any interaction", sizes: weight.firstViewJs, budgetKb: budget.firstViewJsKb },
        { name: "JavaScript on the first intent", sizes: weight.onIntentJs, budgetKb: budget.onIntentJsKb },
        { name: "CSS", sizes: weight.css, budgetKb: budget.cssKb },
      ];
      return {
        page: budget.page,
        figures: figures.map(({ name, sizes, budgetKb }) => ({
          name,
          bytes: total(sizes),
          budgetKb,
          largest: largest(sizes),
        })),
      };
    }),
  );
}

export const budgetFailures = (pages: readonly PageFigures[]): string[] =>
  pages.flatMap(({ page, figures }) =>
    figures
      .filter((figure) => figure.bytes > figure.budgetKb * 1024)
      .map(
        (figure) =>
          `${page}: ${figure.name} ${kb(figure.bytes)} is over its ${figure.budgetKb} KB budget (largest: ${figure.largest})`,
      ),
  );

export const budgetTable = (pages: readonly PageFigures[]): string[] =>
  pages.map(
    ({ page, figures }) =>
      `${page.padEnd(22)} ${figures.map((figure) => `${figure.name} ${kb(figure.bytes)} of ${figure.budgetKb} KB`).join(" · ")}`,
  );
