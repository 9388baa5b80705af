import { QueryClient } from "@tanstack/react-query";
import { VaultError } from "~/lib/vault/format";

const blobUrls = new Set<string>();

export function trackBlobUrl(url: string): string {
  blobUrls.add(url);
  return url;
}

/** Retries only network failures: a missing or tampered file will not heal (docs/product.md#fetching-and-retries). */
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

export function forgetDecryptedContent(): void {
  vaultQueryClient.clear();
  for (const url of blobUrls) URL.revokeObjectURL(url);
  blobUrls.clear();
}
