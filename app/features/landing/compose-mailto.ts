import { mailtoHref } from "~/lib/mailto";

export type ContactFields = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
};

export const emptyContactFields: ContactFields = { firstName: "", lastName: "", email: "", company: "", message: "" };

export function contactFieldsOf(form: HTMLFormElement): ContactFields {
  const value = (name: keyof ContactFields) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
  };
  return {
    firstName: value("firstName"),
    lastName: value("lastName"),
    email: value("email"),
    company: value("company"),
    message: value("message"),
  };
}

export function composeMailto(to: string, fields: ContactFields, subjectPrefix: string): string {
  const trimmed = {
    name: [fields.firstName, fields.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" "),
    email: fields.email.trim(),
    company: fields.company.trim(),
    message: fields.message.trim(),
  };
  if (!trimmed.name && !trimmed.email && !trimmed.company && !trimmed.message) return `mailto:${to}`;

  const sender =
    trimmed.name && trimmed.company ? `${trimmed.name} (${trimmed.company})` : trimmed.name || trimmed.company;
  const subject = sender ? `${subjectPrefix}: ${sender}` : subjectPrefix;
  const signature = [trimmed.name, trimmed.company, trimmed.email].filter(Boolean).join("\n");
  const body = [trimmed.message, signature].filter(Boolean).join("\n\n");

  return mailtoHref(to, { subject, body });
}
