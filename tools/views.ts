import { existsSync } from "node:fs";
import { openViewsStore, viewsDatabaseFile, type StoredView } from "../views-store/store.ts";
import { viewsHelp, viewsOptions, ViewsArgsError, type ViewsOptions } from "./views/args.ts";
import { ownerNaming } from "./views/naming.ts";
import { openedAt, summarise } from "./views/summary.ts";
import { viewsTable } from "./views/table.ts";

/** `npm run views`: who opened what, when and for how long, from npm start's store (docs/owner-guide.md#views). */
async function main(): Promise<void> {
  const options = viewsOptions(process.argv.slice(2));
  if (options.help) return console.log(viewsHelp);
  if (!existsSync(viewsDatabaseFile)) {
    return console.log("No views recorded yet: build with PORTFOLIO_VIEWS=server and serve with npm start.");
  }
  const store = openViewsStore(viewsDatabaseFile, { readonly: true });
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
}

function chosen({ recipients, exclude, since }: ViewsOptions): (view: StoredView) => boolean {
  return (view) =>
    (recipients.length === 0 || recipients.includes(view.recipient)) &&
    !exclude.includes(view.recipient) &&
    (!since || openedAt(view) >= since);
}

main().catch((error: unknown) => {
  console.error(error instanceof ViewsArgsError ? error.message : String(error));
  process.exit(1);
});
