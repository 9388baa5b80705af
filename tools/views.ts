import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { viewsDatabaseFile } from "../views/store/database-file.ts";
import { openViewsStore, type StoredView } from "../views/store/store.ts";
import { viewsHelp, viewsOptions, ViewsArgsError, type ViewsOptions } from "../views/report/args.ts";
import { viewsChart } from "../views/report/chart.ts";
import { ownerNaming } from "../views/report/naming.ts";
import { openedAt, summarise } from "../views/report/summary.ts";
import { viewsTable } from "../views/report/table.ts";

async function main(): Promise<void> {
  const options = viewsOptions(process.argv.slice(2));
  if (options.help) return console.log(viewsHelp);
  const file = viewsDatabaseFile(process.env);
  if (!existsSync(file)) {
    return console.log(`No views recorded yet in ${file}: build with PORTFOLIO_VIEWS=server and serve with npm start.`);
  }
  const store = openViewsStore(file, { readonly: true });
  let views: StoredView[];
  try {
    views = store.list().filter(chosen(options));
  } finally {
    store.close();
  }
  const { naming, notes } = ownerNaming(process.env);
  for (const note of notes) console.error(note);
  const recipients = summarise(views, naming);
  console.log(viewsTable(recipients));
  if (options.html) {
    await writeFile(options.html, viewsChart(recipients, { written: new Date(), filters: filtersSaid(options) }));
    console.log(`\nWrote ${options.html}: open it in a browser.`);
  }
}

function chosen({ recipients, exclude, since }: ViewsOptions): (view: StoredView) => boolean {
  return (view) =>
    (recipients.length === 0 || recipients.includes(view.recipient)) &&
    !exclude.includes(view.recipient) &&
    (!since || openedAt(view) >= since);
}

/** The page says which views it shows, so a chart of some is never read as all. */
function filtersSaid({ recipients, exclude, since }: ViewsOptions): string {
  return [
    recipients.length > 0 ? `, only ${recipients.join(", ")}` : "",
    exclude.length > 0 ? `, without ${exclude.join(", ")}` : "",
    since ? `, visits since ${since.toLocaleDateString("en-CA")}` : "",
  ].join("");
}

main().catch((error: unknown) => {
  console.error(error instanceof ViewsArgsError ? error.message : String(error));
  process.exit(1);
});
