import { ArrowLeft, LockKeyhole, Mail, RotateCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { sitePath } from "~/lib/site-path";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrerenderedForm } from "~/boot/use-prerendered-form";
import type { Access } from "@content/schema";
import { PasswordFields } from "./password-fields";
import { PrefetchGatedContent } from "./prefetch-gated-content";
import { canDecrypt, usePasswordSubmit } from "./use-password-submit";
import { VaultProblem } from "./vault-problem";
import { gateAttribute, markOf } from "~/boot/contract";
import { viewsTarget } from "~/lib/views/views-target";

type PasswordGateProps = { access: Access; requestAccessHref: string; preloadPages: () => void };

/** docs/product.md#password-gate */
export function PasswordGate({ access, requestAccessHref, preloadPages }: PasswordGateProps) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const inputId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [invalid, setInvalid] = useState(false);
  const { submit, verifying, problem } = usePasswordSubmit({
    // The protected page renders in place of the gate.
    onSuccess: () => undefined,
    onInvalid: () => {
      setInvalid(true);
      setPassword("");
      requestAnimationFrame(() => inputRef.current?.focus());
    },
  });
  usePrerenderedForm({ form: formRef, field: inputRef, adopt: setPassword, submit: (typed) => void submit(typed) });

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
          {hydrated && !canDecrypt() ? (
            <p role="alert" className="mt-8 rounded-xl bg-white/10 p-4 leading-relaxed">
              {access.httpsRequired}
            </p>
          ) : (
            <form
              ref={formRef}
              method="post"
              className="mt-8 code-unavailable:hidden"
              onSubmit={(event) => {
                event.preventDefault();
                setInvalid(false);
                // The field, not the state: React may replay a submit made before it hydrated the form.
                void submit(inputRef.current?.value ?? password);
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
                whileTyped={<PrefetchGatedContent preloadPages={preloadPages} />}
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
                disabled={verifying}
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
