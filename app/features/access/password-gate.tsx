import { ArrowLeft, LockKeyhole } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import type { Access } from "@content/schema";
import { PasswordFields } from "./password-fields";
import { canDecrypt, usePasswordSubmit } from "./use-password-submit";
import { VaultProblem } from "./vault-problem";

type PasswordGateProps = { access: Access; email: string };

/** Spec §2: the full-screen gate shown instead of /projects or a case study while locked. */
export function PasswordGate({ access, email }: PasswordGateProps) {
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [invalid, setInvalid] = useState(false);
  const { submit, verifying, problem } = usePasswordSubmit({
    // Success needs nothing here: the protected page renders in place of the gate.
    onSuccess: () => undefined,
    onInvalid: () => {
      setInvalid(true);
      setPassword("");
      requestAnimationFrame(() => inputRef.current?.focus());
    },
  });
  useEffect(() => {
    // The gate is prerendered: a visitor can type before the page is interactive. Keep what they typed.
    const typed = inputRef.current?.value;
    if (typed) setPassword(typed);
  }, []);
  const mailto = `mailto:${email}?subject=${encodeURIComponent(access.accessRequestSubject)}`;

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-ink px-5 py-16 text-on-ink">
      <div className="w-full max-w-md">
        <div data-gate className="rounded-card bg-ink-soft p-8 shadow-card sm:p-10">
          <span className="grid size-14 place-items-center rounded-2xl bg-white/10 text-ember-on-ink">
            <LockKeyhole aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 font-display text-3xl font-medium">{access.title}</h1>
          <p className="mt-3 leading-relaxed text-on-ink-muted">{access.confidential}</p>
          {hydrated && !canDecrypt() ? (
            <p role="alert" className="mt-8 rounded-xl bg-white/10 p-4 leading-relaxed">
              {access.httpsRequired}
            </p>
          ) : (
            <form
              method="post"
              className="mt-8"
              onSubmit={(event) => {
                event.preventDefault();
                setInvalid(false);
                void submit(password);
              }}
            >
              <PasswordFields
                id={inputId}
                label={access.passwordLabel}
                placeholder={access.placeholder}
                tone="dark"
                value={password}
                onValueChange={(value) => {
                  setPassword(value);
                  setInvalid(false);
                }}
                disabled={verifying}
                invalid={invalid}
                describedBy={invalid ? errorId : undefined}
                inputRef={inputRef}
              />
              {invalid && (
                <p id={errorId} role="alert" className="mt-3 text-sm font-semibold text-ember-on-ink">
                  {access.invalidPassword}
                </p>
              )}
              <Button
                type="submit"
                variant="on-ink"
                size="lg"
                className="mt-6 w-full"
                disabled={!hydrated || verifying || password === ""}
                aria-busy={verifying}
              >
                {verifying ? access.verifyingLabel : access.submitLabel}
              </Button>
              {problem && (
                <div className="mt-6">
                  <VaultProblem
                    kind={problem}
                    problems={access.problems}
                    tone="dark"
                    onRetry={() => void submit(password)}
                  />
                </div>
              )}
            </form>
          )}
          <p className="mt-8 border-t border-white/10 pt-6 text-sm leading-relaxed text-on-ink-muted">
            {access.needAccess}{" "}
            <a href={mailto} className="font-semibold text-on-ink underline underline-offset-4">
              {access.contactLabel}
            </a>
          </p>
        </div>
        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-on-ink-muted hover:text-on-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {access.backHomeLabel}
        </Link>
      </div>
    </main>
  );
}
