import { createServer, type IncomingHttpHeaders } from "node:http";
import { listenOnLoopback } from "./loopback";

export type CaughtPost = { path: string; headers: IncomingHttpHeaders; body: string };

export type Webhook = {
  /** Where to post: a path like an ntfy topic's, on this machine. */
  url: string;
  /** Every post so far, in order. */
  caught: CaughtPost[];
  /** The next post to arrive. */
  next: () => Promise<CaughtPost>;
  close: () => void;
};

/** The owner's ntfy or webhook: keeps each post, answers `statuses` in turn, then 200. */
export async function startWebhook(statuses: number[] = []): Promise<Webhook> {
  const caught: CaughtPost[] = [];
  const waiting: ((post: CaughtPost) => void)[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += String(chunk)));
    req.on("end", () => {
      const post = { path: req.url ?? "", headers: req.headers, body };
      caught.push(post);
      res.statusCode = statuses.shift() ?? 200;
      res.end();
      waiting.shift()?.(post);
    });
  });
  const url = `http://127.0.0.1:${await listenOnLoopback(server)}/portfolio-3f9a7c1e`;
  return { url, caught, next: () => new Promise((resolve) => waiting.push(resolve)), close: () => server.close() };
}
