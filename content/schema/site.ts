import { z } from "zod";
import { gridPath } from "../../site/routes.ts";
import { assetPath, iconSchema, publicImageFile, sitePath, text, url } from "./common.ts";

export const navItemSchema = z.object({
  name: text.meta({ label: "Link text" }),
  href: sitePath.meta({ label: "Goes to", hint: `A page or section of the site, e.g. "${gridPath}" or "/#about".` }),
  requiresAuth: z.boolean().meta({ label: "Asks for the password first", hint: "On for the case studies." }),
});

export const contactLinkSchema = z.object({
  icon: iconSchema.meta({ label: "Icon" }),
  label: text.meta({ label: "Name", hint: 'e.g. "Email" or "LinkedIn".' }),
  href: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with "mailto:" or "https://"')
    .meta({ label: "Link", hint: 'Starts with "mailto:" for an email address, or "https://".' }),
  username: text.meta({ label: "As shown", hint: "The address or handle visitors read beside the icon." }),
});

const readAloud = "Read by screen readers.";

export const siteSchema = z.object({
  name: text.meta({ label: "Your name" }),
  initials: text.max(3).meta({ label: "Initials", hint: "Up to three letters, shown in the menu bar's badge." }),
  jobTitle: text.meta({ label: "Job title" }),
  email: z.email().meta({ label: "Email address", hint: "Where the contact form and the access requests write to." }),
  location: text.meta({
    label: "Location as shown",
    hint: 'How visitors read it, e.g. "New York, NY (Remote Friendly)".',
  }),
  address: z
    .object({
      locality: text.meta({ label: "City" }),
      region: text.meta({ label: "State or region" }),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
        .meta({ label: "Country code", hint: 'Two capital letters, e.g. "US" or "GB".' }),
    })
    .meta({ label: "Location for search engines", hint: "The same place, in the parts search engines read." }),
  availability: text.meta({ label: "Availability", hint: 'e.g. "Available for new opportunities".' }),
  profileUrl: url.meta({
    label: "Profile link",
    hint: "Your LinkedIn or other professional profile, starting with https://.",
  }),
  siteUrl: url
    .refine((value) => !value.endsWith("/"), "must not end with a slash")
    .meta({
      label: "Site address",
      hint: "Where the site is published, without a slash at the end: link previews, search results and the sitemap use it.",
    }),
  /** The language of every page, for <html lang>: screen readers pick their voice from it. */
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, "must be a language tag such as en or en-GB")
    .meta({
      label: "Language",
      hint: 'The language of every page, e.g. "en" or "en-GB": screen readers pick their voice from it.',
    }),
  description: text.max(160, "must be at most 160 characters, the length search results show").meta({
    label: "Description for search results",
    hint: "What search results and link previews show under your name: at most 160 characters.",
  }),
  resume: z
    .object({
      file: assetPath.meta({ label: "File", hint: 'A PDF under public/, written from the slash, e.g. "/resume.pdf".' }),
      downloadName: z
        .string()
        .regex(/^[\w-]+\.pdf$/, "must be a .pdf file name")
        .meta({ label: "Name when downloaded", hint: 'e.g. "Avery-Morgan-Resume.pdf".' }),
    })
    .meta({ label: "Resume" }),
  logo: z
    .object({
      src: assetPath.meta({ label: "File", hint: 'An image under public/, written from the slash, e.g. "/logo.svg".' }),
      alt: text.meta({ label: "Text for screen readers", hint: 'The logo is a link home, e.g. "Avery Morgan, home".' }),
    })
    .meta({ label: "Logo" }),
  /** The link preview: encoded as one 1200 × 630 PNG or JPEG, the formats every crawler reads. */
  ogImage: z
    .object({
      file: publicImageFile.meta({
        label: "File",
        hint: 'A 1200 × 630 px image in content/images/, e.g. "og-image.png".',
      }),
      alt: text.meta({ label: "Description", hint: "What the picture shows, for someone who cannot see it." }),
      width: z.literal(1200).meta({ label: "Width" }),
      height: z.literal(630).meta({ label: "Height" }),
    })
    .meta({ label: "Link preview image", hint: "The picture shown when someone shares a link to the site." }),
  themeColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "must be a hex colour such as #0e1726")
    .meta({
      label: "Browser bar colour",
      hint: 'The colour of the browser\'s bar on phones in the light theme, as a hex colour such as "#0e1726".',
    }),
  nav: z.array(navItemSchema).min(1).meta({ label: "Menu", singular: "Menu link" }),
  contactLinks: z.array(contactLinkSchema).min(1).meta({
    label: "Contact links",
    singular: "Contact link",
    hint: "Listed under the contact form and in the footer.",
  }),
  footer: z
    .object({ copyrightYear: z.number().int().min(2000).max(2100).meta({ label: "Copyright year" }) })
    .meta({ label: "Footer" }),
  ui: z
    .object({
      skipLink: text.meta({ label: "Skip link", hint: "The first link keyboard users meet, jumping past the menu." }),
      mainNavLabel: text.meta({ label: "Name of the menu", hint: readAloud }),
      openMenu: text.meta({ label: "Open the menu", hint: "The menu button on phones." }),
      closeMenu: text.meta({ label: "Close the menu" }),
      tagsLabel: text.meta({ label: "Name of a list of tags", hint: readAloud }),
      opensInNewTab: text.meta({ label: "Opens in a new tab", hint: "Added after links that open another site." }),
      levelOutOf: text.meta({ label: "Skill level scale", hint: 'Read after a skill\'s level, e.g. "out of 100".' }),
      close: text.meta({ label: "Close", hint: "The button that closes an enlarged screen." }),
      darkTheme: text.meta({
        label: "Dark theme switch",
        hint: "The name of the switch; it is pressed while the dark theme shows.",
      }),
      pageTitles: z
        .object({
          portfolio: text.meta({ label: "Case studies page" }),
          caseStudy: text.meta({ label: "A case study" }),
          notFound: text.meta({ label: "Page not found" }),
        })
        .meta({ label: "Tab titles", hint: "In the browser's tab, before your name." }),
    })
    .meta({
      label: "Words of buttons and screen readers",
      hint: "Shared by every page. Most are read aloud by screen readers rather than seen.",
    }),
});
