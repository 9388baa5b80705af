import { parseDocument } from "yaml";
import { wordsOf } from "../../content/schema/meta.ts";
import { labelPattern, maxNameLength, recipientEntrySchema, recipientLabelSchema } from "../../content/schema.ts";
import { recipientsFile } from "../../pipeline/content/recipients-file.ts";
import type { EditorField } from "./editor-config.ts";

// A Decap form is a list, so documents.ts turns recipients.yaml's mapping into `{ recipients: [...] }` and back.

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function words(schema: Parameters<typeof wordsOf>[0]): { label: string; hint?: string; label_singular?: string } {
  const { label, hint, singular } = wordsOf(schema);
  if (!label) throw new Error("content/schema/recipients.ts: a field has no label for the editor (.meta)");
  return { label, ...(hint && { hint }), ...(singular && { label_singular: singular }) };
}

export const recipientsPage = {
  name: "recipients",
  label: "Recipients",
  file: recipientsFile,
  form: () => recipientsForm([]),
};

export function recipientsForm(studyIds: readonly string[]): EditorField[] {
  const { name, studies } = recipientEntrySchema.shape;
  return [
    {
      name: "recipients",
      label: "Recipients",
      label_singular: "Recipient",
      widget: "list",
      summary: "{{fields.label}}",
      hint: "Who sees which case studies, by the label of their line in PORTFOLIO_PASSWORDS. A recipient not listed, or listed without case studies, is given every study, as is the shared password.",
      fields: [
        {
          name: "label",
          widget: "string",
          required: true,
          ...words(recipientLabelSchema),
          pattern: [`^${labelPattern}$`, "1 to 32 letters, digits, - or _, as before the colon of their line"],
        },
        {
          name: "name",
          widget: "string",
          required: false,
          ...words(name),
          pattern: [`^[\\s\\S]{0,${maxNameLength}}$`, `at most ${maxNameLength} characters`],
        },
        {
          name: "studies",
          widget: "select",
          multiple: true,
          required: false,
          options: [...studyIds],
          ...words(studies),
        },
      ],
    },
  ];
}

export function recipientsToForm(data: unknown): Data {
  const entries = isRecord(data) ? Object.entries(data) : [];
  return { recipients: entries.map(([label, entry]) => ({ label, ...(isRecord(entry) ? entry : {}) })) };
}

/** The form's list as the file's mapping; a comment-only file the owner left without recipients stays as it was. */
export function recipientsFromForm(form: Data, original: string | undefined): Data | undefined {
  const list = Array.isArray(form.recipients) ? form.recipients : [];
  const mapping = Object.fromEntries(
    list.filter(isRecord).map(({ label, ...entry }) => [String(label), entry] as const),
  );
  const before: unknown = original === undefined ? undefined : parseDocument(original).toJS();
  return Object.keys(mapping).length === 0 && !isRecord(before) ? undefined : mapping;
}
