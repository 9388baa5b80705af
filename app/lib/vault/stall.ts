/** docs/product.md#fetching-and-retries */
export const vaultStallMs = 10_000;

let lastArrivalAt = 0;

export function noteArrival(): void {
  lastArrivalAt = Date.now();
}

/** Aborts once no vault file has received anything for `vaultStallMs` since this one was asked for. */
export function abortWhenStalled(controller: AbortController): () => void {
  const askedAt = Date.now();
  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    // Any file's arrival counts: a screen queued behind others still arriving waits its turn instead of being lost.
    const quietMs = Date.now() - Math.max(askedAt, lastArrivalAt);
    if (quietMs >= vaultStallMs) controller.abort();
    else timer = setTimeout(check, vaultStallMs - quietMs);
  };
  timer = setTimeout(check, vaultStallMs);
  return () => clearTimeout(timer);
}
