import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/ecommerce-platform.ts", caseStudySchema, {
  title: "PWC",
  company: "PwC",
  role: "Design Director, Digital Services",
  date: "2021",
  tagline: "Procurement that reorders in minutes, not days.",
  overview:
    "An enterprise client's procurement teams ordered through a slow, approval-heavy B2B platform. I led research and design for a new ordering experience, simplifying catalog search, approvals and reordering, and rolled it out market by market with the client's teams.",
  tags: ["B2B Commerce", "Enterprise", "Service Design"],
  brandColor: "#a33a05",
});
