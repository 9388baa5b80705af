import { z } from "zod";
import { proseMarkdown } from "../prose.ts";
import { iconSchema, publicImageFile, statSchema, text } from "./common.ts";

const eyebrow = text.meta({
  label: "Small heading above",
  hint: "The short capitalised line over the section's title.",
});
const heading = text.meta({ label: "Section title" });
const intro = text.meta({ label: "Introduction", hint: "One or two sentences under the title." });
const icon = iconSchema.meta({ label: "Icon", hint: "The small picture beside it." });
const exactly = (count: string) => `Exactly ${count}.`;
const pageWords = () =>
  z.object({
    heading: text.meta({ label: "Title" }),
    body: text.meta({ label: "Text" }),
    homeLabel: text.meta({ label: "Button home" }),
  });

export const landingSchema = z.object({
  hero: z
    .object({
      eyebrow: text.meta({ label: "Line above the title", hint: "Usually your job title." }),
      lead: text.meta({
        label: "Title's first word",
        hint: 'Stays put while the words below take turns after it: "Design …".',
      }),
      words: z.array(text).min(1).meta({
        label: "Typing words",
        singular: "Typing word",
        hint: "Typed one after another after the title's first word.",
      }),
      tagline: text.meta({ label: "Introduction", hint: "The sentence under the title." }),
      primaryAction: text.meta({ label: "Main button", hint: "Opens the case studies." }),
      secondaryAction: text.meta({ label: "Second button", hint: "Goes to the contact form." }),
      stats: z
        .array(statSchema)
        .length(4)
        .meta({ label: "Figures", singular: "Figure", hint: exactly("four") }),
      trustedByLabel: text.meta({ label: "Line before the companies", hint: 'e.g. "Trusted by teams at".' }),
      trustedBy: z.array(text).length(5).meta({ label: "Companies", singular: "Company", hint: "Exactly five names." }),
    })
    .meta({ label: "First screen" }),
  about: z
    .object({
      eyebrow,
      heading,
      text: proseMarkdown().meta({ label: "About you" }),
      headshot: z
        .object({
          file: publicImageFile.meta({ label: "File", hint: 'An image in content/images/, e.g. "headshot.webp".' }),
          alt: text.meta({ label: "Description", hint: "What the photo shows, for someone who cannot see it." }),
          widths: z.array(z.number().int().positive()).min(1).meta({
            label: "Sizes to make (px)",
            singular: "Width",
            hint: "The widths the build encodes the photo at: the widths it is shown at, and twice those for sharp screens.",
          }),
          sizes: text.meta({
            label: "Shown width",
            hint: "For developers: the photo's width at each screen width (CSS sizes).",
          }),
        })
        .meta({ label: "Photo" }),
      experience: statSchema.meta({ label: "Figure on the photo" }),
      resumeLabel: text.meta({ label: "Resume button" }),
    })
    .meta({ label: "About" }),
  impact: z
    .object({
      eyebrow,
      heading,
      intro,
      metrics: z
        .array(
          statSchema.extend({
            detail: text.meta({ label: "Detail", hint: "One more line of context under the figure." }),
          }),
        )
        .length(4)
        .meta({ label: "Figures", singular: "Figure", hint: exactly("four") }),
    })
    .meta({ label: "Impact" }),
  featured: z
    .object({
      eyebrow,
      heading,
      intro,
      linkLabel: text.meta({ label: "Link on each card", hint: "Opens the case study, after the password." }),
    })
    .meta({
      label: "Featured work",
      hint: "The section holding the three featured cards; the cards themselves are under Featured cards.",
    }),
  skills: z
    .object({
      eyebrow,
      heading,
      intro,
      tiles: z
        .array(
          z.object({
            icon,
            title: text.meta({ label: "Skill" }),
            description: text.meta({ label: "Description" }),
            level: z.number().int().min(0).max(100).meta({ label: "Level (0–100)", hint: "How full its bar is." }),
          }),
        )
        .length(4)
        .meta({ label: "Skills with a level", singular: "Skill", hint: exactly("four") }),
      groups: z
        .array(
          z.object({
            icon,
            title: text.meta({ label: "Group title" }),
            points: z.array(text).min(1).meta({ label: "Points", singular: "Point" }),
          }),
        )
        .length(4)
        .meta({ label: "Groups of skills", singular: "Group", hint: exactly("four") }),
      toolsHeading: text.meta({ label: "Tools title" }),
      tools: z
        .array(text)
        .length(12)
        .meta({ label: "Tools", singular: "Tool", hint: exactly("twelve") }),
    })
    .meta({ label: "Skills" }),
  contact: z
    .object({
      eyebrow,
      heading,
      intro,
      formHeading: text.meta({ label: "Form title" }),
      fields: z
        .object({
          firstName: text.meta({ label: "First name" }),
          lastName: text.meta({ label: "Last name" }),
          email: text.meta({ label: "Email" }),
          company: text.meta({ label: "Company" }),
          message: text.meta({ label: "Message" }),
        })
        .meta({ label: "Form fields", hint: "The name of each box of the contact form." }),
      connectLabel: text.meta({ label: "Send button" }),
      connectHint: text.meta({ label: "Under the send button", hint: "Says what pressing it does." }),
      quickConnectHeading: text.meta({ label: "Contact links title" }),
      copyEmailLabel: text.meta({ label: "Copy email button" }),
      copiedMessage: text.meta({ label: "After copying", hint: "The message shown once the address is copied." }),
      subjectPrefix: text.meta({
        label: "Email subject",
        hint: "Starts the subject line of the email the form writes.",
      }),
    })
    .meta({ label: "Contact" }),
  notFound: pageWords().meta({
    label: "Page not found",
    hint: "The page shown for an address that does not exist.",
  }),
  error: pageWords()
    .extend({ reloadLabel: text.meta({ label: "Reload button" }) })
    .meta({ label: "Error page", hint: "Shown if a page fails to display." }),
});
