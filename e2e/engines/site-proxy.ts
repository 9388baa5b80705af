import http from "node:http";
import { listenOnLoopback } from "../../test-fixtures/loopback";
import { waitForValue } from "./engine-tab";
import { pageProbe, probePath } from "./page-probe";

export type SiteProxy = {
  origin: string;
  /** Holds back the answers for a path until released (which says how many it let go): code "still downloading". */
  hold: (path: string) => () => number;
  /** Answers held for a path so far, not yet released: the download has begun. */
  heldNow: (path: string) => number;
  /** Lets the answers under a path begin, then holds the rest until released: files half-way down. */
  stallPartWay: (pathPrefix: string) => () => void;
  /** Answers begun and held half-way so far. */
  stalledPartWay: () => number;
  /** Document loads of a path so far, to tell a reload from a navigation. */
  loadsOf: (path: string) => number;
  /** `<status> <path>` of every answer of 400 or more to anything but a page. */
  failedResponses: string[];
  /** Resolves once nothing has been asked for a while: what the page fetches ahead has arrived. */
  quiet: () => Promise<void>;
  close: () => Promise<void>;
};

const probeTag = `<script src="${probePath}"></script>`;
// The app fetches ahead once the browser is idle, up to a second after the page has settled.
const quietMs = 1200;

type Waiting = Map<string, (() => void)[]>;

/** Queues what arrives for a key until released; the release says how many it let go. */
function holdBack(waitingFor: Waiting, key: string): () => number {
  const waiting: (() => void)[] = [];
  waitingFor.set(key, waiting);
  return () => {
    waitingFor.delete(key);
    for (const go of waiting) go();
    return waiting.length;
  };
}

// WebDriver classic can neither hold a request nor run a script before the page's own: this proxy in front of the test
// server does both, holding chosen responses and putting the probe first in every page.
export async function startSiteProxy(upstream: string): Promise<SiteProxy> {
  const held: Waiting = new Map();
  const stalls: Waiting = new Map();
  let stalledPartWay = 0;
  const documentLoads = new Map<string, number>();
  const failedResponses: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();

  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    const { pathname } = new URL(url, upstream);
    if (pathname === probePath) {
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      response.end(`(${pageProbe.toString()})();`);
      return;
    }
    inFlight++;
    response.on("close", () => {
      inFlight--;
      lastActivity = Date.now();
    });
    const isDocument =
      request.headers["sec-fetch-dest"] === "document" || request.headers.accept?.startsWith("text/html");
    if (isDocument) documentLoads.set(pathname, (documentLoads.get(pathname) ?? 0) + 1);
    const forward = () => {
      const headers = { ...request.headers, host: new URL(upstream).host };
      // Pages come back uncompressed so the probe can go in.
      if (isDocument) headers["accept-encoding"] = "identity";
      const upstreamRequest = http.request(new URL(url, upstream), { method: request.method, headers }, (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400 && !isDocument) failedResponses.push(`${status} ${pathname}`);
        const isHtml = answer.headers["content-type"]?.startsWith("text/html") ?? false;
        if (!isHtml) {
          response.writeHead(status, answer.headers);
          const stall = [...stalls].find(([prefix]) => pathname.startsWith(prefix))?.[1];
          if (!stall) {
            answer.pipe(response);
            return;
          }
          answer.once("data", (first: Buffer) => {
            answer.pause();
            const half = Math.ceil(first.length / 2);
            response.write(first.subarray(0, half));
            stalledPartWay++;
            stall.push(() => {
              response.write(first.subarray(half));
              answer.pipe(response);
            });
          });
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = Buffer.concat(chunks)
            .toString("utf8")
            .replace(/<head[^>]*>/, (head) => head + probeTag);
          const headers = { ...answer.headers };
          delete headers["content-length"];
          delete headers.etag;
          response.writeHead(status, headers);
          response.end(page);
        });
      });
      upstreamRequest.on("error", () => response.destroy());
      request.pipe(upstreamRequest);
    };
    const waiting = held.get(pathname);
    if (waiting) waiting.push(forward);
    else forward();
  });
  const port = await listenOnLoopback(server);

  return {
    origin: `http://127.0.0.1:${port}`,
    hold: (path) => holdBack(held, path),
    heldNow: (path) => held.get(path)?.length ?? 0,
    stallPartWay: (pathPrefix) => holdBack(stalls, pathPrefix),
    stalledPartWay: () => stalledPartWay,
    loadsOf: (path) => documentLoads.get(path) ?? 0,
    quiet: async () => {
      await waitForValue(
        async () => (inFlight === 0 && Date.now() - lastActivity > quietMs) || null,
        "a quiet network",
      );
    },
    failedResponses,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
