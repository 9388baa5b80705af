import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

// Renders each page as the build prerenders it, not React Router's default entry: docs/decisions/023-*.
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    // An error in the shell rejects, and React Router reports it; one in a part below leaves the part to the browser.
    onError(error: unknown) {
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  // Whole, as React advises for static pages: the same HTML at every build, none of it revealed later by a script.
  await body.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(body, { headers, status });
}
