import { z } from "zod";
import {
  inlineProseMarkdown,
  inlineProseTree,
  proseMarkdown,
  proseTree,
  type InlineProse,
  type Prose,
} from "./prose.ts";
import type { StudySectionId } from "./study-sections.ts";
import { placeholdersIn } from "../app/lib/fill-in.ts";

// Components take the inferred types: a field renamed here is a type error wherever it is shown.

const text = z.string().trim().min(1, "must not be empty");
/** Words in which the page fills in the named `{placeholders}`, and no others. */
function wordsWith(...names: string[]) {
  const allowed = names.length === 0 ? "no {placeholders}" : `only ${names.map((name) => `{${name}}`).join(" and ")}`;
  return text.refine((value) => placeholdersIn(value).every((name) => names.includes(name)), `may use ${allowed}`);
}
const url = z.url();
/** A site path or a fragment on the landing page, such as "/projects" or "/#about". */
const sitePath = z.string().regex(/^\/[\w\-./#]*$/, 'must be a site path starting with "/"');
/** Same-origin asset path, shipped from public/. */
const assetPath = z
  .string()
  .regex(/^\/[\w\-./]+\.(png|jpe?g|webp|avif|svg|pdf|ico)$/, "must be a file path under public/");
/** A file name under content/images/; the build encodes it in the sizes and formats pages show. */
const publicImageFile = z
  .string()
  .regex(/^[\w-]+\.(png|jpe?g|webp|avif|svg)$/, 'must be a file name under content/images/, e.g. "headshot.webp"');

export const projectIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case, e.g. enterprise-crm");

export const iconNames = [
  "users",
  "compass",
  "layers",
  "handshake",
  "mail",
  "linkedin",
  "map-pin",
  "sparkles",
  "target",
  "building",
  "lightbulb",
] as const;
export const iconSchema = z.enum(iconNames);

export const navItemSchema = z.object({
  name: text,
  href: sitePath,
  requiresAuth: z.boolean(),
});

export const contactLinkSchema = z.object({
  icon: iconSchema,
  label: text,
  href: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with "mailto:" or "https://"'),
  username: text,
});

export const siteSchema = z.object({
  name: text,
  initials: text.max(3),
  jobTitle: text,
  email: z.email(),
  location: text,
  /** The same place in the structured form search engines read (schema.org PostalAddress). */
  address: z.object({
    locality: text,
    region: text,
    country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code"),
  }),
  availability: text,
  profileUrl: url,
  siteUrl: url.refine((value) => !value.endsWith("/"), "must not end with a slash"),
  /** The language of every page, for <html lang>: screen readers pick their voice from it. */
  lang: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, "must be a language tag such as en or en-GB"),
  description: text.max(160, "must be at most 160 characters, the length search results show"),
  resume: z.object({ file: assetPath, downloadName: z.string().regex(/^[\w-]+\.pdf$/, "must be a .pdf file name") }),
  logo: z.object({ src: assetPath, alt: text }),
  /** The link preview: encoded as one 1200 × 630 PNG or JPEG, the formats every crawler reads. */
  ogImage: z.object({ file: publicImageFile, alt: text, width: z.literal(1200), height: z.literal(630) }),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a hex colour such as #0e1726"),
  nav: z.array(navItemSchema).min(1),
  contactLinks: z.array(contactLinkSchema).min(1),
  footer: z.object({ copyrightYear: z.number().int().min(2000).max(2100) }),
  /** Words for controls and screen readers, shared by every page. */
  ui: z.object({
    skipLink: text,
    mainNavLabel: text,
    openMenu: text,
    closeMenu: text,
    tagsLabel: text,
    opensInNewTab: text,
    levelOutOf: text,
    close: text,
    /** The theme switch's name; it is pressed while the dark theme shows. */
    darkTheme: text,
    /** The browser tab's title on these pages, before " · " and the site's name. */
    pageTitles: z.object({ portfolio: text, caseStudy: text, notFound: text }),
  }),
});

const statSchema = z.object({ value: text, label: text });
const metricSchema = z.object({ value: text, label: text });

export const landingSchema = z.object({
  hero: z.object({
    eyebrow: text,
    lead: text,
    words: z.array(text).min(1),
    tagline: text,
    primaryAction: text,
    secondaryAction: text,
    stats: z.array(statSchema).length(4),
    trustedByLabel: text,
    trustedBy: z.array(text).length(5),
  }),
  about: z.object({
    eyebrow: text,
    heading: text,
    /** Markdown: paragraphs, emphasis, links and lists. */
    text: proseMarkdown(),
    headshot: z.object({
      file: publicImageFile,
      alt: text,
      /** Pixel widths to encode, from the widths the photo is shown at, 1× and 2×. */
      widths: z.array(z.number().int().positive()).min(1),
      /** The `sizes` attribute: the photo's CSS width at each viewport width. */
      sizes: text,
    }),
    experience: statSchema,
    resumeLabel: text,
  }),
  impact: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    metrics: z.array(statSchema.extend({ detail: text })).length(4),
  }),
  featured: z.object({ eyebrow: text, heading: text, intro: text, linkLabel: text }),
  skills: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    tiles: z
      .array(z.object({ icon: iconSchema, title: text, description: text, level: z.number().int().min(0).max(100) }))
      .length(4),
    groups: z.array(z.object({ icon: iconSchema, title: text, points: z.array(text).min(1) })).length(4),
    toolsHeading: text,
    tools: z.array(text).length(12),
  }),
  contact: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    formHeading: text,
    fields: z.object({ firstName: text, lastName: text, email: text, company: text, message: text }),
    connectLabel: text,
    connectHint: text,
    quickConnectHeading: text,
    copyEmailLabel: text,
    copiedMessage: text,
    subjectPrefix: text,
  }),
  notFound: z.object({ heading: text, body: text, homeLabel: text }),
  error: z.object({ heading: text, body: text, homeLabel: text, reloadLabel: text }),
});

