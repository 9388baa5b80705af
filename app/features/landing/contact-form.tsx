import { Send } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Landing } from "@content/schema";
import { composeMailto, contactFieldsOf, emptyContactFields, type ContactFields } from "./compose-mailto";

type ContactFormProps = { contact: Landing["contact"]; email: string };

const inputClass =
  "mt-2 block w-full rounded-xl border border-line bg-paper px-4 py-3 text-base text-ink placeholder:text-subtle transition-colors hover:border-ink/30 focus:border-ember";

export function ContactForm({ contact, email }: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  // Prerendered: what a visitor typed before the form's code ran becomes its state.
  useEffect(() => {
    if (form.current) setFields(contactFieldsOf(form.current));
  }, []);
  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  };
  const label = contact.fields;

  return (
    <form
      ref={form}
      aria-labelledby="contact-form-heading"
      className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-9 print:hidden"
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id="contact-form-heading" className="text-lg font-semibold text-ink">
        {contact.formHeading}
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field label={label.firstName}>
          <input
            name="firstName"
            autoComplete="given-name"
            value={fields.firstName}
            onChange={update}
            className={inputClass}
          />
        </Field>
        <Field label={label.lastName}>
          <input
            name="lastName"
            autoComplete="family-name"
            value={fields.lastName}
            onChange={update}
            className={inputClass}
          />
        </Field>
        <Field label={label.email}>
          <input
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={update}
            className={inputClass}
          />
        </Field>
        <Field label={label.company}>
          <input
            name="company"
            autoComplete="organization"
            value={fields.company}
            onChange={update}
            className={inputClass}
          />
        </Field>
        <Field label={label.message} className="sm:col-span-2">
          <textarea
            name="message"
            rows={5}
            value={fields.message}
            onChange={update}
            className={cn(inputClass, "resize-y")}
          />
        </Field>
      </div>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <Button asChild size="lg" variant="accent">
          <a href={composeMailto(email, fields, contact.subjectPrefix)} aria-describedby="connect-hint">
            <Send />
            {contact.connectLabel}
          </a>
        </Button>
        <p id="connect-hint" className="text-sm text-subtle">
          {contact.connectHint}
        </p>
      </div>
    </form>
  );
}

function Field({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <label className={cn("block text-sm font-medium text-ink", className)}>
      {label}
      {children}
    </label>
  );
}
