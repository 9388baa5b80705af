import { z } from "zod";
import { inlineProseMarkdown, proseMarkdown, type InlineProse, type Prose } from "../prose.ts";
import { colourBehindWhiteText, metricSchema, privateImageSchema, statSchema, text } from "./common.ts";

// A study's index.md as the owner writes it, and the record the build seals; `section`: the field's `## heading`.

type ProseSchemas = { prose: z.ZodType<Prose, unknown>; inline: z.ZodType<InlineProse, unknown> };
const dateHint = 'A year or a date, e.g. "2024" or "2024-05-01".';
const atLeastThree = "At least three.";

/** One record for both: files and Markdown as written, then vault references and rendered trees once sealed. */
export function caseStudyShape<Image extends z.ZodType>(image: Image, { prose, inline }: ProseSchemas) {
  const screenSchema = z.object({
    image: image.meta({ label: "Screen" }),
    title: text.meta({ label: "Title" }),
    description: inline.optional().meta({ label: "Caption" }),
  });
  const screens = (label: string, hint?: string) => ({ label, singular: "Screen", ...(hint ? { hint } : {}) });

  const gallerySchema = z.object({
    title: text.meta({ label: "Title" }),
    description: prose.optional().meta({ label: "Introduction" }),
    highlights: z.array(statSchema).default([]).meta({ label: "Figures above the screens", singular: "Figure" }),
    display: z.enum(["phone", "card", "wide"]).meta({
      label: "Frame",
      hint: "phone: tall screens in a phone; card: 320 px cards; wide: full-width desktop screens.",
    }),
    screens: z.array(screenSchema).min(1).meta(screens("Screens")),
  });
  const galleries = () => z.array(gallerySchema).default([]).meta({ label: "Galleries", singular: "Gallery" });

  const phaseSchema = z.object({
    phase: text.meta({ label: "Phase" }),
    description: inline.meta({ label: "What happened" }),
  });
  const outcomeSchema = z.object({
    metric: text.meta({ label: "Figure", hint: 'The big number or word, e.g. "40%" or "15+".' }),
    description: inline.meta({ label: "What it means" }),
  });
  const words = (label: string, singular: string, section: string) =>
    z.array(inline).optional().meta({ label, singular, section });

  const caseStudySchema = z.object({
    title: text.meta({ label: "Title" }),
    company: text.meta({ label: "Company" }),
    role: text.meta({ label: "Your role" }),
    date: text.meta({ label: "Date", hint: 'As visitors read it, e.g. "2021" or "2019–2021".' }),
    tagline: text.meta({ label: "Tagline", hint: "One sentence under the title." }),
    heroImage: image.optional().meta({
      label: "Title image",
      hint: "Optional: a device mockup beside the title at the top of the study's page. The grid shows the card's cover image instead.",
    }),
    brandColor: colourBehindWhiteText.meta({
      label: "Brand colour",
      hint: 'A dark hex colour such as "#0f766e": white text sits on it, so it needs 4.5:1 contrast.',
    }),
    overview: prose.meta({
      label: "Overview",
      hint: "At least a full paragraph (300 characters).",
      section: "Overview",
    }),
    roleResponsibilities: z
      .array(inline)
      .min(3)
      .meta({ label: "Responsibilities", singular: "Responsibility", hint: atLeastThree, section: "Role" }),
    challenge: z
      .object({
        summary: prose.meta({ label: "The challenge", section: "Challenge" }),
        edgeCases: z
          .object({
            title: text.meta({ label: "Title" }),
            description: prose.meta({ label: "Text" }),
            image: image.meta({ label: "Image" }),
          })
          .optional()
          .meta({ label: "Edge cases", hint: "Optional: a title and text beside one image, after the lists." }),
        // In the page's order, which is the order of their sections in index.md.
        businessChallenge: prose.optional().meta({ label: "Business challenge", section: "Business challenge" }),
        problemsToSolve: words("Problems to solve", "Problem", "Problems to solve"),
        painPoints: words("Pain points", "Pain point", "Pain points"),
        galleries: galleries(),
      })
      .meta({ label: "Challenge" }),
    solution: z
      .object({
        summary: prose.meta({ label: "The solution", section: "Solution" }),
        screens: z
          .array(screenSchema)
          .default([])
          .meta(screens("Featured screens", "Two to a row on wide screens, before the galleries.")),
        galleries: galleries(),
      })
      .meta({ label: "Solution" }),
    process: z
      .object({
        phases: z
          .array(phaseSchema)
          .min(3)
          .meta({ label: "Phases", singular: "Phase", hint: "At least three, in order." }),
        /** Shows the process diagram (its steps are access.caseStudy.processFlow) under this title. */
        diagram: z
          .object({ title: text.meta({ label: "Title" }), description: prose.meta({ label: "Text" }) })
          .optional()
          .meta({
            label: "Process diagram",
            hint: "Optional: shows the diagram, whose steps are set under Password prompt and private pages.",
          }),
        screens: z.array(screenSchema).default([]).meta(screens("Screens")),
      })
      .meta({ label: "Process" }),
    showcase: z
      .object({
        gallery: gallerySchema.meta({ label: "Gallery" }),
        leadership: z
          .object({
            title: text.meta({ label: "Title" }),
            description: prose.meta({ label: "Text" }),
            interim: z.array(screenSchema).length(2).meta(screens("Interim solution screens", "Exactly two.")),
            mvp: z.array(screenSchema).length(4).meta(screens("MVP screens", "Exactly four.")),
          })
          .meta({ label: "Leadership" }),
      })
      .optional()
      .meta({
        label: "Showcase",
        hint: "Optional: a gallery and a leadership story, listed in the section menu only when present.",
      }),
    outcomes: z
      .object({
        items: z.array(outcomeSchema).min(3).meta({ label: "Results", singular: "Result", hint: atLeastThree }),
        deliverables: words("Deliverables", "Deliverable", "Deliverables"),
        galleries: galleries(),
      })
      .meta({ label: "Outcomes" }),
    learned: prose.meta({ label: "What I learned", section: "What I learned" }),
    tools: z.array(text).min(3).meta({ label: "Tools", singular: "Tool", hint: atLeastThree }),
    tags: z.array(text).min(3).meta({ label: "Tags", singular: "Tag", hint: "At least three, shown under the title." }),
    testimonial: z
      .object({
        quote: text.meta({ label: "Quote" }),
        author: text.meta({ label: "Who said it" }),
        role: text.meta({ label: "Their role" }),
      })
      .meta({ label: "Testimonial" }),
    article: z
      .object({
        datePublished: z
          .string()
          .regex(/^\d{4}(-\d{2}-\d{2})?$/)
          .meta({ label: "Published", hint: dateHint }),
        dateModified: z
          .string()
          .regex(/^\d{4}(-\d{2}-\d{2})?$/)
          .meta({ label: "Last changed", hint: dateHint }),
        keywords: z.array(text).min(1).meta({ label: "Keywords", singular: "Keyword" }),
      })
      .optional()
      .meta({
        label: "Search engine details",
        hint: "Optional: dates and keywords for search engines, never shown on the page.",
      }),
  });
  return { screenSchema, gallerySchema, caseStudySchema };
}

