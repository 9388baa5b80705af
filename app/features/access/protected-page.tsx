import { QueryClientProvider } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { sitePath } from "~/lib/site-path";
import type { Access, Site } from "@content/schema";
import { useAuth } from "./auth-provider";
import { PasswordGate } from "./password-gate";
import { useLockPortfolio } from "./use-lock-portfolio";
import { vaultQueryClient } from "./vault-query";

type ProtectedPageProps = { access: Access; site: Site; children: ReactNode };

/**
 * Spec §2 and §4: the gate while locked, the page once this build's content
 * key is in memory. A stored key being checked shows a short neutral state.
 */
export function ProtectedPage({ access, site, children }: ProtectedPageProps) {
  const { status } = useAuth();
  const lock = useLockPortfolio();

  if (status === "locked") return <PasswordGate access={access} email={site.email} />;
  if (status === "checking") {
    return (
      <main id="main" aria-busy="true" className="grid min-h-dvh place-items-center bg-ink text-on-ink-muted">
        <p>{access.checkingLabel}</p>
      </main>
    );
  }
  return (
    <QueryClientProvider client={vaultQueryClient}>
      <header className="sticky top-0 z-40 border-b border-line/80 bg-paper/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5 sm:px-8">
          <a href={sitePath("/")} className="flex items-center gap-3 rounded-lg">
            <img src={sitePath(site.logo.src)} alt={site.logo.alt} width={36} height={36} className="size-9" />
            <span aria-hidden="true" className="hidden font-display text-lg font-medium text-ink sm:block">
              {site.name}
            </span>
          </a>
          <Button variant="outline" onClick={lock}>
            <Lock />
            {access.lockLabel}
          </Button>
        </div>
      </header>
      {children}
    </QueryClientProvider>
  );
}