export const gradientNames = ["navy", "magenta", "teal"] as const;

export const featuredProjectSchema = z.object({
  id: projectIdSchema,
  company: text,
  role: text,
  title: text,
  description: text,
  metrics: z.array(metricSchema).length(3),
  tags: z.array(text).min(1),
  impact: text,
  gradient: z.enum(gradientNames),
});

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A background that white text sits on: it must reach WCAG AA (4.5:1) for normal text. */
export const colourBehindWhiteText = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, { message: "must be a hex colour such as #1a3a52", abort: true })
  .refine((hex) => 1.05 / (luminance(hex) + 0.05) >= 4.5, "is too light for white text (WCAG AA needs 4.5:1)");

/** An image in the case study's folder, encrypted with the rest of the private content. */
export const privateImageSchema = z.object({
  file: z
    .string()
    .regex(
      /^[\w.-]+\.(webp|png|jpe?g|avif|svg)$/,
      'must be the name of an image in the study\'s folder, e.g. "cover.webp"',
    ),
  alt: text,
});

/** An image once loaded: `<study id>/<file>`, so two studies may each have a cover.webp. */
export const loadedImageSchema = privateImageSchema.extend({ file: z.string().regex(/^[a-z0-9-]+\/[\w.-]+$/) });

export const projectCardSchema = z.object({
  id: projectIdSchema,
  title: text,
  company: text,
  year: text,
  category: text,
  description: text,
  image: loadedImageSchema,
  tags: z.array(text).min(3),
  metrics: z.array(metricSchema).length(3),
  background: colourBehindWhiteText,
});

type ProseSchemas = { prose: z.ZodType<Prose, unknown>; inline: z.ZodType<InlineProse, unknown> };

/**
 * One record for both kinds of image and prose: files in the study's folder and Markdown as written, vault references
 * and rendered trees once sealed.
 */
