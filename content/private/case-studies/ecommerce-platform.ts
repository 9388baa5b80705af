import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/ecommerce-platform.ts", caseStudySchema, {
  title: "PWC",
  company: "PwC",
  role: "Design Director, Digital Services",
  date: "2021",
  tagline: "Procurement that reorders in minutes, not days.",
  brandColor: "#a33a05",
  overview:
    "A global industrial-supplies client engaged PwC to fix the B2B platform its business customers ordered through. It was built around the catalog, not the buyer: finding a part meant knowing its internal code, orders above a spending limit waited days in email approval chains, and the same monthly consumables were rebuilt line by line every time. As Design Director I led research and design for a new ordering experience with the client's commerce, sales and IT teams: search that understands how buyers describe products, approvals inside the platform and saved reorder lists. We rolled it out market by market across 12 markets, and the client measured $25M in efficiency gains.",
  roleResponsibilities: [
    "Led a cross-functional team of eight designers and researchers from PwC and the client through discovery, design and rollout",
    "Ran contextual research with procurement buyers, approvers and the client's sales reps in four countries",
    "Defined the service blueprint linking the ordering platform to the client's sales, pricing and fulfilment operations",
    "Directed the design of catalog search, in-platform approvals and reorder lists, and the design system behind them",
    "Built the business case and measurement plan with client finance, which tracked the $25M in efficiency gains",
    "Planned the market-by-market rollout with local teams, adapting content and approval rules for each of 12 markets",
  ],
  challenge: {
    summary:
      "Procurement teams were spending more time working around the platform than using it. Many large customers placed orders by email or phone to their sales rep, which moved the cost to the client's own staff, and every market had customised the platform differently. The redesign had to cut effort for buyers and approvers without breaking the contract pricing and approval rules each customer depended on.",
    painPoints: [
      "Search matched internal part numbers only, so buyers phoned sales reps to find products they had bought before",
      "Orders over a spending limit left the platform for email approval chains that took three to five days",
      "Recurring orders had to be rebuilt line by line every month, with frequent errors in quantities",
      "Contract pricing appeared only at checkout, so buyers could not compare options while browsing",
      "Each market ran its own variation of the platform, with different flows, terms and training",
    ],
  },
  solution: {
    summary:
      "An ordering experience built around how procurement teams actually work. Search accepts product names, specifications and past-order references and shows contract pricing in the results. Approvals happen in the platform with the context an approver needs, on desktop or phone. Saved reorder lists turn a monthly order into a review and a click, and one shared design system keeps every market on the same flows with local content.",
  },
  process: {
    phases: [
      {
        phase: "Discovery",
        description:
          "Observed 30 buyers and approvers at work and analysed a year of orders to find where time and money were lost.",
      },
      {
        phase: "Service blueprint",
        description:
          "Mapped the ordering journey against the client's sales, pricing and fulfilment operations to find the costly hand-offs behind the screens.",
      },
      {
        phase: "Concept and prioritisation",
        description:
          "Sketched concepts with client stakeholders and ranked them by buyer effort saved and operational cost removed.",
      },
      {
        phase: "Design and prototyping",
        description:
          "Designed search, approvals and reorder lists in a shared system, prototyped against real catalog and pricing data.",
      },
      {
        phase: "Pilot and validation",
        description:
          "Piloted in two markets with 40 customer accounts and measured reorder time and approval turnaround before scaling.",
      },
      {
        phase: "Market-by-market rollout",
        description:
          "Rolled out to all 12 markets with local teams, using a playbook for content, approval rules and customer training.",
      },
    ],
  },
  outcomes: {
    items: [
      {
        metric: "$25M",
        description: "Efficiency gains measured by the client across order handling, approvals and fewer order errors",
      },
      { metric: "38%", description: "Faster reorders for procurement teams using saved reorder lists" },
      { metric: "12", description: "Markets launched on one platform and one design system" },
      { metric: "1 day", description: "Typical approval turnaround inside the platform, down from three to five days" },
    ],
  },
  learned:
    "I learned that in B2B commerce the biggest savings sit behind the screen. The service blueprint showed us that every confusing search result became a phone call to a sales rep, and that is where most of the $25M came from. I now insist on mapping operations alongside the interface from the first week.",
  tools: ["Figma", "Miro", "Dovetail", "Optimal Workshop", "UserZoom", "Adobe Analytics", "Jira", "Confluence"],
  tags: ["B2B Commerce", "Enterprise", "Service Design", "Research", "Procurement"],
  testimonial: {
    quote:
      "The team tied every design decision to what it saved the client's customers and its own sales teams. That is why the client kept funding the rollout through all 12 markets, and why they came back to us for the next phase.",
    author: "Rachel Adeyemi",
    role: "Partner, Customer Transformation",
  },
});
