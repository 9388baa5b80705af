import "~/lib/zod-without-eval";
import { z } from "zod";
import { projectCardSchema, projectIdSchema, sealedImageSchema, sealedStudy } from "@content/schema";

/**
 * What the vault's encrypted files hold once opened. The build writes them and
 * the browser validates them with the same schemas (protection.md §3).
 */
const fileId = z.string().regex(/^[0-9a-f]{32}$/);

export const vaultImageSchema = sealedImageSchema;
export const vaultCardSchema = projectCardSchema.extend({ image: vaultImageSchema });

export const vaultIndexSchema = z.object({
  cards: z.array(vaultCardSchema),
  studies: z.record(projectIdSchema, z.object({ body: fileId })),
});

export const studyBodySchema = sealedStudy.caseStudySchema;

export type VaultImage = z.infer<typeof vaultImageSchema>;
export type VaultImageVariant = VaultImage["variants"][number];
export type VaultCard = z.infer<typeof vaultCardSchema>;
export type VaultIndex = z.infer<typeof vaultIndexSchema>;
export type StudyBody = z.infer<typeof studyBodySchema>;
