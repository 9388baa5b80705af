import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/ai-dashboard.ts", caseStudySchema, {
  title: "Principal Financial Group (Acquired Robustwealth)",
  company: "Principal Financial Group",
  role: "Senior Design Manager",
  date: "2023",
  tagline: "One toolset for advisors after an acquisition, and a dashboard that shows where to look first.",
  brandColor: "#1a3a52",
  overview:
    "When Principal acquired Robustwealth, its advisors gained a capable robo-advisory engine and a second set of tools with its own navigation, components and vocabulary. To onboard a client, build a model portfolio and rebalance, advisors jumped between Principal's portal and the Robustwealth platform and re-keyed data on the way. As Senior Design Manager I led the UX integration: one design system serving both codebases, a design-to-development process that the engineering teams adopted, and an AI-assisted dashboard that flags which client portfolios need attention and explains why. Advisors now rebalance in half the time, a 50% productivity gain.",
  roleResponsibilities: [
    "Led a team of five designers and a content designer through the integration of two advisor platforms",
    "Set the integration strategy with product and engineering leadership, sequencing which workflows moved first",
    "Built a shared design system and token set adopted by both the Principal and Robustwealth codebases",
    "Introduced the design-to-development process flow, with joint design and engineering sign-off at validation and handoff",
    "Directed the design of the AI-assisted insights dashboard, including how the model's reasons and confidence are shown",
    "Ran research with advisors and home-office users, and reported design outcomes to the business each quarter",
  ],
  challenge: {
    summary:
      "Two products, two design languages and two engineering teams served the same advisors. The same client could appear under different names and account numbers in each tool, rebalancing meant exporting from one system and importing into the other, and every team shipped its own buttons and tables. Advisors were also wary of automation: any AI feature had to show its reasoning and leave every decision with them.",
  },
  solution: {
    summary:
      "One advisor workspace built on a shared design system, with the Robustwealth engine behind Principal's front end. A dashboard ranks client portfolios by drift, cash and upcoming life events, and each AI insight states what it noticed, why it matters and what the advisor can do, with one click to act or dismiss. The design-to-development process gave both engineering teams the same path from idea to release.",
  },
  process: {
    phases: [
      {
        phase: "Strategize and audit",
        description:
          "Audited both platforms screen by screen and mapped 40 advisor tasks to decide which workflows to integrate first.",
      },
      {
        phase: "Research",
        description:
          "Shadowed 12 advisors through onboarding and rebalancing, and learned they trusted suggestions only when the reasoning was visible.",
      },
      {
        phase: "Ideate and wireframe",
        description:
          "Ran design studios with advisors and engineers, then wireframed the unified workspace and the insights dashboard.",
      },
      {
        phase: "Design system",
        description:
          "Consolidated two component libraries into one token-based system, documented for designers and engineers alike.",
      },
      {
        phase: "Prototype and validate",
        description:
          "Tested the dashboard with advisors on real, anonymised books of business, tuning how insights are ranked and worded.",
      },
      {
        phase: "Handoff, QA and launch",
        description:
          "Handed off through shared specifications and Storybook, joined QA on every release and measured task time after launch.",
      },
    ],
    diagram: {
      title: "Design-to-Development process flow",
      description:
        "The eleven steps every feature follows, from strategize to launch, drawn once and used by design and engineering alike. Sign-off by both disciplines at validate and at handoff, and designers taking part in QA, is what cut handoff time by 60%.",
    },
  },
  outcomes: {
    items: [
      {
        metric: "50%",
        description: "Productivity increase: advisors rebalance client portfolios in half the time with one toolset",
      },
      {
        metric: "60%",
        description: "Faster design-to-development handoff after the shared process flow and system were adopted",
      },
      { metric: "3x", description: "Growth in design-system adoption across product teams in the first year" },
      { metric: "1", description: "Design system serving both the Principal and Robustwealth codebases" },
    ],
  },
  learned:
    "I learned that integrating an acquisition is an organisational design problem before it is a visual one. The shared process flow did more for consistency than any component, because it gave two teams one way to decide. With the AI dashboard, showing the reason behind each insight mattered more to advisors than how accurate it was.",
  tools: ["Figma", "FigJam", "Storybook", "Tokens Studio", "Zeroheight", "Maze", "Dovetail", "Jira", "Confluence"],
  tags: ["Design Systems", "AI Dashboard", "Enterprise UX", "Design Ops", "FinTech"],
  testimonial: {
    quote:
      "After the acquisition we had two products and two ways of working. The shared system and process gave us one, and our advisors noticed: rebalancing that used to take an afternoon now takes an hour or two.",
    author: "Karen Lindqvist",
    role: "Vice President, Advisor Solutions",
  },
});
