import { useQuery } from "@tanstack/react-query";
import { useAuth } from "./auth-provider";
import { fetchHeader, openImage, openJson, vaultBuildId } from "./vault-client";
import { studyBodySchema, vaultIndexSchema, type VaultImage } from "./vault-payload";
import { trackBlobUrl } from "./vault-query";

function requireKey(contentKey: CryptoKey | null): CryptoKey {
  if (!contentKey) throw new Error("The vault is locked");
  return contentKey;
}

/** The decrypted index: the seven cards and where each study's body lives. */
export function useVaultIndex() {
  const { contentKey } = useAuth();
  return useQuery({
    queryKey: ["vault", vaultBuildId, "index"],
    queryFn: async () => openJson(requireKey(contentKey), (await fetchHeader()).index, vaultIndexSchema),
    enabled: contentKey !== null,
  });
}

export function useStudyBody(id: string) {
  const { contentKey } = useAuth();
  const index = useVaultIndex();
  const fileId = index.data?.studies[id]?.body;
  return useQuery({
    queryKey: ["vault", vaultBuildId, "study", fileId],
    queryFn: () => openJson(requireKey(contentKey), fileId ?? "", studyBodySchema),
    enabled: contentKey !== null && fileId !== undefined,
  });
}

/** An image is fetched and decrypted only when a component shows it. */
export function useVaultImageUrl(image: VaultImage) {
  const { contentKey } = useAuth();
  return useQuery({
    queryKey: ["vault", vaultBuildId, "image", image.fileId],
    queryFn: async () =>
      trackBlobUrl(URL.createObjectURL(await openImage(requireKey(contentKey), image.fileId, image.mime))),
    enabled: contentKey !== null,
  });
}
