import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { projectIds } from "../../content/public.ts";
import { createApp } from "../../server/app.ts";
import { clientDir, vaultFilePaths } from "../../site/build-layout.ts";

export type LoadDrillResult = {
  requests: number;
  errors: string[];
  seconds: number;
  heapGrowthMB: number;
};

function requestMix(): { path: string; status: number }[] {
  const assets = readdirSync(path.join(clientDir, "assets"))
    .filter((file) => file.endsWith(".js") || file.endsWith(".css"))
    .slice(0, 20)
    .map((file) => ({ path: `/assets/${file}`, status: 200 }));
  const vault = vaultFilePaths()
    .slice(0, 20)
    .map((file) => ({ path: file, status: 200 }));
  const pages = ["/", "/projects", `/project/${projectIds[0]}`, "/project/unknown-id"].map((page) => ({
    path: page,
    status: 200,
  }));
  return [
    ...pages,
    { path: "/no-such-page", status: 404 },
    { path: "/vault/gone/file.bin", status: 404 },
    ...assets,
    ...vault,
  ];
}

async function fire(
  origin: string,
  mix: { path: string; status: number }[],
  count: number,
  concurrency: number,
  deadline: number,
) {
  const errors: string[] = [];
  let next = 0;
  const client = async () => {
    while (next < count && Date.now() < deadline) {
      const { path: requestPath, status } = mix[next++ % mix.length] ?? { path: "/", status: 200 };
      try {
        const response = await fetch(origin + requestPath, { headers: { "Accept-Encoding": "br, gzip" } });
        await response.arrayBuffer();
        if (response.status !== status) errors.push(`${response.status} for ${requestPath}`);
      } catch (error) {
        errors.push(`${requestPath}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  if (next < count) errors.push(`only ${next} of ${count} requests were sent before the time limit`);
  return errors;
}

// Garbage is collected before each reading, so what remains is what the server holds on to.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const heapMB = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

// The warm-up round fills the server's caches, so the heap reading after it is the baseline.
export async function runLoadDrill({
  count = 2000,
  concurrency = 50,
  timeLimitSeconds = 60,
} = {}): Promise<LoadDrillResult> {
  const server = createApp().listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const mix = requestMix();
    const deadline = Date.now() + timeLimitSeconds * 1000;
    await fire(origin, mix, mix.length * 2, concurrency, deadline);
    const heapBefore = heapMB();
    const started = performance.now();
    const errors = await fire(origin, mix, count, concurrency, deadline);
    const seconds = (performance.now() - started) / 1000;
    return { requests: count, errors, seconds, heapGrowthMB: heapMB() - heapBefore };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLoadDrill();
  console.log(
    `${result.requests} requests in ${result.seconds.toFixed(1)} s, ${result.errors.length} errors, heap ${result.heapGrowthMB >= 0 ? "+" : ""}${result.heapGrowthMB.toFixed(1)} MB`,
  );
  for (const error of result.errors.slice(0, 20)) console.log(`  ${error}`);
  process.exitCode = result.errors.length > 0 ? 1 : 0;
}
