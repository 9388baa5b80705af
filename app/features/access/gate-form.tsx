import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrerenderedForm } from "~/boot/use-prerendered-form";
import type { Access } from "@content/schema";
import { PasswordFields } from "./password-fields";
import { PrefetchGatedContent } from "./prefetch-gated-content";
import { canDecrypt, usePasswordSubmit } from "./use-password-submit";
import { VaultProblem } from "./vault-problem";

type GateFormProps = { access: Access; preloadPages: () => void };

export function GateForm({ access, preloadPages }: GateFormProps) {
  const hydrated = useHydrated();
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

  return hydrated && !canDecrypt() ? (
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
          <VaultProblem kind={problem} problems={access.problems} tone="dark" onRetry={() => void submit(password)} />
        </div>
      )}
    </form>
  );
}
