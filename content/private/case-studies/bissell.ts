import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/bissell.ts", caseStudySchema, {
  title: "Bissell",
  company: "Bissell",
  role: "Senior Product Design Manager",
  date: "2022",
  tagline: "The cleaning devices, the app and the store, connected.",
  overview:
    "Bissell's connected vacuums and its online store lived apart. I led the design of an app that monitors and controls devices, a template ecosystem that scales across product lines, and shopping journeys that target dry and wet cleaning needs.",
  tags: ["IoT", "E-Commerce", "Mobile"],
  brandColor: "#1d4ed8",
});
