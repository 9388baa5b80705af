import { z } from "zod";
import { parseContent } from "./parse-content.ts";
import { featuredProjectSchema } from "./schema.ts";

/** The three public case-study cards on the landing page. */
export const featuredProjects = parseContent("content/featured.ts", z.array(featuredProjectSchema).length(3), [
  {
    id: "enterprise-crm",
    company: "JPMorgan Chase",
    role: "Design Lead, Private Client",
    title: "Chase Private Client Mobile Navigation",
    description:
      "Redesigned how private-client investors move between banking and wealth in the Chase app, after mapping every journey and edge case with product, compliance and advisors.",
    metrics: [
      { value: "32", label: "Edge cases solved" },
      { value: "100%", label: "Task success" },
      { value: "30%", label: "Engagement increase" },
    ],
    tags: ["Mobile UX", "Information Architecture", "Wealth Management"],
    impact: "A navigation model that let private clients reach investments in two taps instead of five.",
    gradient: "navy",
  },
  {
    id: "ai-dashboard",
    company: "Principal Financial Group",
    role: "Senior Design Manager",
    title: "Advisor Platform after the Robustwealth Acquisition",
    description:
      "Led the UX integration of an acquired robo-advisory platform into Principal's advisor tools, with a shared design system and an AI-assisted portfolio dashboard.",
    metrics: [
      { value: "50%", label: "Productivity increase" },
      { value: "60%", label: "Faster handoff" },
      { value: "3x", label: "System adoption" },
    ],
    tags: ["FinTech", "Design Systems", "AI Dashboard"],
    impact: "Advisors rebalanced client portfolios in half the time with one coherent toolset.",
    gradient: "teal",
  },
  {
    id: "mobile-banking",
    company: "T-Mobile",
    role: "Design Manager, Partnerships",
    title: "T-Mobile Partnership with BankMobile",
    description:
      "Shaped T-Mobile MONEY, a mobile-first checking account built with BankMobile, from the partnership pitch to launch, with features customers chose it for.",
    metrics: [
      { value: "92%", label: "Mobile usage" },
      { value: "4.8/5", label: "App rating" },
      { value: "55K+", label: "ATMs with $0 fees" },
    ],
    tags: ["FinTech", "Mobile", "Partnerships"],
    impact: "A bank account people rated 4.8 out of 5, used almost entirely on their phones.",
    gradient: "magenta",
  },
]);
