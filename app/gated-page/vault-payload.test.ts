import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sealedImageSchema, sealedStudy, vaultIndexSchema } from "@content/schema";
import { isStudyBody, isVaultImage, isVaultIndex } from "./vault-payload";

// Read through JSON Schema, not the outline's own derivation, so a required field the browser skips is caught.
type JsonSchema = { type?: string; required?: string[]; properties?: Record<string, JsonSchema> };
const kinds: Record<string, unknown> = { string: "text", number: 1, integer: 1, array: [], object: {} };

/** A record with a value of the right kind for each field the schema requires, and those fields. */
function smallestRecord(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  const required = json.required ?? [];
  const record = Object.fromEntries(required.map((field) => [field, kinds[json.properties?.[field]?.type ?? ""]]));
  return { required, record };
}

describe("the browser's checks of what decrypts", () => {
  it.each([
    ["a study", sealedStudy.caseStudySchema, isStudyBody],
    ["a sealed image", sealedImageSchema, isVaultImage],
    ["the vault's index", vaultIndexSchema, isVaultIndex],
  ] as const)("refuse %s without any one field the schema requires", (_, schema, check) => {
    const { required, record } = smallestRecord(schema);
    expect(required.length).toBeGreaterThan(2);
    expect(check(record)).toBe(true);
    for (const field of required) {
      const without = Object.fromEntries(Object.entries(record).filter(([key]) => key !== field));
      expect(check(without), field).toBe(false);
    }
  });
});
