// The preview's decrypted images, handed to the app so it gives way without a flicker; separate bundles meet on window.
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

/** From then on the blob URL is the app's to keep or revoke. */
export function takeDecryptedImage(fileId: string): string | undefined {
  const url = registry().get(fileId);
  registry().delete(fileId);
  return url;
}
