import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/mobile-banking.ts", caseStudySchema, {
  title: "T-Mobile Partnership with Bankmobile",
  company: "T-Mobile",
  role: "Design Manager, Partnerships",
  date: "2023",
  tagline: "A checking account built for phones, from partnership pitch to a 4.8/5 launch.",
  heroImage: {
    file: "mobile-banking/hero-device-mockup.svg",
    alt: "Phone mockup of the T-Mobile MONEY app home screen with a checking balance and a 4% APY savings card",
  },
  brandColor: "#b0005b",
  overview:
    "T-Mobile and BankMobile set out to give wireless customers a checking account without the fees, minimums and fine print people expect from a bank. I led design for T-Mobile MONEY from the partnership pitch to launch: the co-branded design system, account opening, 4% APY savings, Got Your Back overdraft protection and access to 55K+ fee-free ATMs. The product had to feel unmistakably T-Mobile while meeting a bank's regulatory requirements, and it had to work on a phone first, because that is where customers live: 92% of account activity happens in the app, and customers rate it 4.8/5.",
  roleResponsibilities: [
    "Shaped the partnership pitch with T-Mobile and BankMobile leadership, turning the value proposition into clickable concepts",
    "Built the co-branded design system that joins T-Mobile's magenta brand with BankMobile's banking components",
    "Led the design of account opening, identity verification and first deposit together with BankMobile's compliance team",
    "Designed the 4% APY savings and Got Your Back overdraft features so eligibility and limits read in one plain sentence",
    "Ran concept and usability testing with T-Mobile customers, including people who had left or avoided traditional banks",
    "Managed a team of four designers across both companies and ran design reviews with legal, brand and engineering",
  ],
  challenge: {
    summary:
      "Two companies with different brands, release cycles and appetites for risk had to ship one product. Many T-Mobile customers distrusted banks after years of overdraft and maintenance fees, and the features that set the account apart, a high savings rate and overdraft protection, came with eligibility rules that easily turn into fine print. The experience had to earn trust in the first five minutes, on a phone, without hiding a single condition.",
  },
  solution: {
    summary:
      "A mobile-first account that explains itself. Account opening takes minutes and asks only what regulation requires. The home screen leads with the balance, the savings rate and the nearest fee-free ATM. Every feature with a condition states it in one plain sentence on the screen where it applies, and progress toward qualifying for 4% APY is always visible.",
    galleries: [
      {
        title: "Key Features Designed",
        description:
          "The features customers named when asked why they opened the account, each designed so its rules are clear before they matter.",
        highlights: [{ value: "4%", label: "APY on savings" }],
        display: "phone",
        screens: [
          {
            image: {
              file: "mobile-banking/feature-4-percent-apy.svg",
              alt: "Savings screen showing 4% APY and a progress bar toward the monthly deposit that qualifies for it",
            },
            title: "4% APY",
            description:
              "Savings earn 4% APY on qualifying balances, with progress toward the monthly deposit requirement shown on the same screen.",
          },
          {
            image: {
              file: "mobile-banking/feature-got-your-back.svg",
              alt: "Got Your Back overdraft protection screen with the available cushion and a plain-language explanation",
            },
            title: "Got Your Back",
            description:
              "Overdraft protection with no fee for eligible customers, explained before it is ever needed rather than after.",
          },
          {
            image: {
              file: "mobile-banking/feature-atm-finder.svg",
              alt: "Map of nearby fee-free ATMs with distance and opening hours",
            },
            title: "Fee-Free ATMs",
            description: "A map of 55K+ in-network ATMs with $0 fees, sorted by distance.",
          },
          {
            image: {
              file: "mobile-banking/feature-account-opening.svg",
              alt: "Account opening step asking for identity details with a progress indicator",
            },
            title: "Account Opening",
            description: "Four short steps from download to a funded account, with T-Mobile details pre-filled.",
          },
        ],
      },
    ],
  },
  process: {
    phases: [
      {
        phase: "Partnership pitch",
        description:
          "Turned the business case into a clickable concept that T-Mobile and BankMobile leadership could react to, which set the scope for launch.",
      },
      {
        phase: "Customer research",
        description:
          "Interviewed 20 T-Mobile customers about banking habits and fees, and found that trust, not rate, decided whether they would switch.",
      },
      {
        phase: "Co-branded design system",
        description:
          "Merged T-Mobile's brand with BankMobile's banking components into one library, with accessible colour pairs for magenta.",
      },
      {
        phase: "Onboarding and feature design",
        description:
          "Designed account opening, 4% APY savings and Got Your Back with compliance in the room, writing disclosures in plain language.",
      },
      {
        phase: "Usability testing",
        description:
          "Tested three rounds of prototypes on customers' own phones, cutting account-opening steps and rewriting eligibility copy each round.",
      },
      {
        phase: "Launch and iteration",
        description:
          "Watched app reviews and support contacts after launch and shipped monthly refinements to the home screen and ATM finder.",
      },
    ],
  },
  outcomes: {
    items: [
      {
        metric: "92%",
        description: "Of account activity happens in the mobile app rather than on the web or by phone",
      },
      { metric: "4.8/5", description: "Average app rating from customers in the app stores" },
      { metric: "55K+", description: "Fee-free ATMs in the network, found from the home screen in one tap" },
      {
        metric: "4%",
        description: "APY on savings, the feature customers cited most often when asked why they opened the account",
      },
    ],
  },
  learned:
    "I learned that in a partnership the design system is the contract. Once both companies had agreed on shared components and one voice for disclosures, decisions that used to take a week of email took one review. Writing the fine print in plain language was not a compliance risk; it was the reason customers trusted the account.",
  tools: ["Figma", "FigJam", "ProtoPie", "Maze", "Lookback", "Zeroheight", "Jira", "Confluence"],
  tags: ["FinTech", "Mobile", "Partnerships", "Brand Systems", "Banking"],
  testimonial: {
    quote:
      "Design kept two companies pointed at the same customer. The prototypes settled arguments in the room, and the plain-language approach to our fee-free features is a big part of why people rate the app so highly.",
    author: "Danielle Okafor",
    role: "Senior Director, Financial Services Partnerships",
  },
});
