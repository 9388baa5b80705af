import { LockKeyhole } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { Access } from "@content/schema";
import { PasswordFields } from "./password-fields";
import { canDecrypt, usePasswordSubmit } from "./use-password-submit";
import { VaultProblem } from "./vault-problem";

export type PromptVariant = "portfolio" | "caseStudy";

type PasswordModalProps = {
  access: Access;
  variant: PromptVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUnlocked: () => void;
};

/** Spec §2: the prompt opened from Work or a featured card; a wrong password raises the browser alert. */
export function PasswordModal({ access, variant, open, onOpenChange, onUnlocked }: PasswordModalProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const { submit, verifying, problem } = usePasswordSubmit({
    onSuccess: () => {
      setPassword("");
      onUnlocked();
    },
    onInvalid: () => {
      window.alert(access.invalidPassword);
      setPassword("");
      inputRef.current?.focus();
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !verifying && onOpenChange(next)}>
      <DialogContent onOpenAutoFocus={(event) => (event.preventDefault(), inputRef.current?.focus())}>
        <span className="grid size-12 place-items-center rounded-2xl bg-ember-soft text-ember">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <DialogTitle className="mt-5">{access.title}</DialogTitle>
        <DialogDescription>{access.modalPrompt[variant]}</DialogDescription>
        {canDecrypt() ? (
          <form
            method="post"
            className="mt-6"
            onSubmit={(event) => {
              event.preventDefault();
              void submit(password);
            }}
          >
            <PasswordFields
              id={inputId}
              label={access.passwordLabel}
              tone="light"
              value={password}
              onValueChange={setPassword}
              disabled={verifying}
              inputRef={inputRef}
            />
            {problem && (
              <div className="mt-5">
                <VaultProblem kind={problem} problems={access.problems} onRetry={() => void submit(password)} />
              </div>
            )}
            <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={verifying}>
                  {access.modalCancelLabel}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={verifying || password === ""} aria-busy={verifying}>
                {access.modalAccessLabel}
              </Button>
            </div>
          </form>
        ) : (
          <p role="alert" className="mt-6 rounded-xl bg-sand p-4 leading-relaxed text-ink">
            {access.httpsRequired}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
