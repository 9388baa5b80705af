import { parseContent } from "./parse-content.ts";
import { landingSchema } from "./schema.ts";

/** Every word and figure of the landing page, in the order the page shows them. */
export const landing = parseContent("content/landing.ts", landingSchema, {
  hero: {
    eyebrow: "Senior Design Manager",
    lead: "Design",
    words: [
      "Leadership",
      "Designer",
      "Manager",
      "Leader",
      "Thinker",
      "Strategist",
      "Innovator",
      "Collaborator",
      "Visionary",
      "Problem Solver",
    ],
    tagline:
      "Harvard-educated design leader who has built and scaled design teams at JPMorgan Chase, T-Mobile, Principal Financial Group and CVS Health, turning complex financial and telecom journeys into products millions of people trust.",
    primaryAction: "View my work",
    secondaryAction: "Get in touch",
    stats: [
      { value: "Masters", label: "Harvard University, Design" },
      { value: "BFA", label: "Communication Design" },
      { value: "15+", label: "Team members led" },
      { value: "$50M+", label: "Business impact" },
    ],
    trustedByLabel: "Trusted by teams at",
    trustedBy: ["JPMorgan Chase", "T-Mobile", "Principal", "PwC", "CVS Health"],
  },
  about: {
    eyebrow: "About",
    heading: "Design leadership that ships",
    paragraphs: [
      "For more than twelve years I have led product design in regulated, high-stakes industries: private banking, wealth management, telecom and healthcare. I build teams that pair rigorous research with craft, and I hold them to outcomes the business can measure.",
      "I grow designers into leaders. I have hired and mentored more than fifteen, set up design systems that engineering teams actually adopt, and partnered with product and technology executives to turn ambiguous strategy into roadmaps that ship.",
      "My work starts with the people on the other side of the screen. Whether it is a private-client investor checking a portfolio or a patient booking a clinic visit, the job is to make the complex feel calm.",
    ],
    headshot: {
      file: "headshot.webp",
      alt: "Portrait of Avery Morgan (sample photo: replace with your own)",
      // The photo fills About's first column: 350 px wide on a 390 px phone, 384 px from 640 px, 5/12 of the
      // row from 768 px, 420 px from 1216 px. 350 and 420 serve 1× screens; the 640 px original serves 2×.
      widths: [350, 420, 640],
      sizes:
        "(min-width: 1216px) 420px, (min-width: 1024px) calc((100vw - 144px) * 5 / 12), (min-width: 768px) calc((100vw - 120px) * 5 / 12), (min-width: 640px) 384px, calc(100vw - 40px)",
    },
    experience: { value: "12+", label: "Years leading design" },
    resumeLabel: "Download Resume",
  },
  impact: {
    eyebrow: "Results",
    heading: "Leadership Impact",
    intro: "Results my teams delivered together with product and engineering partners.",
    metrics: [
      { value: "40%", label: "Engagement increase", detail: "Across redesigned mobile banking journeys" },
      { value: "15+", label: "Designers mentored", detail: "Many now lead teams of their own" },
      { value: "$50M+", label: "Business impact", detail: "From efficiency gains and new revenue" },
      { value: "3x", label: "Faster design-system adoption", detail: "With 60% faster design-to-dev handoff" },
    ],
  },
  featured: {
    eyebrow: "Selected work",
    heading: "Featured Leadership Projects",
    intro:
      "Three engagements where design leadership moved the numbers that matter. Full case studies are shared privately.",
    linkLabel: "View detailed case study",
  },
  skills: {
    eyebrow: "Skills",
    heading: "Management Expertise",
    intro: "How I lead: building teams, setting direction and shipping at enterprise scale.",
    tiles: [
      {
        icon: "users",
        title: "Team Leadership",
        description: "Hiring, coaching and growing designers into confident leaders.",
        level: 95,
      },
      {
        icon: "compass",
        title: "Design Strategy",
        description: "Connecting business goals, research and vision into a clear roadmap.",
        level: 92,
      },
      {
        icon: "layers",
        title: "Design Systems",
        description: "Scalable component libraries that speed up design and engineering alike.",
        level: 94,
      },
      {
        icon: "handshake",
        title: "Stakeholder Partnership",
        description: "Aligning executives, product and engineering around the customer.",
        level: 90,
      },
    ],
    groups: [
      {
        icon: "users",
        title: "Design Management",
        points: [
          "Building and scaling multidisciplinary design teams",
          "Career frameworks, critiques and mentoring programs",
          "Hiring for craft, curiosity and collaboration",
        ],
      },
      {
        icon: "target",
        title: "Strategic Execution",
        points: [
          "Turning business goals into measurable design outcomes",
          "Roadmaps and prioritisation with product partners",
          "Research-led decisions and rapid validation",
        ],
      },
      {
        icon: "building",
        title: "Enterprise Scale",
        points: [
          "Design systems adopted across product lines",
          "Accessible, compliant experiences in regulated industries",
          "Design operations for distributed teams",
        ],
      },
      {
        icon: "lightbulb",
        title: "Innovation Leadership",
        points: [
          "AI-assisted workflows and emerging interaction patterns",
          "Zero-to-one product discovery and MVP definition",
          "Partnership launches across brands and platforms",
        ],
      },
    ],
    toolsHeading: "Tools my teams work in",
    tools: [
      "Figma",
      "Sketch",
      "Adobe Creative Suite",
      "Principle",
      "Framer",
      "Miro",
      "Slack",
      "Asana",
      "Linear",
      "Notion",
      "Google Analytics",
      "Hotjar",
    ],
  },
  contact: {
    eyebrow: "Contact",
    heading: "Ready to Lead Together?",
    intro:
      "Hiring a design leader, building a team or shaping a product strategy? Tell me about it: I reply to every message within two working days.",
    formHeading: "Send a message",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email Address",
      company: "Company",
      message: "Message",
    },
    connectLabel: "Connect With Me",
    connectHint: "Opens your email app with your message filled in.",
    quickConnectHeading: "Quick connect",
    copyEmailLabel: "Copy email address",
    copiedMessage: "Email address copied to the clipboard",
    subjectPrefix: "Design leadership opportunity",
  },
  notFound: {
    heading: "Oops! Page not found",
    body: "The page you were looking for has moved or never existed.",
    homeLabel: "Return to Home",
  },
  error: {
    heading: "Unexpected Application Error!",
    body: "Something went wrong while showing this page. Reloading usually fixes it.",
    homeLabel: "Return to Home",
    reloadLabel: "Reload page",
  },
});
