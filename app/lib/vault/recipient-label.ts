import { fromBase64Url, importAesKey, labelBytes, toBase64Url, vaultFormat, type VaultHeader } from "./format.ts";

// With views on, each slot carries its recipient's label sealed under that recipient's own key, so the browser can
// name who is reading while no file names anyone in the clear and no recipient can read another's label
// (docs/protection.md, Views).

const encoder = new TextEncoder();

function labelAad(buildId: string, slotId: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${vaultFormat.magic}|${buildId}|label|${slotId}`);
}

export async function sealRecipientLabel(
  kekBytes: Uint8Array<ArrayBuffer>,
  { buildId, slotId, label }: { buildId: string; slotId: string; label: string },
): Promise<string> {
  const bytes = encoder.encode(label);
  if (bytes.length === 0 || bytes.length > labelBytes || label.includes(" ")) {
    throw new Error(`a recipient label must be 1 to ${labelBytes} characters without spaces`);
  }
  const padded = encoder.encode(label.padEnd(labelBytes, " "));
  const iv = crypto.getRandomValues(new Uint8Array(vaultFormat.ivBytes));
  const key = await importAesKey(kekBytes, ["encrypt"]);
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: labelAad(buildId, slotId) },
    key,
    padded,
  );
  const blob = new Uint8Array(iv.length + sealed.byteLength);
  blob.set(iv);
  blob.set(new Uint8Array(sealed), iv.length);
  return toBase64Url(blob);
}

/** The label of the slot this key opens; null when no slot carries one this key can open. */
export async function openRecipientLabel(
  header: VaultHeader,
  kekBytes: Uint8Array<ArrayBuffer>,
): Promise<string | null> {
  const key = await importAesKey(kekBytes);
  for (const slot of header.slots) {
    if (slot.label === undefined) continue;
    const blob = fromBase64Url(slot.label);
    try {
      const padded = await crypto.subtle.decrypt(
        {
          name: "AES-GCM",
          iv: blob.subarray(0, vaultFormat.ivBytes),
          additionalData: labelAad(header.build, slot.id),
        },
        key,
        blob.subarray(vaultFormat.ivBytes),
      );
      return new TextDecoder().decode(padded).trimEnd();
    } catch {
      // Another recipient's label: try the next slot.
    }
  }
  return null;
}
