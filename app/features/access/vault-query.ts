import { QueryClient } from "@tanstack/react-query";
import { VaultError } from "~/lib/vault/format";

/** Blob URLs of decrypted images, revoked when their query leaves the cache or the visitor locks. */
const blobUrls = new Set<string>();

export function trackBlobUrl(url: string): string {
  blobUrls.add(url);
  return url;
}

/**
 * Spec §7's client defaults: 3 retries with exponential backoff from 1 s up to
 * 30 s, garbage collection after 5 minutes. Only network failures are retried:
 * a missing or tampered file will not heal by asking again (protection.md §5).
 */
export const vaultQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => error instanceof VaultError && error.kind === "network" && failureCount < 3,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60 * 1000,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    },
  },
});

vaultQueryClient.getQueryCache().subscribe((event) => {
  const data: unknown = event.query.state.data;
  if (event.type === "removed" && typeof data === "string" && blobUrls.delete(data)) URL.revokeObjectURL(data);
});

/** Logout: drop every decrypted value and revoke every image URL. */
export function forgetDecryptedContent(): void {
  vaultQueryClient.clear();
  for (const url of blobUrls) URL.revokeObjectURL(url);
  blobUrls.clear();
}
