import type { OpenedIndex } from "./vault-index";
import type { StudyBody } from "./vault-payload";

// The preview's decrypted files by id, so nothing decrypts twice in a load; separate bundles meet on window.
const registryKey = Symbol.for("portfolio.decrypted-files");

type Decrypted = { image: string; index: Promise<OpenedIndex>; body: Promise<StudyBody> };
type Registry = { [Kind in keyof Decrypted]: Map<string, Decrypted[Kind]> };

function registry(): Registry {
  const holder = window as unknown as Record<symbol, Registry | undefined>;
  holder[registryKey] ??= { image: new Map(), index: new Map(), body: new Map() };
  return holder[registryKey];
}

export function rememberDecrypted<Kind extends keyof Decrypted>(kind: Kind, fileId: string, file: Decrypted[Kind]) {
  // A failed decryption is the app's to report, once it takes the promise over.
  if (typeof file !== "string") file.catch(() => undefined);
  registry()[kind].set(fileId, file);
}

/** From then on the file is the app's: a blob URL to keep or revoke, a promise to settle. */
export function takeDecrypted<Kind extends keyof Decrypted>(kind: Kind, fileId: string): Decrypted[Kind] | undefined {
  const files = registry()[kind];
  const file = files.get(fileId);
  files.delete(fileId);
  return file;
}
