import { z } from "zod";
import { recordLimits } from "../../app/lib/vault/format.ts";
import { projectIdSchema, text } from "./common.ts";

// Labels, names and study ids only: the passwords stay in the environment (docs/protection.md §8).

/** A password line's label (pipeline/passwords.ts reads lines with it): printed, never published. */
export const labelPattern = "[A-Za-z0-9_-]{1,32}";

const labelRule = "must be a password line's label: 1 to 32 letters, digits, - or _";
export const recipientLabelSchema = z
  .string()
  .regex(new RegExp(`^${labelPattern}$`), labelRule)
  .meta({
    label: "Label",
    hint: "As it starts their line in PORTFOLIO_PASSWORDS, before the colon: acme-recruiting.",
  });

/** A slot holds the name in a fixed number of bytes (docs/protection.md); four bytes a character at most. */
export const maxNameLength = recordLimits.nameBytes / 4;

/** As a line's `for "…"` name is read: NFC, its spaces collapsed. */
export const recipientNameSchema = text
  .refine((name) => [...name].length <= maxNameLength, `must be at most ${maxNameLength} characters`)
  .regex(/^\P{Cc}*$/u, "must not hold a control character")
  .transform((name) => name.normalize("NFC").replace(/\s+/g, " "))
  .meta({
    label: "Name",
    hint: 'Shown to them once unlocked (Prepared for …) and on every screen. Leave empty if their line says it with for "…".',
  });

const studyListSchema = z
  .array(projectIdSchema.meta({ label: "Case study" }))
  .min(1, "must name at least one study: leave studies out to share every one")
  .refine((ids) => new Set(ids).size === ids.length, "names a study twice")
  .meta({
    label: "Case studies",
    singular: "Case study",
    hint: "The studies their password opens, shown in the grid's order. Leave empty to share every study.",
  });

export const recipientEntrySchema = z
  .object({ name: recipientNameSchema.optional(), studies: studyListSchema.optional() })
  .strict();

/** The whole file: labels to what each recipient is given. Comments alone, or nothing, share every study with all. */
export const recipientsSchema = z
  .record(recipientLabelSchema, recipientEntrySchema, {
    // Zod reports a key its schema refuses as "Invalid key in record": the owner reads the label's own rule.
    error: (issue) => (issue.code === "invalid_key" ? labelRule : undefined),
  })
  .nullable()
  .transform((recipients) => recipients ?? {});
