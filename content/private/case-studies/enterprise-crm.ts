import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/enterprise-crm.ts", caseStudySchema, {
  title: "Chase Private Client Mobile Navigation",
  company: "JPMorgan Chase",
  role: "Design Lead, Private Client",
  date: "2019-2020",
  tagline: "Two taps from banking to wealth for the bank's most valuable clients.",
  overview:
    "Private-client investors used the Chase app daily for banking but left it to check their investments. I led the redesign of the app's navigation so that banking, investing and advisor contact live in one model, mapped every journey with product, compliance and advisors, and validated the result through moderated testing.",
  tags: ["Mobile UX", "Information Architecture", "Wealth Management"],
  brandColor: "#1f4e8c",
});
