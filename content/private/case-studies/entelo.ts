import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/entelo.ts", caseStudySchema, {
  title: "Entelo",
  company: "Entelo",
  role: "Head of Product Design",
  date: "2021",
  tagline: "No candidate lost in the black hole.",
  brandColor: "#0f766e",
  overview:
    "Entelo's AI found strong candidates, but recruiters lost track of them between sourcing, their inbox, their calendar and the applicant tracking system. Candidates who replied waited days to hear back, and many never did: they fell into the hiring black hole. As Head of Product Design I led the redesign of the platform around six core workflows, from dashboard alerts and smart scheduling to workflow automation, position management, pipeline overviews and candidate profiles, so hiring teams act on every signal while it is still warm. Time to hire fell by 60%, and each recruiter could reach twice as many candidates.",
  roleResponsibilities: [
    "Led a team of five product designers and a UX researcher, and set the design vision for the platform redesign",
    "Partnered with the heads of product and data science to decide where AI recommends and where recruiters decide",
    "Ran research with recruiters, sourcers and hiring managers to map where candidates fell through the gaps",
    "Directed the design of the six core workflows and the design system that ties them together",
    "Introduced a shared research repository and weekly critique that cut rework between design and engineering",
    "Presented the redesign to customers and the sales team, and used their feedback to shape the roadmap",
  ],
  challenge: {
    summary:
      "Entelo's matching was strong but its workflow was not. Recruiters sourced in Entelo, then moved to email, calendars and the customer's applicant tracking system to follow up, and every switch was a chance to drop a candidate. The platform showed a great deal of data but no clear next action, and hiring managers had no view of where their roles stood.",
    problemsToSolve: [
      "Make sure every candidate who responds gets a timely next step, whatever tool the recruiter is working in",
      "Turn AI signals into clear, prioritised actions instead of more data to read",
      "Give hiring managers a live view of each position without asking recruiters for status updates",
      "Automate the repetitive follow-up work so recruiters spend their time on conversations",
    ],
    painPoints: [
      "Replies from candidates were buried in recruiters' inboxes and often went unanswered for days",
      "Scheduling an interview took an average of six emails between candidate, recruiter and interviewers",
      "Recruiters rebuilt the same outreach sequences by hand for every new position",
      "Pipeline status lived in spreadsheets that were out of date as soon as they were shared",
    ],
  },
  solution: {
    summary:
      "A recruiting workspace built around the next action rather than the database. Alerts surface every candidate who needs a response, scheduling happens in one step, and automations handle follow-ups that used to be manual. Positions, pipelines and candidate profiles share one model, so recruiters and hiring managers see the same truth and no candidate disappears between tools.",
    galleries: [
      {
        title: "Avoiding the Black Hole",
        description:
          "Six core workflows that keep every candidate moving, each designed with recruiters over three rounds of testing.",
        display: "card",
        screens: [
          {
            image: {
              file: "entelo/dashboard-alerts.svg",
              alt: "Dashboard with alerts for candidates who replied, interviews to schedule and stalled positions",
            },
            title: "Dashboard Alerts",
            description:
              "A prioritised list of candidates who need a response, interviews to schedule and positions that have stalled.",
          },
          {
            image: {
              file: "entelo/smart-scheduling.svg",
              alt: "Scheduling panel suggesting interview slots from interviewers' shared availability",
            },
            title: "Smart Scheduling",
            description:
              "Interview slots suggested from every interviewer's calendar, sent to the candidate as one link.",
          },
          {
            image: {
              file: "entelo/workflow-automation.svg",
              alt: "Automation builder with triggers, follow-up emails and wait steps",
            },
            title: "Workflow Automation",
            description: "Follow-up sequences that pause the moment a candidate replies, built once and reused.",
          },
          {
            image: {
              file: "entelo/position-management.svg",
              alt: "Position list with hiring manager, stage counts and days open",
            },
            title: "Position Management",
            description: "Every open role with its hiring team, targets and days open, shared with hiring managers.",
          },
          {
            image: {
              file: "entelo/pipeline-overview.svg",
              alt: "Pipeline board with candidates grouped by stage and conversion between stages",
            },
            title: "Pipeline Overview",
            description: "Candidates by stage with conversion between stages, so bottlenecks are visible at a glance.",
          },
          {
            image: {
              file: "entelo/candidate-profiles.svg",
              alt: "Candidate profile with experience, AI match reasons and full contact history",
            },
            title: "Candidate Profiles",
            description: "Experience, the reasons behind each AI match and every contact so far, in one place.",
          },
        ],
      },
    ],
  },
  process: {
    phases: [
      {
        phase: "Discovery",
        description:
          "Interviewed 24 recruiters and hiring managers and traced 50 candidate journeys to find where candidates went silent.",
      },
      {
        phase: "Journey mapping",
        description:
          "Mapped the full hiring journey across Entelo, email, calendars and applicant tracking systems, marking every hand-off.",
      },
      {
        phase: "Workflow definition",
        description:
          "Grouped recruiters' work into six core workflows and agreed with data science which decisions the AI should support.",
      },
      {
        phase: "Design and prototyping",
        description:
          "Designed the six workflows on a refreshed design system and prototyped them with real, anonymised candidate data.",
      },
      {
        phase: "Beta and iteration",
        description:
          "Ran a beta with eight customer teams, measuring response times and time to hire against their previous process.",
      },
      {
        phase: "Rollout",
        description:
          "Released to all customers with in-product guidance, then tuned alerts and automations from usage data.",
      },
    ],
  },
  outcomes: {
    items: [
      {
        metric: "60%",
        description: "Faster hiring, measured as time from first contact to accepted offer across beta teams",
      },
      { metric: "6", description: "Core workflows redesigned around the next action a recruiter needs to take" },
      { metric: "2x", description: "Recruiter reach: candidates each recruiter could actively manage at once" },
      { metric: "1 step", description: "To schedule an interview, down from an average of six emails" },
    ],
    deliverables: [
      "Research report and candidate journey map across every recruiting tool",
      "Designs and prototypes for the six core workflows",
      "Refreshed design system with documented components and patterns",
      "Guidelines for presenting AI recommendations and their reasons",
      "Success metrics and dashboards agreed with product and customer success",
    ],
  },
  learned:
    "I learned that an AI product is only as good as the action it leads to. Our matching was already strong; the breakthrough came from designing what happens after a match, when a busy recruiter has to respond. Now I start every AI feature by asking what the person should do next and how we will know they did it.",
  tools: ["Figma", "FigJam", "Principle", "Maze", "Dovetail", "Amplitude", "Jira", "Notion"],
  tags: ["AI", "Recruitment", "SaaS", "Workflow Automation", "B2B"],
  testimonial: {
    quote:
      "The redesign changed what customers talked about in renewals. Instead of asking for more data, they told us how many candidates they had stopped losing, and how much faster they were filling roles.",
    author: "Priya Raman",
    role: "VP of Product",
  },
});
