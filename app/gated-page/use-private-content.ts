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
  // The study waits on the index, so the index's failure is the study's and its retry retries both.
  if (index.error) return { ...study, error: index.error, refetch: index.refetch };
  return index.isPaused ? { ...study, isPaused: true } : study;
}

/** One study per idle period: all in one callback made a 140 ms task on a phone-speed CPU, blocking the grid's taps. */
export function usePrefetchStudyBodies() {
  const { session } = useAuth();
  const index = useVaultIndex();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session || !index.data) return;
    const bodies = Object.values(index.data.studies).map((study) => study.body);
    const prefetchNext = () => {
      const body = bodies.shift();
      if (body === undefined) return;
      void queryClient.prefetchQuery(studyBodyQuery(session, body));
      idle = whenIdle(prefetchNext);
    };
    let idle = whenIdle(prefetchNext);
    return () => idle.cancel();
  }, [session, index.data, queryClient]);
}

/** Safari has no requestIdleCallback. */
function whenIdle(work: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return { cancel: () => cancelIdleCallback(handle) };
  }
  const handle = setTimeout(work, 200);
  return { cancel: () => clearTimeout(handle) };
}

/** A slot that outgrows its variant keeps showing it until the wider one arrives. */
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
    // Decrypted by the preview before the app ran.
    initialData: () => {
      const decrypted = variant && takeDecryptedImage(variant.fileId);
      return decrypted ? trackBlobUrl(decrypted) : undefined;
    },
    placeholderData: (previous, previousQuery) =>
      image.variants.some((other) => other.fileId === previousQuery?.queryKey[3]) ? previous : undefined,
  });
}

/** Offline, the fetch is paused, not failed. */
export function queryProblem(query: { error: unknown; isPaused: boolean; data: unknown }): VaultError["kind"] | null {
  if (query.error) return problemKind(query.error);
  return query.isPaused && query.data === undefined ? "network" : null;
}
