import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { Access, Site } from "@content/schema";
import { useAuth } from "~/private-content/auth-provider";
import { PasswordGate } from "./password-gate";
import { UnlockedHeader } from "./unlocked-header";
import { useLockPortfolio } from "./use-lock-portfolio";
import { usePreviewEnd } from "~/private-content/use-preview-end";
import { ViewReports } from "~/private-content/view-reports";
import { vaultQueryClient } from "~/private-content/vault-query";

type ProtectedPageProps = {
  access: Access;
  site: Site;
  requestAccessHref: string;
  preloadPages: () => void;
  children: ReactNode;
};

/** docs/product.md#password-gate and #access-state */
export function ProtectedPage({ access, site, requestAccessHref, preloadPages, children }: ProtectedPageProps) {
  const { status } = useAuth();
  const lock = useLockPortfolio();
  const hydrated = useHydrated();
  // Before hydration, "locked" means nothing yet.
  usePreviewEnd(status === "locked" && hydrated);

  if (status === "locked") {
    return <PasswordGate access={access} requestAccessHref={requestAccessHref} preloadPages={preloadPages} />;
  }
  if (status === "checking") {
    return (
      <main
        id="main"
        aria-busy="true"
        className="grid min-h-dvh place-items-center bg-night text-on-ink-muted dark:bg-paper"
      >
        <p>{access.checkingLabel}</p>
      </main>
    );
  }
  return (
    <QueryClientProvider client={vaultQueryClient}>
      <UnlockedHeader access={access} site={site} onLock={lock} />
      {children}
      <ViewReports />
    </QueryClientProvider>
  );
}
