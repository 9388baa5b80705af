import { z } from "zod";
import { metricSchema, projectIdSchema, text } from "./common.ts";

export const gradientNames = ["navy", "magenta", "teal"] as const;

export const featuredProjectSchema = z.object({
  id: projectIdSchema.meta({
    label: "Case study it opens",
    hint: 'The folder name of a case study, e.g. "enterprise-crm".',
  }),
  company: text.meta({ label: "Company" }),
  role: text.meta({ label: "Your role" }),
  title: text.meta({ label: "Title" }),
  description: text.meta({ label: "Description", hint: "Public: shown before any password." }),
  metrics: z.array(metricSchema).length(3).meta({ label: "Figures", singular: "Figure", hint: "Exactly three." }),
  tags: z.array(text).min(1).meta({ label: "Tags", singular: "Tag" }),
  impact: text.meta({ label: "Impact", hint: "One sentence on what changed." }),
  gradient: z.enum(gradientNames).meta({ label: "Colour", hint: "The card's background." }),
});
