import type { z } from "zod";

// The owner's words for each field, never shown to visitors: docs/decisions/017-content-model-in-the-schema.md

declare module "zod" {
  interface GlobalMeta {
    label?: string;
    hint?: string;
    /** One item of a list ("Tag" for "Tags"): its add button and each entry's name. */
    singular?: string;
    /** The `## heading` a study's index.md writes this field under, instead of its front matter. */
    section?: string;
    /** A hex colour, which the editor shows with a colour picker beside its text. */
    colourPicker?: boolean;
  }
}

export type FieldWords = Pick<z.GlobalMeta, "label" | "hint" | "singular" | "section" | "colourPicker">;

type Wrapped = { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> } };
const defOf = (schema: z.ZodType) => (schema as unknown as Wrapped).def;

export function innerSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); def.innerType && ["optional", "default"].includes(def.type); def = defOf(current)) {
    current = def.innerType;
  }
  return current;
}

export const fieldsOfGroup = (schema: z.ZodType): Record<string, z.ZodType> => defOf(innerSchema(schema)).shape ?? {};
export const kindOf = (schema: z.ZodType): string => defOf(innerSchema(schema)).type;
export const isList = (schema: z.ZodType): boolean => kindOf(schema) === "array";
export const isOptional = (schema: z.ZodType): boolean => defOf(schema).type === "optional";

export function wordsOf(schema: z.ZodType): FieldWords {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const meta = current.meta();
    if (meta?.label) return meta;
    const def = defOf(current);
    current = def.type === "pipe" ? def.in : def.innerType;
  }
  return {};
}
