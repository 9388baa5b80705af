import type { AddressInfo } from "node:net";
import { basePath } from "../site/build-layout.ts";
import { createSite } from "./app.ts";
import { siteServer } from "./http-server.ts";
import { serverSettings } from "./settings.ts";
import { currentBuildFacts, startupLines } from "./startup-lines.ts";

const port = Number(process.env.PORT ?? 3000);
const settings = serverSettings(process.env);
const site = createSite(settings);
const server = siteServer(site.app);

server.listen(port, () => {
  // PORT=0 takes any free port: say which.
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Portfolio ready on http://localhost:${listening}${basePath}`);
  void announce().catch((error: unknown) => console.error(String(error)));
});

async function announce(): Promise<void> {
  const build = await currentBuildFacts();
  // Opened now, so a store it cannot open is in the log before a recipient's report meets it.
  const viewsProblem = build?.views
    ? await site.viewsStore().then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      )
    : null;
  for (const { text, warning } of startupLines(build, { ...settings, viewsProblem })) {
    if (warning) console.warn(text);
    else console.log(text);
  }
}
