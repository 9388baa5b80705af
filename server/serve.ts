import type { AddressInfo } from "node:net";
import { createApp } from "./app.ts";
import { basePath } from "./build-layout.ts";

const port = Number(process.env.PORT ?? 3000);

const server = createApp().listen(port, () => {
  // PORT=0 takes any free port: say which.
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Portfolio ready on http://localhost:${listening}${basePath}`);
});
