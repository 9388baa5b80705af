import { once } from "node:events";
import { createServer } from "node:http";
import type { RunningServer } from "./serve-build.ts";

// The least a page can be: measured in the same run, it separates our page's cost from the network and machine.
export const floorPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The floor: a page with one heading and nothing else.">
<title>Floor</title>
</head>
<body><h1>Design leadership portfolio</h1></body>
</html>
`;

export async function serveFloorPage(port: number): Promise<RunningServer> {
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    response.end(floorPage);
  });
  server.listen(port, "localhost");
  await Promise.race([
    once(server, "listening"),
    once(server, "error").then(() => {
      throw new Error(`Port ${port} is in use: set BENCH_PORT so that it and the next one are free.`);
    }),
  ]);
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
