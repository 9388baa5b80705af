import type { AddressInfo } from "node:net";
import { createApp } from "./app.ts";
import { siteServer } from "./http-server.ts";
import { basePath, buildDir, buildLayout } from "../site/build-layout.ts";
import { isDemoBuild } from "../site/demo-marker.ts";

const port = Number(process.env.PORT ?? 3000);

const server = siteServer(createApp()).listen(port, () => {
  // PORT=0 takes any free port: say which.
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Portfolio ready on http://localhost:${listening}${basePath}`);
  if (isDemoBuild(buildLayout(buildDir))) {
    console.warn(
      "This build opens with the demo password: it is shown on this computer only. Build with a password of your own (npm run password prints one) to serve it to anyone else.",
    );
  }
});
