import { useEffect } from "react";
import { warmVault } from "~/lib/vault/client";

/** While the visitor types, so only key derivation is left after submit. */
export function PrefetchGatedContent({ preloadPages }: { preloadPages: () => void }) {
  useEffect(() => {
    void warmVault();
    preloadPages();
  }, [preloadPages]);
  return null;
}