export function caseStudyShape<Image extends z.ZodType>(image: Image, { prose, inline }: ProseSchemas) {
  /** One screen of a gallery or section: its image, a title and an optional caption. */
  const screenSchema = z.object({ image, title: text, description: inline.optional() });

  /** `display` picks the frame (phone, 320 px card or wide screen); `highlights` are figures above the screens. */
  const gallerySchema = z.object({
    title: text,
    description: prose.optional(),
    highlights: z.array(statSchema).default([]),
    display: z.enum(["phone", "card", "wide"]),
    screens: z.array(screenSchema).min(1),
  });

  const phaseSchema = z.object({ phase: text, description: inline });
  const outcomeSchema = z.object({ metric: text, description: inline });

  /** A case study, keyed by id (its folder's name); see docs/product.md#content-records. */
  const caseStudySchema = z.object({
    title: text,
    company: text,
    role: text,
    date: text,
    tagline: text,
    /** A device mockup shown in the hero, where the project has one. */
    heroImage: image.optional(),
    brandColor: colourBehindWhiteText,
    overview: prose,
    roleResponsibilities: z.array(inline).min(3),
    challenge: z.object({
      summary: prose,
      /** Optional: a title and description beside one image, after the challenge's lists. */
      edgeCases: z.object({ title: text, description: prose, image }).optional(),
      painPoints: z.array(inline).optional(),
      problemsToSolve: z.array(inline).optional(),
      businessChallenge: prose.optional(),
      galleries: z.array(gallerySchema).default([]),
    }),
    solution: z.object({
      summary: prose,
      /** Featured screens, two to a row on wide screens, before the galleries. */
      screens: z.array(screenSchema).default([]),
      galleries: z.array(gallerySchema).default([]),
    }),
    process: z.object({
      phases: z.array(phaseSchema).min(3),
      /** Shows the process diagram (its steps are access.caseStudy.processFlow) under this title. */
      diagram: z.object({ title: text, description: prose }).optional(),
      screens: z.array(screenSchema).default([]),
    }),
    /** An optional section; the section menu lists it only when present. */
    showcase: z
      .object({
        gallery: gallerySchema,
        leadership: z.object({
          title: text,
          description: prose,
          interim: z.array(screenSchema).length(2),
          mvp: z.array(screenSchema).length(4),
        }),
      })
      .optional(),
    outcomes: z.object({
      items: z.array(outcomeSchema).min(3),
      deliverables: z.array(inline).optional(),
      galleries: z.array(gallerySchema).default([]),
    }),
    learned: prose,
    tools: z.array(text).min(3),
    tags: z.array(text).min(3),
    testimonial: z.object({ quote: text, author: text, role: text }),
    /** Optional Article structured data for the unlocked page (docs/product.md#structured-data). */
    article: z
      .object({
        datePublished: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
        dateModified: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
        keywords: z.array(text).min(1),
      })
      .optional(),
  });
  return { screenSchema, gallerySchema, caseStudySchema };
}

/** As the owner writes it: Markdown prose and images named in the study's folder. */
export const { screenSchema, gallerySchema, caseStudySchema } = caseStudyShape(privateImageSchema, {
  prose: proseMarkdown(),
  inline: inlineProseMarkdown,
});

/**
 * A study's card in the grid, in the study's own document. Title, year and background default to the study's title,
 * date and brand colour.
 */
export const studyCardSchema = z.object({
  title: text.optional(),
  year: text.optional(),
  category: text,
  description: text,
  cover: privateImageSchema,
  tags: z.array(text).min(3),
  metrics: z.array(metricSchema).length(3),
  background: colourBehindWhiteText.optional(),
});

/** The front matter and sections of content/private/case-studies/<id>/index.md. */
export const studyDocumentSchema = caseStudySchema.extend({
  /** The grid's order: 1 comes first. */
  order: z.number().int().positive(),
  card: studyCardSchema,
  /** Measured on the Markdown as written. */
  overview: proseMarkdown(text.min(300, "must be at least a full paragraph (300 characters)")),
});

/** One encoded size and format of a sealed image, in its own encrypted file. */
export const sealedVariantSchema = z.object({
  fileId: z.string().regex(/^[0-9a-f]{32}$/),
  mime: z.enum(["image/avif", "image/webp"]),
  width: z.number().int().positive(),
});

/** The original's size shapes the image's box before it loads; the browser fetches the one variant its slot needs. */
export const sealedImageSchema = privateImageSchema.omit({ file: true }).extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z
    .array(sealedVariantSchema)
    .min(1)
    .refine(
      (variants) => variants.some((variant) => variant.mime === "image/webp"),
      "must include a WebP variant, for browsers without AVIF",
    ),
});

/** A case study once encrypted and opened again: every image is a sealed reference. */
export const sealedStudy = caseStudyShape(sealedImageSchema, { prose: proseTree, inline: inlineProseTree });

// The vault's index, the first file the browser opens. The build checks what it seals against these schemas; the
// browser only checks the outline of what decrypts, since AES-GCM binds each file to this build and its name.
const fileIdSchema = sealedVariantSchema.shape.fileId;
export const vaultIndexSchema = z.object({
  cards: z.array(projectCardSchema.extend({ image: sealedImageSchema })),
  /** Each study's record, and its page as the build rendered it (a preview shown before the app runs). */
  studies: z.record(projectIdSchema, z.object({ body: fileIdSchema, preview: fileIdSchema })),
  /** The grid's page, rendered by the build. */
  preview: fileIdSchema,
});

