import { z } from "zod";

/**
 * One schema per kind of content. Components take the inferred types, so a
 * field renamed here is a type error everywhere it is shown.
 */

const text = z.string().trim().min(1, "must not be empty");
const url = z.url();
/** A site path or a fragment on the landing page, such as "/projects" or "/#about". */
const sitePath = z.string().regex(/^\/[\w\-./#]*$/, 'must be a site path starting with "/"');
/** Same-origin asset path, shipped from public/. */
const assetPath = z
  .string()
  .regex(/^\/[\w\-./]+\.(png|jpe?g|webp|avif|svg|pdf|ico)$/, "must be a file path under public/");

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
  description: text.max(160, "must be at most 160 characters, the length search results show"),
  resume: z.object({ file: assetPath, downloadName: z.string().regex(/^[\w-]+\.pdf$/, "must be a .pdf file name") }),
  logo: z.object({ src: assetPath, alt: text }),
  ogImage: z.object({ src: assetPath, alt: text, width: z.literal(1200), height: z.literal(630) }),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a hex colour such as #0e1726"),
  nav: z.array(navItemSchema).min(1),
  contactLinks: z.array(contactLinkSchema).min(1),
  footer: z.object({ copyrightYear: z.number().int().min(2000).max(2100) }),
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
    heading: text,
    paragraphs: z.array(text).min(1),
    headshot: z.object({
      src: assetPath,
      alt: text,
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    experience: statSchema,
    resumeLabel: text,
  }),
  impact: z.object({ heading: text, intro: text, metrics: z.array(statSchema.extend({ detail: text })).length(4) }),
  featured: z.object({ heading: text, intro: text, linkLabel: text }),
  skills: z.object({
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
  .regex(/^#[0-9a-f]{6}$/i, "must be a hex colour such as #1a3a52")
  .refine((hex) => 1.05 / (luminance(hex) + 0.05) >= 4.5, "is too light for white text (WCAG AA needs 4.5:1)");

/** An image under content/private/images/, encrypted with the rest of the private content. */
export const privateImageSchema = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9-]+\/[\w.-]+\.(webp|png|jpe?g|avif)$/, 'must be "<project-id>/<file>.webp" or similar'),
  alt: text,
});

export const projectCardSchema = z.object({
  id: projectIdSchema,
  title: text,
  company: text,
  year: text,
  category: text,
  description: text,
  image: privateImageSchema,
  tags: z.array(text).min(3),
  metrics: z.array(metricSchema).length(3),
  background: colourBehindWhiteText,
});

export const caseStudySchema = z.object({
  title: text,
  company: text,
  role: text,
  date: text,
  tagline: text,
  overview: text,
  tags: z.array(text).min(1),
  brandColor: colourBehindWhiteText,
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

export const accessSchema = z.object({
  title: text,
  confidential: text,
  needAccess: text,
  contactLabel: text,
  accessRequestSubject: text,
  backHomeLabel: text,
  passwordLabel: text,
  placeholder: text,
  submitLabel: text,
  verifyingLabel: text,
  invalidPassword: text,
  modalPrompt: z.object({ portfolio: text, caseStudy: text }),
  modalAccessLabel: text,
  modalCancelLabel: text,
  checkingLabel: text,
  lockLabel: text,
  httpsRequired: text,
  problems: z.object({ network: text, missing: text, integrity: text, retryLabel: text, reloadLabel: text }),
  portfolio: z.object({ eyebrow: text, heading: text, intro: text, openLabel: text }),
  caseStudy: z.object({ backLabel: text, overviewHeading: text, moreLabel: text }),
});
export type Access = z.infer<typeof accessSchema>;
