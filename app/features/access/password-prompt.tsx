import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { markOf, passwordPromptAttribute, requestAccessAttribute, requestHrefsAttribute } from "~/boot/contract";
import { PasswordPromptScript } from "~/boot/scripts";
import { viewsTarget } from "@views/browser/views-target";
import type { Access } from "@content/schema";

export const promptTitleId = "password-prompt-title";
export const promptDescriptionId = "password-prompt-description";

type PasswordPromptProps = {
  access: Access;
  /** "Request access" per site path the prompt opens for; the first stands for any other. */
  requestHrefs: Readonly<Record<string, string>>;
  children: ReactNode;
};

/** docs/product.md#password-prompt. Native, so it opens before any framework has loaded. */
export function PasswordPrompt({ access, requestHrefs, children }: PasswordPromptProps) {
  return (
    <>
      <dialog
        {...markOf(passwordPromptAttribute)}
        {...markOf(requestHrefsAttribute, JSON.stringify(requestHrefs))}
        aria-labelledby={promptTitleId}
        aria-describedby={promptDescriptionId}
        data-portfolio={access.modalPrompt.portfolio}
        data-case-study={access.modalPrompt.caseStudy}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-card bg-surface p-7 text-ink shadow-card backdrop:bg-night/60 motion-safe:open:animate-[fade-in_150ms_ease-out] motion-safe:open:backdrop:animate-[fade-in_150ms_ease-out] sm:p-9 dark:backdrop:bg-black/70"
      >
        <span className="grid size-12 place-items-center rounded-2xl bg-ember-soft text-ember">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h2 id={promptTitleId} className="mt-5 font-display text-2xl font-medium text-ink">
          {access.title}
        </h2>
        <p id={promptDescriptionId} className="mt-2 text-muted">
          {access.modalPrompt.portfolio}
        </p>
        {viewsTarget && <p className="mt-2 text-sm text-muted">{access.viewsNotice}</p>}
        {children}
        <p className="mt-7 border-t border-line pt-5 text-sm leading-relaxed text-muted">
          {access.needAccess}{" "}
          <a
            {...markOf(requestAccessAttribute)}
            href={Object.values(requestHrefs)[0]}
            className="font-semibold whitespace-nowrap text-ink underline underline-offset-4 hover:text-ember"
          >
            {access.requestAccess.label}
          </a>
        </p>
      </dialog>
      <PasswordPromptScript />
    </>
  );
}
