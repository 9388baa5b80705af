import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

// Any page the owner has open may send text/plain requests to 127.0.0.1: these checks tell the editor's own apart.

/** The editor's key, new each start, in the address it prints: other sites and this machine's other users lack it. */
export const newEditorKey = (): string => randomBytes(32).toString("base64url");

/** Compared in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function isEditorKey(given: string, key: string): boolean {
  const candidate = Buffer.from(given);
  const expected = Buffer.from(key);
  return candidate.byteLength === expected.byteLength && timingSafeEqual(candidate, expected);
}

/** The names this machine's browser reaches the editor by: a site that points its own name here is another. */
export const isEditorHost = (host: string, port: number): boolean =>
  host === `127.0.0.1:${port}` || host === `localhost:${port}`;

export const missingKeyMessage =
  "This address lacks the editor's key. Open the address npm run edit printed: the key changes every time it starts.";

export type Refusal = { status: number; message: string };

// Checked before the body is read; JSON, since another site's page can send it only with the editor's consent (CORS).
export function changeRefusal(request: IncomingMessage, editorOrigin: string): Refusal | null {
  const { origin, "sec-fetch-site": site, "content-type": type } = request.headers;
  if (origin !== editorOrigin || (site !== undefined && site !== "same-origin")) {
    return { status: 403, message: `The editor saves only what its own page at ${editorOrigin} sends.` };
  }
  if (type?.split(";")[0]?.trim().toLowerCase() !== "application/json") {
    return { status: 415, message: "The editor takes changes only as JSON (application/json)." };
  }
  return null;
}
