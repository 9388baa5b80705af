import { z } from "zod";
import { inlineProseTree, proseTree } from "../prose.ts";
import { caseStudyShape } from "./case-study.ts";
import {
  colourBehindWhiteText,
  loadedImageSchema,
  metricSchema,
  privateImageSchema,
  projectIdSchema,
  text,
} from "./common.ts";

// What the build seals and the browser opens: the grid's cards and each study, every image a sealed reference.

export const projectCardSchema = z.object({
  id: projectIdSchema,
  title: text,
  company: text,
  year: text,
  category: text,
  description: text,
  image: loadedImageSchema,
  tags: z.array(text).min(3),
  metrics: z.array(metricSchema).length(3),
  background: colourBehindWhiteText,
});

export const sealedVariantSchema = z.object({
  fileId: z.string().regex(/^[0-9a-f]{32}$/),
  mime: z.enum(["image/avif", "image/webp"]),
  width: z.number().int().positive(),
});

/** The original's size shapes the image's box before it loads; the browser fetches the one variant its slot needs. */
export const sealedImageSchema = privateImageSchema.omit({ file: true }).extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z
    .array(sealedVariantSchema)
    .min(1)
    .refine(
      (variants) => variants.some((variant) => variant.mime === "image/webp"),
      "must include a WebP variant, for browsers without AVIF",
    ),
});

export const sealedStudy = caseStudyShape(sealedImageSchema, { prose: proseTree, inline: inlineProseTree });

// One index per key slot (docs/protection.md); the browser checks only its outline: AES-GCM binds it to this build.
const fileIdSchema = sealedVariantSchema.shape.fileId;
const studyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const vaultIndexSchema = z.object({
  cards: z.array(projectCardSchema.extend({ image: sealedImageSchema })),
  /** Each of their studies' key, record, and page as the build rendered it (a preview shown before the app runs). */
  studies: z.record(projectIdSchema, z.object({ key: studyKeySchema, body: fileIdSchema, preview: fileIdSchema })),
  preview: fileIdSchema,
});
