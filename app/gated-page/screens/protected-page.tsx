import { QueryClientProvider } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { Access, Site } from "@content/schema";
import { useAuth } from "~/gated-page/auth-provider";
import { GateForm } from "~/features/access/gate-form";
import { PasswordGate } from "./password-gate";
import { UnlockedHeader } from "~/features/access/unlocked-header";
import { useLockPortfolio } from "~/features/access/use-lock-portfolio";
import { usePreviewEnd } from "~/gated-page/use-preview-end";
import { ViewReports } from "~/gated-page/view-reports";
import { vaultQueryClient } from "~/gated-page/vault-query";
import { RecipientContext, usePrintedMark } from "~/gated-page/recipient";

type ProtectedPageProps = {
  access: Access;
  site: Site;
  requestAccessHref: string;
  preloadPages: () => void;
  children: ReactNode;
};

export function ProtectedPage({ access, site, requestAccessHref, preloadPages, children }: ProtectedPageProps) {
  const { status, session } = useAuth();
  const lock = useLockPortfolio();
  const hydrated = useHydrated();
  const recipientName = session?.recipient.name ?? null;
  const recipient = useMemo(
    () => (recipientName === null ? null : { name: recipientName, words: access.recipient }),
    [recipientName, access.recipient],
  );
  usePrintedMark(recipient);
  // Before hydration, "locked" means nothing yet.
  usePreviewEnd(status === "locked" && hydrated);

  if (status === "locked") {
    return (
      <PasswordGate access={access} requestAccessHref={requestAccessHref}>
        <GateForm access={access} preloadPages={preloadPages} />
      </PasswordGate>
    );
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
      <RecipientContext value={recipient}>
        <UnlockedHeader access={access} site={site} onLock={lock} />
        {children}
      </RecipientContext>
      <ViewReports notice={access.viewsNotice} />
    </QueryClientProvider>
  );
}
