import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import path from "node:path";
import { projectIds } from "../../content/public.ts";
import { clientDir, vaultFilePaths } from "../../site/build-layout.ts";
import { repoRoot } from "../../site/repo-root.ts";
import { gridPath, homePath, studyPath } from "../../site/routes.ts";

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
  const pages = [homePath, gridPath, studyPath(projectIds[0] ?? ""), studyPath("unknown-id")].map((page) => ({
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

function answer(server: ChildProcess, key: "port" | "heapMB"): Promise<number> {
  return new Promise((resolve, reject) => {
    const stopped = (code: number | null) => reject(new Error(`The drill's server stopped (${code})`));
    server.once("exit", stopped);
    server.once("message", (message) => {
      server.off("exit", stopped);
      const number = typeof message === "object" && message !== null ? (message as Record<string, unknown>)[key] : null;
      if (typeof number === "number") resolve(number);
      else reject(new Error(`The drill's server answered ${JSON.stringify(message)}, not its ${key}`));
    });
  });
}

// The warm-up round fills the server's caches, so the heap reading after it is the baseline.
export async function runLoadDrill({
  count = 2000,
  concurrency = 50,
  timeLimitSeconds = 60,
} = {}): Promise<LoadDrillResult> {
  const server = fork(path.join(repoRoot, "server/serve-measured.ts"), {
    execArgv: ["--import", "tsx", "--expose-gc"],
  });
  const heapMB = () => {
    server.send("heap");
    return answer(server, "heapMB");
  };
  try {
    const origin = `http://127.0.0.1:${await answer(server, "port")}`;
    const mix = requestMix();
    const deadline = Date.now() + timeLimitSeconds * 1000;
    await fire(origin, mix, mix.length * 2, concurrency, deadline);
    const heapBefore = await heapMB();
    const started = performance.now();
    const errors = await fire(origin, mix, count, concurrency, deadline);
    const seconds = (performance.now() - started) / 1000;
    return { requests: count, errors, seconds, heapGrowthMB: (await heapMB()) - heapBefore };
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill();
      await once(server, "exit");
    }
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
