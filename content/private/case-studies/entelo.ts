import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/entelo.ts", caseStudySchema, {
  title: "Entelo",
  company: "Entelo",
  role: "Head of Product Design",
  date: "2021",
  tagline: "No candidate lost in the black hole.",
  overview:
    "Recruiters using Entelo's AI sourcing lost track of candidates between tools. I led the redesign of the platform around six workflows, from dashboard alerts and smart scheduling to pipeline overviews and candidate profiles, so hiring teams act on every signal.",
  tags: ["AI", "Recruitment", "SaaS"],
  brandColor: "#0f766e",
});
