import {
  fileAad,
  fromBase64Url,
  openBlob,
  unframePadded,
  parseHeader,
  unwrapContentKey,
  VaultError,
  deriveKekBytes,
  headerFile,
  type VaultHeader,
} from "./format";

import { vaultBuildId } from "./build-id";
import { readPayload } from "./payload";

export { vaultBuildId };
const vaultBase = `${import.meta.env.BASE_URL}vault/${vaultBuildId}/`;

/** A file not fully arrived by then counts as a network failure, and is retried like one. */
const vaultFileTimeoutMs = 10_000;

/**
 * A vault file's bytes, read whole within the time limit. Vault files never
 * change under a build id: the HTTP cache may keep them (protection.md §7).
 */
export async function fetchVaultFile(
  name: string,
  priority: RequestPriority = "auto",
): Promise<Uint8Array<ArrayBuffer>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), vaultFileTimeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(vaultBase + name, { priority, signal: controller.signal });
    } catch {
      throw new VaultError("network", `no answer for ${name}`);
    }
    if (response.status === 404) throw new VaultError("missing", `${name} is not on the server`);
    if (!response.ok) throw new VaultError("network", `the server answered ${response.status}`);
    try {
      return new Uint8Array(await response.arrayBuffer());
    } catch {
      throw new VaultError("network", `${name} stopped arriving`);
    }
  } finally {
    clearTimeout(timer);
  }
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

/**
 * Fetches the header and the encrypted index while the visitor is still
 * typing: both are useless without the password, and once it is known only
 * the key derivation is left to wait for. Failures are left to the unlock.
 */
export async function warmVault(): Promise<void> {
  try {
    const header = await fetchHeader();
    await fetchVaultFile(`${header.index}.bin`);
  } catch {
    // The unlock fetches again and reports the problem.
  }
}

/** What an open vault needs: the content key, and the file that lists everything else. */
export type VaultSession = { contentKey: CryptoKey; indexId: string };
export type Unlocked = VaultSession & { kekBytes: Uint8Array<ArrayBuffer> };

/** One key derivation, then every slot; null when no slot opens (a wrong password). */
export async function unlockWithPassword(password: string): Promise<Unlocked | null> {
  const header = await fetchHeader();
  const kekBytes = await deriveKekBytes(password, fromBase64Url(header.kdf.salt), header.kdf.iter);
  const contentKey = await unwrapContentKey(header, kekBytes);
  return contentKey ? { contentKey, kekBytes, indexId: header.index } : null;
}

/** A session's stored key costs one header fetch and one unwrap, no derivation. */
export async function unlockWithStoredKey(kekBytes: Uint8Array<ArrayBuffer>): Promise<VaultSession | null> {
  const header = await fetchHeader();
  const contentKey = await unwrapContentKey(header, kekBytes);
  return contentKey ? { contentKey, indexId: header.index } : null;
}

async function openFile(
  contentKey: CryptoKey,
  fileId: string,
  priority?: RequestPriority,
): Promise<Uint8Array<ArrayBuffer>> {
  return openBlob(contentKey, await fetchVaultFile(`${fileId}.bin`, priority), fileAad(vaultBuildId, fileId));
}

export async function openJson<Payload>(
  contentKey: CryptoKey,
  fileId: string,
  isPayload: (value: unknown) => value is Payload,
): Promise<Payload> {
  return readPayload(await openFile(contentKey, fileId), isPayload);
}

/** A page the build rendered and sealed (its preview), as HTML. */
export async function openPreviewHtml(contentKey: CryptoKey, fileId: string): Promise<string> {
  const compressed = unframePadded(await openFile(contentKey, fileId));
  try {
    const html = new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip"));
    return await new Response(html).text();
  } catch {
    throw new VaultError("integrity", "a sealed page does not decompress");
  }
}

/** `priority` "high" for the image that is likely the page's largest paint. */
export async function openImage(
  contentKey: CryptoKey,
  fileId: string,
  mime: string,
  priority?: RequestPriority,
): Promise<Blob> {
  return new Blob([unframePadded(await openFile(contentKey, fileId, priority))], { type: mime });
}
