import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/mobile-banking.ts", caseStudySchema, {
  title: "T-Mobile Partnership with Bankmobile",
  company: "T-Mobile",
  role: "Design Manager, Partnerships",
  date: "2023",
  tagline: "A checking account built for phones, from pitch to launch.",
  overview:
    "T-Mobile and BankMobile set out to give wireless customers a bank account without the usual fees. I led design for T-Mobile MONEY from the partnership pitch to launch: the brand system, onboarding, 4% APY savings and overdraft protection that customers chose it for.",
  tags: ["FinTech", "Mobile", "Partnerships"],
  brandColor: "#b0005b",
});
