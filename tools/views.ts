import { existsSync } from "node:fs";
import { openViewsStore, viewsDatabaseFile } from "../views-store/store.ts";
import { viewsTable } from "./views-table.ts";

/** `npm run views`: who opened which page, when and for how long, from npm start's store (docs/owner-guide.md#views). */
if (!existsSync(viewsDatabaseFile)) {
  console.log("No views recorded yet: build with PORTFOLIO_VIEWS=server and serve with npm start.");
} else {
  const store = openViewsStore(viewsDatabaseFile, { readonly: true });
  try {
    console.log(viewsTable(store.list()));
  } finally {
    store.close();
  }
}
