import { ArrowLeft, LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Access } from "@content/schema";

type LockedNoticeProps = { access: Access; email: string };

/** Shown on the confidential routes; the password form that opens them arrives with the vault. */
export function LockedNotice({ access, email }: LockedNoticeProps) {
  const mailto = `mailto:${email}?subject=${encodeURIComponent(access.accessRequestSubject)}`;
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-ink px-5 py-16 text-on-ink">
      <div className="w-full max-w-md rounded-card bg-ink-soft p-8 text-center shadow-card sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-white/10 text-ember-on-ink">
          <LockKeyhole aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-medium">{access.title}</h1>
        <p className="mt-3 leading-relaxed text-on-ink-muted">{access.confidential}</p>
        <p className="mt-8 text-sm text-on-ink-muted">
          {access.needAccess}{" "}
          <a href={mailto} className="font-semibold text-on-ink underline underline-offset-4">
            {access.contactLabel}
          </a>
        </p>
        <Button asChild variant="on-ink" className="mt-8">
          <Link to="/">
            <ArrowLeft />
            {access.backHomeLabel}
          </Link>
        </Button>
      </div>
    </main>
  );
}
