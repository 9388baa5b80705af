import type { z } from "zod";
import type { Outline } from "../../app/lib/vault/payload.ts";
import { fieldsOfGroup, isOptional, kindOf } from "./meta.ts";
import { sealedImageSchema, sealedStudy, vaultIndexSchema } from "./vault.ts";

// The browser ships no zod: it checks what decrypts against these outlines, which the build inlines.

const outlineKinds: Record<string, Outline[string]> = {
  string: "string",
  enum: "string",
  number: "number",
  array: "array",
  object: "object",
  record: "object",
};

function outlineOf(schema: z.ZodType): Outline {
  return Object.fromEntries(
    Object.entries(fieldsOfGroup(schema)).flatMap(([name, field]) => {
      const kind = outlineKinds[kindOf(field)];
      return isOptional(field) || !kind ? [] : [[name, kind]];
    }),
  );
}

export const vaultOutlines = {
  index: outlineOf(vaultIndexSchema),
  card: outlineOf(vaultIndexSchema.shape.cards.element),
  studyFiles: outlineOf(vaultIndexSchema.shape.studies.valueType),
  image: outlineOf(sealedImageSchema),
  study: outlineOf(sealedStudy.caseStudySchema),
};
