import {
  fileAad,
  fromBase64Url,
  openBlob,
  unframePadded,
  parseHeader,
  openSlot,
  VaultError,
  deriveKekBytes,
  headerFile,
  type OpenedSlot,
  type VaultHeader,
} from "./format";

import { vaultBuildId } from "./build-id";
import { readPayload } from "./payload";
import { storeSessionKey } from "./session-key";
import { abortWhenStalled, noteArrival } from "./stall";

export { vaultBuildId };
const vaultBase = `${import.meta.env.BASE_URL}vault/${vaultBuildId}/`;

export async function fetchVaultFile(
  name: string,
  priority: RequestPriority = "auto",
): Promise<Uint8Array<ArrayBuffer>> {
  const controller = new AbortController();
  const stopWatching = abortWhenStalled(controller);
  try {
    let response: Response;
    try {
      response = await fetch(vaultBase + name, { priority, signal: controller.signal });
    } catch {
      throw new VaultError("network", `no answer for ${name}`);
    }
    noteArrival();
    if (response.status === 404) throw new VaultError("missing", `${name} is not on the server`);
    if (!response.ok) throw new VaultError("network", `the server answered ${response.status}`);
    try {
      return await readWhole(response.body, noteArrival);
    } catch {
      throw new VaultError("network", `${name} stopped arriving`);
    }
  } finally {
    stopWatching();
  }
}

// Not `new Response(stream)`: Firefox logs a stream failing under a Response as uncaught, however it is caught.
async function readWhole(
  stream: ReadableStream<Uint8Array<ArrayBuffer>> | null,
  onPart?: () => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const reader = stream?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    onPart?.();
    parts.push(value);
  }
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}

export async function fetchHeader(): Promise<VaultHeader> {
  const bytes = await fetchVaultFile(headerFile);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new VaultError("integrity", "the vault header is not JSON");
  }
  return parseHeader(json, vaultBuildId);
}

/** Only the header comes ahead: until a slot opens, nothing says which index is the visitor's. */
export async function warmVault(): Promise<void> {
  try {
    await fetchHeader();
  } catch {
    // The unlock fetches again and reports it.
  }
}

export type VaultSession = OpenedSlot;
export type Unlocked = VaultSession & { kekBytes: Uint8Array<ArrayBuffer> };

export async function unlockWithPassword(password: string): Promise<Unlocked | null> {
  const header = await fetchHeader();
  const kekBytes = await deriveKekBytes(password, fromBase64Url(header.kdf.salt), header.kdf.iter);
  const opened = await openSlot(header, kekBytes);
  return opened ? { ...opened, kekBytes } : null;
}

/** What the gate and a recipient link do: on success this tab keeps the key, so a reload or the next page opens at once. */
export async function unlockAndRemember(password: string): Promise<Unlocked | null> {
  const unlocked = await unlockWithPassword(password);
  if (unlocked) storeSessionKey(vaultBuildId, unlocked.kekBytes);
  return unlocked;
}

/** With a key this tab kept: the app's session and the sealed preview open the vault the same way. */
export async function openWithKey(kekBytes: Uint8Array<ArrayBuffer>): Promise<VaultSession | null> {
  return openSlot(await fetchHeader(), kekBytes);
}

async function openFile(key: CryptoKey, fileId: string, priority?: RequestPriority): Promise<Uint8Array<ArrayBuffer>> {
  return openBlob(key, await fetchVaultFile(`${fileId}.bin`, priority), fileAad(vaultBuildId, fileId));
}

export async function openJson<Payload>(
  key: CryptoKey,
  fileId: string,
  isPayload: (value: unknown) => value is Payload,
): Promise<Payload> {
  return readPayload(await openFile(key, fileId), isPayload);
}

export async function openPreviewHtml(key: CryptoKey, fileId: string): Promise<string> {
  const compressed = unframePadded(await openFile(key, fileId));
  try {
    const html = new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new TextDecoder().decode(await readWhole(html));
  } catch {
    throw new VaultError("integrity", "a sealed page does not decompress");
  }
}

export async function openImage(
  key: CryptoKey,
  fileId: string,
  mime: string,
  priority?: RequestPriority,
): Promise<Blob> {
  return new Blob([unframePadded(await openFile(key, fileId, priority))], { type: mime });
}
