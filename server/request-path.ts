import path from "node:path";

// The one form of a path every later step sees: escapes decoded once, `.` and `..` resolved, repeated and trailing
// slashes dropped (`/%5Fheaders`, `/assets/../_headers` are `/_headers`); null for a malformed escape or a NUL.
export function canonicalPath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0")) return null;
  return path.posix.normalize(decoded).replace(/(.)\/+$/, "$1");
}

/** For the file sender, which decodes with `decodeURI`; `?` and `#` would end the path, so they are escaped too. */
export function encodePath(pathname: string): string {
  return encodeURI(pathname).replaceAll("?", "%3F").replaceAll("#", "%23");
}
