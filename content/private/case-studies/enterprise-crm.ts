import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/enterprise-crm.ts", caseStudySchema, {
  title: "Chase Private Client Mobile Navigation",
  company: "JPMorgan Chase",
  role: "Design Lead, Private Client",
  date: "2019-2020",
  tagline: "Two taps from banking to wealth for the bank's most valuable clients.",
  heroImage: {
    file: "enterprise-crm/hero-device-mockup.svg",
    alt: "Phone mockup of the Chase app with banking and investment accounts side by side in the new Private Client navigation",
  },
  brandColor: "#1f4e8c",
  overview:
    "Chase Private Client members hold checking and savings accounts alongside managed and self-directed investments, yet the Chase mobile app treated investing as a separate destination five taps deep. Clients banked in the app every day, then left for the desktop site or phoned their advisor to see how their portfolio was doing. From 2019 to 2020 I led design for the Private Client experience and rebuilt the app's navigation so banking, investing and advisor contact live in one model. With product, compliance, engineering and a panel of advisors I mapped every journey and 32 edge cases, then validated the structure in moderated testing until participants reached 100% task success. After launch, app engagement among private clients rose 30%.",
  roleResponsibilities: [
    "Led end-to-end design of the Private Client navigation, from discovery workshops to launch-ready specifications for iOS and Android",
    "Facilitated journey-mapping sessions with product, compliance, engineering and advisors that surfaced and resolved 32 edge cases",
    "Defined the information architecture that puts banking, investing and advisor contact in one navigation model",
    "Planned and moderated usability testing with private clients and turned the findings into design changes each sprint",
    "Made the case to digital leadership for a native investment MVP, with an interim design that shipped value sooner",
    "Mentored two product designers and extended the Chase mobile design system with the new account and portfolio patterns",
  ],
  challenge: {
    summary:
      "Private clients had to leave the app to understand their whole financial picture. Investments lived in a web view reached through a menu, account types behaved differently depending on which line of business owned them, and every change had to satisfy both banking and brokerage regulation. The new navigation had to work as well for a client with one checking account as for a client with a dozen accounts across banking, managed portfolios and self-directed investing.",
    edgeCases: {
      title: "32 Edge Cases Identified",
      description:
        "At the whiteboard with product, compliance and advisors, we walked every combination of accounts a private client could hold: joint and custodial accounts, a managed portfolio without a self-directed account, restricted brokerage accounts, pending transfers and clients in the middle of an advisor change. Each of the 32 cases had an agreed behaviour before a single screen was designed.",
      image: {
        file: "enterprise-crm/edge-cases-whiteboard.svg",
        alt: "Whiteboard covered in sticky notes grouping the 32 account and navigation edge cases by journey",
      },
    },
  },
  solution: {
    summary:
      "One account hub shows banking and investments together, and investing is two taps away from anywhere in the app instead of five. A persistent wealth tab, a portfolio summary that rolls up every investment account and a direct line to the client's advisor replaced the separate web view. Self-directed investors got a portfolio view of their own, written and laid out so it never reads as advice.",
    screens: [
      {
        image: {
          file: "enterprise-crm/self-directed-portfolio.svg",
          alt: "Self-directed portfolio screen with holdings, day change and buying power",
        },
        title: "Self-Directed Portfolio",
        description:
          "Holdings, day change and buying power for self-directed accounts, one tap from the account hub, with trading kept a deliberate step away.",
      },
    ],
  },
  process: {
    phases: [
      {
        phase: "Discovery",
        description:
          "Interviewed 14 private clients and 9 advisors and audited app analytics to see exactly where clients left the app to check investments.",
      },
      {
        phase: "Journey and edge-case mapping",
        description:
          "Mapped every banking-to-investing journey with product, compliance and advisors, and agreed a behaviour for each of the 32 edge cases.",
      },
      {
        phase: "Information architecture",
        description:
          "Card-sorted and tree-tested three navigation models. The combined account hub found content fastest for every mix of accounts.",
      },
      {
        phase: "Design and prototyping",
        description:
          "Designed the hub, portfolio summary and self-directed views in the Chase mobile design system, with high-fidelity prototypes for realistic transitions.",
      },
      {
        phase: "Moderated testing",
        description:
          "Ran two rounds of moderated sessions with private clients. After the second round every participant completed every core task.",
      },
      {
        phase: "Handoff and launch",
        description:
          "Delivered annotated specifications for iOS and Android, paired with engineers through the build and tracked engagement after release.",
      },
    ],
    screens: [
      {
        image: {
          file: "enterprise-crm/user-testing-session.svg",
          alt: "Moderated test session: a participant holds a phone running the prototype while a facilitator takes notes",
        },
        title: "User Testing",
        description:
          "A moderated session in which a private client finds a portfolio balance and contacts an advisor, starting from the account hub.",
      },
      {
        image: {
          file: "enterprise-crm/portfolio-summary.svg",
          alt: "Portfolio summary screen with total investment value, allocation chart and a list of investment accounts",
        },
        title: "Portfolio Summary",
        description:
          "Every managed and self-directed account rolled into one total, with allocation and performance a tap away.",
      },
    ],
  },
  showcase: {
    gallery: {
      title: "Increased app engagement by 30%",
      description:
        "The screens that brought private clients back into the app for investing as well as banking, measured across the first six months after launch.",
      highlights: [{ value: "30%", label: "App engagement increase" }],
      display: "phone",
      screens: [
        {
          image: {
            file: "enterprise-crm/showcase-account-hub.svg",
            alt: "Account hub listing checking, savings and investment accounts with a combined balance",
          },
          title: "Account Hub",
          description: "Banking and investment accounts together, with the combined balance at the top.",
        },
        {
          image: {
            file: "enterprise-crm/showcase-wealth-tab.svg",
            alt: "Wealth tab with portfolio value, market summary and advisor card",
          },
          title: "Wealth Tab",
          description: "A persistent tab that opens straight into the client's portfolio.",
        },
        {
          image: {
            file: "enterprise-crm/showcase-holdings.svg",
            alt: "Holdings detail screen listing positions with quantity, price and gain or loss",
          },
          title: "Holdings Detail",
          description: "Positions with quantity, price and gain or loss, sortable by value or change.",
        },
        {
          image: {
            file: "enterprise-crm/showcase-advisor-contact.svg",
            alt: "Advisor contact screen with the advisor's photo and buttons to call, message or book time",
          },
          title: "Advisor Contact",
          description: "Call, message or book time with the client's own advisor from any investment screen.",
        },
        {
          image: {
            file: "enterprise-crm/showcase-move-money.svg",
            alt: "Transfer screen moving money from a checking account to an investment account",
          },
          title: "Move Money",
          description: "Transfers between banking and investment accounts in one flow.",
        },
      ],
    },
    leadership: {
      title: "Native investment MVP ask",
      description:
        "Investments still ran in a web view, which capped what navigation alone could fix. I took a two-step proposal to the digital leads of Consumer Banking and Wealth Management: ship an interim design that made the web view feel native inside the new navigation, and fund a native investment MVP built on the patterns we had already tested. Both were approved, and the MVP went onto the following year's roadmap.",
      interim: [
        {
          image: {
            file: "enterprise-crm/interim-accounts.svg",
            alt: "Interim accounts screen listing investment accounts beside banking accounts",
          },
          title: "Interim: Accounts",
          description: "Investment accounts listed beside banking, opening the existing web view.",
        },
        {
          image: {
            file: "enterprise-crm/interim-native-header.svg",
            alt: "Investment web view wrapped in a native header with a back control",
          },
          title: "Interim: Native Header",
          description: "A native header and back control around the web view, so the hand-off feels seamless.",
        },
      ],
      mvp: [
        {
          image: {
            file: "enterprise-crm/mvp-portfolio-overview.svg",
            alt: "Native portfolio overview with total value and performance chart",
          },
          title: "MVP: Portfolio Overview",
          description: "Total value, performance over time and allocation, rendered natively.",
        },
        {
          image: {
            file: "enterprise-crm/mvp-holdings.svg",
            alt: "Native holdings list grouped by account",
          },
          title: "MVP: Holdings",
          description: "Positions grouped by account, with search and sorting.",
        },
        {
          image: {
            file: "enterprise-crm/mvp-performance.svg",
            alt: "Performance screen comparing the portfolio with a benchmark over selectable periods",
          },
          title: "MVP: Performance",
          description: "Returns over selectable periods, compared with a benchmark.",
        },
        {
          image: {
            file: "enterprise-crm/mvp-trade-ticket.svg",
            alt: "Trade ticket with order type, quantity, estimated cost and a review step",
          },
          title: "MVP: Trade Ticket",
          description: "A self-directed trade with a clear review step and required disclosures.",
        },
      ],
    },
  },
  outcomes: {
    items: [
      {
        metric: "32",
        description:
          "Edge cases identified and resolved with compliance before design, so nothing surfaced late in the build",
      },
      {
        metric: "100%",
        description:
          "Task success in the final round of moderated testing, across every core banking-to-investing task",
      },
      { metric: "30%", description: "Increase in app engagement among private clients after launch" },
      { metric: "2", description: "Taps to reach investments from anywhere in the app, down from five" },
    ],
  },
  learned:
    "I learned that in a regulated product the edge cases are the design. Once compliance and advisors had agreed what should happen in all 32 cases, the screens came quickly, and the shared map kept every later debate short. I now start complex navigation work at the whiteboard with the people who would otherwise say no at the end.",
  tools: ["Sketch", "InVision", "Principle", "Abstract", "Miro", "UserTesting", "Jira", "Confluence"],
  tags: ["Mobile UX", "Information Architecture", "Wealth Management", "Usability Testing", "FinTech"],
  testimonial: {
    quote:
      "The edge-case map changed how our teams worked with compliance. We stopped arguing screen by screen and agreed the behaviour up front, and the navigation shipped with fewer surprises than any release I have run.",
    author: "Michael Torres",
    role: "Product Director, Chase Private Client Digital",
  },
  article: {
    datePublished: "2019",
    dateModified: "2020",
    keywords: [
      "Chase Private Client",
      "mobile navigation",
      "information architecture",
      "wealth management UX",
      "usability testing",
      "edge cases",
    ],
  },
});
