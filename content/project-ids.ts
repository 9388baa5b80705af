import { z } from "zod";
import { parseContent } from "./parse-content.ts";
import { projectIdSchema } from "./schema.ts";

/** Case studies in display order. Ids are public (URL segments); the rest, beyond the featured cards, is private. */
export const projectIds = parseContent(
  "content/project-ids.ts",
  z
    .array(projectIdSchema)
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, "ids must be unique"),
  ["enterprise-crm", "mobile-banking", "ai-dashboard", "ecommerce-platform", "bissell", "entelo", "cvs"],
);

export type ProjectId = (typeof projectIds)[number];
