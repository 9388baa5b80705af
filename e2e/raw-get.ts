import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A request sent exactly as written, unlike a browser or Playwright's client, which tidy the path first. */
export function rawRequest(baseURL: string | undefined, path: string, method: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseURL ?? "");
    const request = httpRequest({ hostname, port, path, method }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

export const rawGet = (baseURL: string | undefined, path: string): Promise<RawAnswer> =>
  rawRequest(baseURL, path, "GET");
