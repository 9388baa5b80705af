import { z } from "zod";
import { caseStudySchema, privateImageSchema, projectCardSchema, projectIdSchema } from "@content/schema";

/**
 * What the vault's encrypted files hold once opened. The build writes them and
 * the browser validates them with the same schemas (protection.md §3).
 */
const fileId = z.string().regex(/^[0-9a-f]{32}$/);

export const vaultImageSchema = privateImageSchema.omit({ file: true }).extend({
  fileId,
  mime: z.enum(["image/webp", "image/png", "image/jpeg", "image/avif"]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const vaultCardSchema = projectCardSchema.extend({ image: vaultImageSchema });

export const vaultIndexSchema = z.object({
  cards: z.array(vaultCardSchema),
  studies: z.record(projectIdSchema, z.object({ body: fileId })),
});

export const studyBodySchema = caseStudySchema;

export type VaultImage = z.infer<typeof vaultImageSchema>;
export type VaultCard = z.infer<typeof vaultCardSchema>;
export type VaultIndex = z.infer<typeof vaultIndexSchema>;
export type StudyBody = z.infer<typeof studyBodySchema>;
