import { queryOptions, skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "./auth-provider";
import { openImage, openJson, vaultBuildId, type VaultSession } from "~/lib/vault/client";
import { isStudyBody, isVaultIndex, type VaultImage, type VaultImageVariant } from "./vault-payload";
import { problemKind, type VaultError } from "~/lib/vault/format";
import { trackBlobUrl } from "./vault-query";
import { takeDecryptedImage } from "./decrypted-images";

function requireSession(session: VaultSession | null): VaultSession {
  if (!session) throw new Error("The vault is locked");
  return session;
}

/** The decrypted index: the seven cards and where each study's body lives. */
export function useVaultIndex() {
  const { session } = useAuth();
  return useQuery({
    queryKey: ["vault", vaultBuildId, "index"],
    queryFn: () => {
      const { contentKey, indexId } = requireSession(session);
      return openJson(contentKey, indexId, isVaultIndex);
    },
    enabled: session !== null,
  });
}

function studyBodyQuery(session: VaultSession | null, fileId: string | undefined) {
  return queryOptions({
    queryKey: ["vault", vaultBuildId, "study", fileId],
    queryFn: () => openJson(requireSession(session).contentKey, fileId ?? "", isStudyBody),
    enabled: session !== null && fileId !== undefined,
  });
}

export function useStudyBody(id: string) {
  const { session } = useAuth();
  const index = useVaultIndex();
  const study = useQuery(studyBodyQuery(session, index.data?.studies[id]?.body));
  // The study waits on the index: its failure is the study's failure, and its retry retries both.
  if (index.error) return { ...study, error: index.error, refetch: index.refetch };
  return index.isPaused ? { ...study, isPaused: true } : study;
}

/**
 * Every study's text, fetched and decrypted while the visitor reads the grid
 * (a few kilobytes each), so a case study opens with its words at once. Once
 * the grid has shown and the browser is idle: the grid's own covers come first.
 */
export function usePrefetchStudyBodies() {
  const { session } = useAuth();
  const index = useVaultIndex();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session || !index.data) return;
    const studies = Object.values(index.data.studies);
    const idle = whenIdle(() => {
      for (const { body } of studies) void queryClient.prefetchQuery(studyBodyQuery(session, body));
    });
    return idle.cancel;
  }, [session, index.data, queryClient]);
}

/** After the browser's current work (at most a second later); Safari has no requestIdleCallback. */
function whenIdle(work: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return { cancel: () => cancelIdleCallback(handle) };
  }
  const handle = setTimeout(work, 200);
  return { cancel: () => clearTimeout(handle) };
}

/**
 * An image is fetched and decrypted only when a component shows it, in the
 * one variant its slot needs. When the slot outgrows that variant, the wider
 * one replaces it without going back to the placeholder.
 */
export function useVaultImageUrl(image: VaultImage, variant: VaultImageVariant | undefined, priority: boolean) {
  const { session } = useAuth();
  return useQuery({
    queryKey: ["vault", vaultBuildId, "image", variant?.fileId],
    queryFn:
      session && variant
        ? async () =>
            trackBlobUrl(
              URL.createObjectURL(
                await openImage(session.contentKey, variant.fileId, variant.mime, priority ? "high" : "auto"),
              ),
            )
        : skipToken,
    // The preview's largest image, decrypted before the app ran: shown as it is.
    initialData: () => {
      const decrypted = variant && takeDecryptedImage(variant.fileId);
      return decrypted ? trackBlobUrl(decrypted) : undefined;
    },
    placeholderData: (previous, previousQuery) =>
      image.variants.some((other) => other.fileId === previousQuery?.queryKey[3]) ? previous : undefined,
  });
}

/**
 * Why a vault query shows nothing, if it cannot show anything: its error, or,
 * offline, the connection it is waiting for (the fetch is paused, not failed).
 */
export function queryProblem(query: { error: unknown; isPaused: boolean; data: unknown }): VaultError["kind"] | null {
  if (query.error) return problemKind(query.error);
  return query.isPaused && query.data === undefined ? "network" : null;
}
