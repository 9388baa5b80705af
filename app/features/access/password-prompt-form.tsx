import { useEffect, useRef, useState, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { sitePath } from "~/lib/site-path";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrerenderedForm } from "~/boot/use-prerendered-form";
import type { Access } from "@content/schema";
import { gridPath } from "@site/routes";
import { PasswordFields } from "./password-fields";
import { canDecrypt, usePasswordSubmit } from "./use-password-submit";
import { warmVault } from "~/lib/vault/client";
import { VaultProblem } from "./vault-problem";
import { markOf, promptCancelAttribute } from "~/boot/contract";

/** Fixed, not useId: the island is hydrated in a root of its own. */
const fieldId = "password-prompt-field";

function promptTarget(form: HTMLFormElement | null): string {
  return form?.closest("dialog")?.dataset.href ?? sitePath(gridPath);
}

export function PasswordPromptForm({ access }: { access: Access }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const { submit, verifying, problem } = usePasswordSubmit({
    onSuccess: () => window.location.assign(promptTarget(form.current)),
    onInvalid: () => {
      window.alert(access.invalidPassword);
      setPassword("");
      field.current?.focus();
    },
  });
  usePrerenderedForm({ form, field, adopt: setPassword, submit: (typed) => void submit(typed) });

  if (hydrated && !canDecrypt()) {
    return (
      <p role="alert" className="mt-6 rounded-xl bg-sand p-4 leading-relaxed text-ink">
        {access.httpsRequired}
      </p>
    );
  }
  return (
    <form
      ref={form}
      method="post"
      className="mt-6"
      aria-busy={verifying}
      onSubmit={(event) => {
        event.preventDefault();
        // The field, not the state: React may replay a submit made before it hydrated the form.
        void submit(field.current?.value ?? password);
      }}
    >
      <PasswordFields
        id={fieldId}
        label={access.passwordLabel}
        tone="light"
        value={password}
        onValueChange={setPassword}
        disabled={verifying}
        inputRef={field}
        whileTyped={<PrefetchTarget form={form} />}
      />
      {problem && (
        <div className="mt-5">
          <VaultProblem kind={problem} problems={access.problems} onRetry={() => void submit(password)} />
        </div>
      )}
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* Closed by the dialog's own script, which runs before this form's code. */}
        <Button type="button" variant="outline" disabled={verifying} {...markOf(promptCancelAttribute)}>
          {access.modalCancelLabel}
        </Button>
        <Button type="submit" disabled={verifying}>
          {access.modalAccessLabel}
        </Button>
      </div>
    </form>
  );
}

function PrefetchTarget({ form }: { form: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    void warmVault();
    const page = Object.assign(document.createElement("link"), { rel: "prefetch", href: promptTarget(form.current) });
    document.head.append(page);
  }, [form]);
  return null;
}
