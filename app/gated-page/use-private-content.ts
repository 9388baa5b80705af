import { queryOptions, skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "./auth-provider";
import { openImage, openJson, vaultBuildId, type VaultSession } from "~/lib/vault/client";
import { isStudyBody, type VaultImage, type VaultImageVariant } from "./vault-payload";
import { problemKind, type VaultError } from "~/lib/vault/format";
import { trackBlobUrl } from "./vault-query";
import { takeDecrypted } from "./decrypted-files";
import { useImagesStudy } from "./study-images";
import { openVaultIndex, type StudyFiles } from "./vault-index";

function requireSession(session: VaultSession | null): VaultSession {
  if (!session) throw new Error("The vault is locked");
  return session;
}

// The preview's failures are opened again here: their errors are the boot bundle's, unknown to the query's retries.
function takenOver<Payload>(handed: Promise<Payload> | undefined, open: () => Promise<Payload>): Promise<Payload> {
  return handed?.catch(open) ?? open();
}

export function useVaultIndex() {
  const { session } = useAuth();
  return useQuery({
    queryKey: ["vault", vaultBuildId, "index"],
    queryFn: () => {
      const opened = requireSession(session);
      return takenOver(takeDecrypted("index", opened.indexId), () => openVaultIndex(opened));
    },
    enabled: session !== null,
  });
}

function studyBodyQuery(files: StudyFiles | undefined) {
  return queryOptions({
    queryKey: ["vault", vaultBuildId, "study", files?.body],
    queryFn: files
      ? () => takenOver(takeDecrypted("body", files.body), () => openJson(files.key, files.body, isStudyBody))
      : skipToken,
  });
}

/** `notShared`: the recipient's index has no key to the study, so nothing of it is fetched. */
export function useStudyBody(id: string) {
  const index = useVaultIndex();
  const files = index.data?.studies.get(id);
  const study = { ...useQuery(studyBodyQuery(files)), notShared: index.data !== undefined && files === undefined };
  // The study waits on the index, so the index's failure is the study's and its retry retries both.
  if (index.error) return { ...study, error: index.error, refetch: index.refetch };
  return index.isPaused ? { ...study, isPaused: true } : study;
}

/** One study per idle period: all in one callback made a 140 ms task on a phone-speed CPU, blocking the grid's taps. */
export function usePrefetchStudyBodies() {
  const index = useVaultIndex();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!index.data) return;
    const studies = [...index.data.studies.values()];
    const prefetchNext = () => {
      const files = studies.shift();
      if (files === undefined) return;
      void queryClient.prefetchQuery(studyBodyQuery(files));
      idle = whenIdle(prefetchNext);
    };
    let idle = whenIdle(prefetchNext);
    return () => idle.cancel();
  }, [index.data, queryClient]);
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

/** A slot that outgrows its variant keeps showing it until the wider one arrives; sealed under its study's key. */
export function useVaultImageUrl(image: VaultImage, variant: VaultImageVariant | undefined, priority: boolean) {
  const study = useImagesStudy();
  const key = useVaultIndex().data?.studies.get(study)?.key;
  return useQuery({
    queryKey: ["vault", vaultBuildId, "image", variant?.fileId],
    queryFn:
      key && variant
        ? async () =>
            trackBlobUrl(
              URL.createObjectURL(await openImage(key, variant.fileId, variant.mime, priority ? "high" : "auto")),
            )
        : skipToken,
    initialData: () => {
      const decrypted = variant && takeDecrypted("image", variant.fileId);
      return decrypted ? trackBlobUrl(decrypted) : undefined;
    },
    placeholderData: (previous, previousQuery) =>
      image.variants.some((other) => other.fileId === previousQuery?.queryKey[3]) ? previous : undefined,
  });
}

export function queryProblem(query: { error: unknown; isPaused: boolean; data: unknown }): VaultError["kind"] | null {
  if (query.error) return problemKind(query.error);
  return query.isPaused && query.data === undefined ? "network" : null;
}
