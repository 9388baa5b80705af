import { ArrowLeft, LockKeyhole, Mail, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { sitePath } from "~/lib/site-path";
import type { Access } from "@content/schema";
import { gateAttribute, markOf } from "~/boot/contract";
import { viewsTarget } from "@views/browser/views-target";

type PasswordGateProps = { access: Access; requestAccessHref: string; children: ReactNode };

export function PasswordGate({ access, requestAccessHref, children }: PasswordGateProps) {
  const { pathname } = useLocation();

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-night px-5 py-16 text-on-ink dark:bg-paper">
      <div className="w-full max-w-md">
        <div
          {...markOf(gateAttribute)}
          className="rounded-card bg-night-soft p-8 shadow-card sm:p-10 dark:ring-1 dark:ring-white/10"
        >
          <span className="grid size-14 place-items-center rounded-2xl bg-white/10 text-ember-on-ink">
            <LockKeyhole aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 font-display text-3xl font-medium">{access.title}</h1>
          <p className="mt-3 leading-relaxed text-on-ink-muted">{access.confidential}</p>
          {viewsTarget && <p className="mt-3 text-sm leading-relaxed text-on-ink-muted">{access.viewsNotice}</p>}
          {/* Filled by the head script when a recipient link did not open the vault. */}
          <p
            role="status"
            className="mt-6 hidden rounded-xl bg-white/10 p-4 leading-relaxed link-refused:block link-unreachable:block link-missing:block link-integrity:block"
          >
            <span className="hidden link-refused:inline">{access.linkRefused}</span>
            <span className="hidden link-unreachable:inline">{access.problems.network}</span>
            <span className="hidden link-missing:inline">{access.problems.missing}</span>
            <span className="hidden link-integrity:inline">{access.problems.integrity}</span>
          </p>
          {children}
          <div className="mt-8 hidden code-unavailable:block">
            <p className="leading-relaxed">{access.problems.missing}</p>
            <Button asChild variant="on-ink" className="mt-4">
              <a href={sitePath(pathname)}>
                <RotateCw />
                {access.problems.reloadLabel}
              </a>
            </Button>
          </div>
          <div className="mt-8 border-t border-white/10 pt-6">
            <p className="text-sm leading-relaxed text-on-ink-muted">{access.needAccess}</p>
            <Button asChild variant="ghost-on-ink" className="mt-4 border border-white/25 hover:border-white/50">
              <a href={requestAccessHref}>
                <Mail aria-hidden="true" />
                {access.requestAccess.label}
              </a>
            </Button>
          </div>
        </div>
        <a
          href={sitePath("/")}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-on-ink-muted hover:text-on-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {access.backHomeLabel}
        </a>
      </div>
    </main>
  );
}
