import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/ai-dashboard.ts", caseStudySchema, {
  title: "Principal Financial Group (Acquired Robustwealth)",
  company: "Principal Financial Group",
  role: "Senior Design Manager",
  date: "2023",
  tagline: "One toolset for advisors after an acquisition.",
  overview:
    "After Principal acquired Robustwealth, advisors worked across two products with two design languages. I led the UX integration: a shared design system, a design-to-development process the teams adopted, and an AI-assisted dashboard that surfaces which client portfolios need attention.",
  tags: ["Design Systems", "AI Dashboard", "Enterprise UX"],
  brandColor: "#1a3a52",
});