export const { screenSchema, gallerySchema, caseStudySchema } = caseStudyShape(privateImageSchema, {
  prose: proseMarkdown(),
  inline: inlineProseMarkdown,
});

/** A study's card in the grid; title, year and background default to the study's title, date and brand colour. */
export const studyCardSchema = z.object({
  title: text.optional().meta({ label: "Title on the card", hint: "Leave empty to use the study's title." }),
  year: text.optional().meta({ label: "Year on the card", hint: "Leave empty to use the study's date." }),
  category: text.meta({ label: "Category", hint: 'e.g. "AI • Recruitment".' }),
  description: text.meta({ label: "Description" }),
  cover: privateImageSchema.meta({ label: "Cover image" }),
  tags: z.array(text).min(3).meta({ label: "Tags", singular: "Tag", hint: atLeastThree }),
  metrics: z.array(metricSchema).length(3).meta({ label: "Figures", singular: "Figure", hint: "Exactly three." }),
  background: colourBehindWhiteText.optional().meta({
    label: "Card colour",
    hint: "Leave empty to use the brand colour. Dark enough for white text.",
  }),
});

export const studyDocumentSchema = caseStudySchema.extend({
  order: z
    .number()
    .int()
    .positive()
    .meta({ label: "Order", hint: "Its place in the grid: 1 comes first, each study its own number." }),
  card: studyCardSchema.meta({ label: "Card in the grid" }),
  /** Measured on the Markdown as written. */
  overview: proseMarkdown(text.min(300, "must be at least a full paragraph (300 characters)")).meta(
    caseStudySchema.shape.overview.meta() ?? {},
  ),
});
