/**
 * Images the page's head script has already decrypted (for the preview),
 * handed to the app by file: the app shows the same picture at once instead
 * of decrypting it again, so the preview gives way to the app without a
 * flicker. The two are separate bundles: they meet on `window`.
 */
const registryKey = Symbol.for("portfolio.decrypted-images");

type Registry = Map<string, string>;

function registry(): Registry {
  const holder = window as unknown as Record<symbol, Registry | undefined>;
  holder[registryKey] ??= new Map();
  return holder[registryKey];
}

export function rememberDecryptedImage(fileId: string, blobUrl: string): void {
  registry().set(fileId, blobUrl);
}

/** The blob URL of a file decrypted before the app ran; from then on it is the app's to keep or revoke. */
export function takeDecryptedImage(fileId: string): string | undefined {
  const url = registry().get(fileId);
  registry().delete(fileId);
  return url;
}
