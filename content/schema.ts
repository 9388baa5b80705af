import type { z } from "zod";
import type { caseStudySchema, studyDocumentSchema } from "./schema/case-study.ts";
import type { contactLinkSchema, navItemSchema, siteSchema } from "./schema/site.ts";
import type { featuredProjectSchema } from "./schema/featured.ts";
import type { iconSchema, privateImageSchema } from "./schema/common.ts";
import type { landingSchema } from "./schema/landing.ts";
import type { themeSchema } from "./schema/theme.ts";
import type {
  projectCardSchema,
  sealedImageSchema,
  sealedStudy,
  sealedVariantSchema,
  vaultIndexSchema,
} from "./schema/vault.ts";

// Types inferred from the schemas, so a field renamed there is a type error wherever it is shown (decision 017).

export * from "./schema/common.ts";
export * from "./schema/site.ts";
export * from "./schema/landing.ts";
export * from "./schema/featured.ts";
export * from "./schema/case-study.ts";
export * from "./schema/vault.ts";
export * from "./schema/access.ts";
export * from "./schema/recipients.ts";
export * from "./schema/theme.ts";
export type { FieldWords } from "./schema/meta.ts";

export type Site = z.infer<typeof siteSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type ContactLink = z.infer<typeof contactLinkSchema>;
export type IconName = z.infer<typeof iconSchema>;
export type Landing = z.infer<typeof landingSchema>;
export type FeaturedProject = z.infer<typeof featuredProjectSchema>;
export type Gradient = FeaturedProject["gradient"];
export type PrivateImage = z.infer<typeof privateImageSchema>;
export type ProjectCard = z.infer<typeof projectCardSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type StudyDocument = z.infer<typeof studyDocumentSchema>;
export type SealedImage = z.infer<typeof sealedImageSchema>;
export type SealedVariant = z.infer<typeof sealedVariantSchema>;
export type SealedStudy = z.infer<typeof sealedStudy.caseStudySchema>;
export type SealedScreen = z.infer<typeof sealedStudy.screenSchema>;
export type SealedGallery = z.infer<typeof sealedStudy.gallerySchema>;
export type Theme = z.infer<typeof themeSchema>;
export type TypefaceName = Theme["typeface"];
export type VaultIndex = z.infer<typeof vaultIndexSchema>;
export type VaultCard = VaultIndex["cards"][number];
export type { InlineProse, Prose, ProseBlock, ProseInline } from "./prose.ts";
