import { request as httpRequest } from "node:http";

/** A GET sent exactly as written, unlike a browser or Playwright's client, which tidy the path first. */
export function rawGet(baseURL: string | undefined, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseURL ?? "");
    const request = httpRequest({ hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}
