import { z } from "zod";
import { parseContent } from "../parse-content.ts";
import { projectIds } from "../project-ids.ts";
import { projectCardSchema } from "../schema.ts";

/** The cards of /projects, in any order: the grid follows content/project-ids.ts. */
export const projectCards = parseContent(
  "content/private/projects.ts",
  z
    .array(projectCardSchema)
    .refine(
      (cards) => cards.length === projectIds.length && projectIds.every((id) => cards.some((card) => card.id === id)),
      `needs exactly one card for each id in content/project-ids.ts (${projectIds.join(", ")})`,
    ),
  [
    {
      id: "enterprise-crm",
      title: "Chase Private Client Mobile Navigation",
      company: "JPMorgan Chase",
      year: "2019-2020",
      category: "FinTech • Mobile UX",
      description:
        "Rebuilt the navigation of the Chase app for private-client investors so banking and wealth sit one tap apart, validated through 32 edge cases and moderated testing.",
      image: {
        file: "enterprise-crm/cover.webp",
        alt: "Mobile banking app screen showing a portfolio balance and accounts",
      },
      tags: ["Mobile UX", "Information Architecture", "Wealth Management", "Usability Testing"],
      metrics: [
        { value: "32", label: "Edge cases" },
        { value: "100%", label: "Task success" },
        { value: "30%", label: "Engagement up" },
      ],
      background: "#1f4e8c",
    },
    {
      id: "mobile-banking",
      title: "T-Mobile Partnership with Bankmobile",
      company: "T-Mobile",
      year: "2023",
      category: "FinTech • Mobile",
      description:
        "Designed T-Mobile MONEY with BankMobile: a mobile-first checking account with 4% APY and overdraft protection that customers chose for its simplicity.",
      image: { file: "mobile-banking/cover.webp", alt: "Mobile checking account screen with a 4% APY balance card" },
      tags: ["FinTech", "Mobile", "Partnerships", "Brand Systems"],
      metrics: [
        { value: "92%", label: "Mobile usage" },
        { value: "4.8/5", label: "App rating" },
        { value: "55K+", label: "Fee-free ATMs" },
      ],
      background: "#b0005b",
    },
    {
      id: "ai-dashboard",
      title: "Principal Financial Group (Acquired Robustwealth)",
      company: "Principal Financial Group",
      year: "2023",
      category: "FinTech • UX",
      description:
        "Integrated an acquired robo-advisory platform into Principal's advisor tools with one design system and an AI-assisted insights dashboard.",
      image: {
        file: "ai-dashboard/cover.webp",
        alt: "Advisor dashboard with a performance chart, KPI tiles and an AI insight card",
      },
      tags: ["Design Systems", "AI Dashboard", "Enterprise UX", "Design Ops"],
      metrics: [
        { value: "50%", label: "Productivity up" },
        { value: "60%", label: "Faster handoff" },
        { value: "3x", label: "System adoption" },
      ],
      background: "#1a3a52",
    },
    {
      id: "ecommerce-platform",
      title: "PWC",
      company: "PwC",
      year: "2021",
      category: "Enterprise • B2B",
      description:
        "Led the redesign of a B2B ordering platform for an enterprise client, simplifying catalog search, approvals and reordering for procurement teams.",
      image: {
        file: "ecommerce-platform/cover.webp",
        alt: "B2B commerce catalog with product grid, filters and a cart summary",
      },
      tags: ["B2B Commerce", "Enterprise", "Service Design", "Research"],
      metrics: [
        { value: "$25M", label: "Efficiency gains" },
        { value: "38%", label: "Faster reorders" },
        { value: "12", label: "Markets launched" },
      ],
      background: "#a33a05",
    },
    {
      id: "bissell",
      title: "Bissell",
      company: "Bissell",
      year: "2022",
      category: "E-Commerce • Consumer",
      description:
        "Connected the Bissell app to its cleaning devices and store: device monitoring, a template ecosystem across products and targeted dry and wet cleaning.",
      image: {
        file: "bissell/cover.webp",
        alt: "Connected-device app screen with a vacuum's battery and cleaning modes",
      },
      tags: ["IoT", "E-Commerce", "Mobile", "Design Systems"],
      metrics: [
        { value: "45%", label: "Conversion up" },
        { value: "3", label: "Product lines" },
        { value: "4.6/5", label: "Store rating" },
      ],
      background: "#1d4ed8",
    },
    {
      id: "entelo",
      title: "Entelo",
      company: "Entelo",
      year: "2021",
      category: "AI • Recruitment",
      description:
        "Reimagined an AI recruiting platform so no candidate falls into the black hole: smart alerts, scheduling and workflow automation for hiring teams.",
      image: { file: "entelo/cover.webp", alt: "Recruiting dashboard with a candidate pipeline and alerts" },
      tags: ["AI", "Recruitment", "SaaS", "Workflow Automation"],
      metrics: [
        { value: "60%", label: "Faster hiring" },
        { value: "6", label: "Core workflows" },
        { value: "2x", label: "Recruiter reach" },
      ],
      background: "#0f766e",
    },
    {
      id: "cvs",
      title: "CVS Health",
      company: "CVS Health",
      year: "2020",
      category: "Healthcare • Retail",
      description:
        "Redesigned MinuteClinic booking, from the clinic locator to a multi-step intake form, recovering patients lost between finding a clinic and booking a visit.",
      image: { file: "cvs/cover.webp", alt: "Clinic finder screen listing nearby clinics with book buttons" },
      tags: ["Healthcare", "Retail", "Mobile", "Accessibility"],
      metrics: [
        { value: "46%", label: "Conversion rate" },
        { value: "15M+", label: "Users" },
        { value: "58%", label: "Dip recovered" },
      ],
      background: "#b00000",
    },
  ],
);
