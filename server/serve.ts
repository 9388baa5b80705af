import type { AddressInfo } from "node:net";
import { basePath } from "../site/build-layout.ts";
import { createSite } from "./app.ts";
import { gracefulStop, stopLimits } from "./graceful-stop.ts";
import { siteServer } from "./http-server.ts";
import { serverSettings } from "./settings.ts";
import { currentBuildFacts, startupLines } from "./startup-lines.ts";

const port = Number(process.env.PORT ?? 3000);
const settings = serverSettings(process.env);
const site = createSite(settings);
const server = siteServer(site.app);
const stop = gracefulStop(server);

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

// Hosts stop a server with SIGTERM at every deploy (Fly.io with SIGINT); a second signal changes nothing.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: taking no more connections, answering those under way.`);
    void stop(stopLimits.connectionsMs)
      .then(() => site.close(stopLimits.notesMs))
      .then(
        () => {
          console.log("Stopped.");
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`Stopped with an error: ${String(error)}`);
          process.exit(1);
        },
      );
  });
}
