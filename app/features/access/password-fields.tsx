import type { ReactNode, Ref } from "react";
import { cn } from "~/lib/cn";

type PasswordFieldsProps = {
  id: string;
  label: string;
  placeholder?: string;
  disabled: boolean;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  tone: "light" | "dark";
  onValueChange: (value: string) => void;
  value: string;
  whileTyped?: ReactNode;
};

/** The hidden username is what password managers need to offer saving the shared password. */
export function PasswordFields({
  id,
  label,
  tone,
  invalid,
  describedBy,
  inputRef,
  onValueChange,
  whileTyped,
  ...input
}: PasswordFieldsProps) {
  return (
    <>
      <input type="text" name="username" autoComplete="username" value="portfolio" readOnly hidden />
      <label htmlFor={id} className={cn("block text-sm font-medium", tone === "dark" ? "text-on-ink" : "text-ink")}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(
          "mt-2 block h-12 w-full rounded-xl border px-4 text-base transition-colors disabled:opacity-60",
          tone === "dark"
            ? "border-white/20 bg-white/5 text-on-ink placeholder:text-on-ink-muted focus:border-ember-on-ink"
            : "border-line bg-paper text-ink placeholder:text-subtle focus:border-ember",
        )}
        {...input}
      />
      {input.value && whileTyped}
    </>
  );
}
