import { openJson, type VaultSession } from "~/lib/vault/client";
import { importKeyText, VaultError } from "~/lib/vault/format";
import { isStudyFiles, isVaultIndex, type VaultCard } from "./vault-payload";

export type StudyFiles = { key: CryptoKey; body: string; preview: string };

/** A study not among `studies` is one whose key the recipient was not given (docs/protection.md §8). */
export type OpenedIndex = { cards: VaultCard[]; preview: string; studies: ReadonlyMap<string, StudyFiles> };

export async function openVaultIndex({ indexKey, indexId }: VaultSession): Promise<OpenedIndex> {
  const index = await openJson(indexKey, indexId, isVaultIndex);
  const studies = await Promise.all(
    Object.entries(index.studies).map(async ([id, files]: [string, unknown]) => {
      if (!isStudyFiles(files)) throw new VaultError("integrity", "decrypted content is not what this build wrote");
      return [id, { key: await importKeyText(files.key), body: files.body, preview: files.preview }] as const;
    }),
  );
  return { cards: index.cards, preview: index.preview, studies: new Map(studies) };
}