export type Site = z.infer<typeof siteSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type ContactLink = z.infer<typeof contactLinkSchema>;
export type IconName = z.infer<typeof iconSchema>;
export type Landing = z.infer<typeof landingSchema>;
export type FeaturedProject = z.infer<typeof featuredProjectSchema>;
export type Gradient = FeaturedProject["gradient"];
export type PrivateImage = z.infer<typeof privateImageSchema>;
export type ProjectCard = z.infer<typeof projectCardSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type StudyDocument = z.infer<typeof studyDocumentSchema>;
export type SealedImage = z.infer<typeof sealedImageSchema>;
export type SealedVariant = z.infer<typeof sealedVariantSchema>;
export type SealedStudy = z.infer<typeof sealedStudy.caseStudySchema>;
export type SealedScreen = z.infer<typeof sealedStudy.screenSchema>;
export type SealedGallery = z.infer<typeof sealedStudy.gallerySchema>;
export type VaultIndex = z.infer<typeof vaultIndexSchema>;
export type VaultCard = VaultIndex["cards"][number];

/** Words around a recipient's name; the name stands where "{recipient}" is. */
const recipientWords = text.regex(/^[^{}]*\{recipient\}[^{}]*$/, 'must hold "{recipient}" once, where the name goes');

export const accessSchema = z.object({
  title: text,
  confidential: text,
  needAccess: text,
  /** A mail to the owner asking for access to the page: docs/product.md#request-access. */
  requestAccess: z.object({
    label: text,
    subject: wordsWith("page", "address"),
    body: wordsWith("page", "address"),
    /** What {page} says: study titles are private, so a study is named by its featured card's title ({title}). */
    pages: z.object({ portfolio: wordsWith(), caseStudy: wordsWith("title"), otherCaseStudy: wordsWith() }),
  }),
  backHomeLabel: text,
  passwordLabel: text,
  placeholder: text,
  submitLabel: text,
  verifyingLabel: text,
  invalidPassword: text,
  linkRefused: text,
  /** Shown on the gate and the prompt only when the site reports views (PORTFOLIO_VIEWS): one plain sentence. */
  viewsNotice: text,
  modalPrompt: z.object({ portfolio: text, caseStudy: text }),
  modalAccessLabel: text,
  modalCancelLabel: text,
  checkingLabel: text,
  /** While a recipient link or a stored key opens a gated page, before the page shows. */
  openingLabel: text,
  lockLabel: text,
  /** Shown only to a recipient whose password line gives a name (docs/owner-guide.md#name-a-recipient). */
  recipient: z.object({
    /** In the unlocked header. */
    welcome: recipientWords,
    /** On every screen and every printed page. */
    watermark: recipientWords,
  }),
  httpsRequired: text,
  problems: z.object({
    network: text,
    missing: text,
    integrity: text,
    /** Under a screen that could not be fetched, offline for instance. */
    image: text,
    retryLabel: text,
    reloadLabel: text,
  }),
  portfolio: z.object({ eyebrow: text, heading: text, intro: text, openLabel: text }),
  caseStudy: z.object({
    backLabel: text,
    moreLabel: text,
    sectionsLabel: text,
    /** Menu labels and section headings, in the page's order (content/study-sections.ts). */
    sections: z.object({
      overview: z.object({ label: text, heading: text }),
      role: z.object({ label: text, heading: text }),
      challenge: z.object({ label: text, heading: text }),
      solution: z.object({ label: text, heading: text }),
      process: z.object({ label: text, heading: text }),
      showcase: z.object({ label: text, heading: text }),
      outcomes: z.object({ label: text, heading: text }),
      learned: z.object({ label: text, heading: text }),
      tools: z.object({ label: text, heading: text }),
    } satisfies Record<StudySectionId, z.ZodType>),
    painPointsHeading: text,
    customerPainPointsHeading: text,
    problemsToSolveHeading: text,
    businessChallengeHeading: text,
    deliverablesHeading: text,
    leadershipEyebrow: text,
    interimHeading: text,
    mvpHeading: text,
    /** The process diagram's eleven steps, in order (docs/product.md#process-diagram). */
    processFlow: z.array(text).length(11),
    phoneFrame: z.object({ compactHint: text, fullHint: text, expand: text, collapse: text }),
    diagramError: z.object({ syntax: text, other: text }),
  }),
});
export type Access = z.infer<typeof accessSchema>;
export type { InlineProse, Prose, ProseBlock, ProseInline } from "./prose.ts";
