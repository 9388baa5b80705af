import type { z } from "zod";
import type {
  accessSchema,
  featuredProjectSchema,
  gallerySchema,
  landingSchema,
  privateImageSchema,
  screenSchema,
  siteSchema,
  studyDocumentSchema,
} from "./schema.ts";

// The browser editor's name and hint for every field of schema.ts (`npm run edit`, tools/editor/editor-config.ts).
// Owner-facing words, never shown to visitors. Typed against the schema: a field added, renamed or removed there is a
// type error here until its label follows.

export type FieldLabel = {
  label: string;
  hint?: string;
  /** One item of a list ("Tag" for "Tags"): its add button and each entry's name. */
  singular?: string;
};

/** A label for each field of `Data`; a group's or a list's own fields nest under `fields`. Markdown is `unknown`. */
export type FormLabels<Data> = {
  [Key in keyof Data]-?: unknown extends Data[Key] ? FieldLabel : FieldLabel & NestedLabels<NonNullable<Data[Key]>>;
};
type NestedLabels<Value> = Value extends readonly (infer Item)[]
  ? Item extends object
    ? { fields: FormLabels<Item> }
    : unknown
  : Value extends object
    ? { fields: FormLabels<Value> }
    : unknown;

/** The same shape at runtime, for the editor that walks the schema. */
export type LabelTree = FieldLabel & { fields?: Record<string, LabelTree> };

const figure = {
  value: { label: "Figure", hint: 'The big number or word, e.g. "40%" or "15+".' },
  label: { label: "What it measures", hint: "The short line under the figure." },
} satisfies FormLabels<{ value: string; label: string }>;

const dateHint = 'A year or a date, e.g. "2024" or "2024-05-01".';

const publicPageSection = {
  eyebrow: { label: "Small heading above", hint: "The short capitalised line over the section's title." },
  heading: { label: "Section title" },
  intro: { label: "Introduction", hint: "One or two sentences under the title." },
};

// Site values (content/site.yaml).

export const siteLabels = {
  name: { label: "Your name" },
  initials: { label: "Initials", hint: "Up to three letters, shown in the menu bar's badge." },
  jobTitle: { label: "Job title" },
  email: { label: "Email address", hint: "Where the contact form and the access requests write to." },
  location: { label: "Location as shown", hint: 'How visitors read it, e.g. "New York, NY (Remote Friendly)".' },
  address: {
    label: "Location for search engines",
    hint: "The same place, in the parts search engines read.",
    fields: {
      locality: { label: "City" },
      region: { label: "State or region" },
      country: { label: "Country code", hint: 'Two capital letters, e.g. "US" or "GB".' },
    },
  },
  availability: { label: "Availability", hint: 'e.g. "Available for new opportunities".' },
  profileUrl: { label: "Profile link", hint: "Your LinkedIn or other professional profile, starting with https://." },
  siteUrl: {
    label: "Site address",
    hint: "Where the site is published, without a slash at the end: link previews, search results and the sitemap use it.",
  },
  lang: {
    label: "Language",
    hint: 'The language of every page, e.g. "en" or "en-GB": screen readers pick their voice from it.',
  },
  description: {
    label: "Description for search results",
    hint: "What search results and link previews show under your name: at most 160 characters.",
  },
  resume: {
    label: "Resume",
    fields: {
      file: { label: "File", hint: 'A PDF under public/, written from the slash, e.g. "/resume.pdf".' },
      downloadName: { label: "Name when downloaded", hint: 'e.g. "Avery-Morgan-Resume.pdf".' },
    },
  },
  logo: {
    label: "Logo",
    fields: {
      src: { label: "File", hint: 'An image under public/, written from the slash, e.g. "/logo.svg".' },
      alt: { label: "Text for screen readers", hint: 'The logo is a link home, e.g. "Avery Morgan, home".' },
    },
  },
  ogImage: {
    label: "Link preview image",
    hint: "The picture shown when someone shares a link to the site.",
    fields: {
      file: { label: "File", hint: 'A 1200 × 630 px image in content/images/, e.g. "og-image.png".' },
      alt: { label: "Description", hint: "What the picture shows, for someone who cannot see it." },
      width: { label: "Width" },
      height: { label: "Height" },
    },
  },
  themeColor: {
    label: "Browser bar colour",
    hint: 'The colour of the browser\'s bar on phones in the light theme, as a hex colour such as "#0e1726".',
  },
  nav: {
    label: "Menu",
    singular: "Menu link",
    fields: {
      name: { label: "Link text" },
      href: { label: "Goes to", hint: 'A page or section of the site, e.g. "/projects" or "/#about".' },
      requiresAuth: { label: "Asks for the password first", hint: "On for the case studies." },
    },
  },
  contactLinks: {
    label: "Contact links",
    singular: "Contact link",
    hint: "Listed under the contact form and in the footer.",
    fields: {
      icon: { label: "Icon" },
      label: { label: "Name", hint: 'e.g. "Email" or "LinkedIn".' },
      href: { label: "Link", hint: 'Starts with "mailto:" for an email address, or "https://".' },
      username: { label: "As shown", hint: "The address or handle visitors read beside the icon." },
    },
  },
  footer: {
    label: "Footer",
    fields: { copyrightYear: { label: "Copyright year" } },
  },
  ui: {
    label: "Words of buttons and screen readers",
    hint: "Shared by every page. Most are read aloud by screen readers rather than seen.",
    fields: {
      skipLink: { label: "Skip link", hint: "The first link keyboard users meet, jumping past the menu." },
      mainNavLabel: { label: "Name of the menu", hint: "Read by screen readers." },
      openMenu: { label: "Open the menu", hint: "The menu button on phones." },
      closeMenu: { label: "Close the menu" },
      tagsLabel: { label: "Name of a list of tags", hint: "Read by screen readers." },
      opensInNewTab: { label: "Opens in a new tab", hint: "Added after links that open another site." },
      levelOutOf: { label: "Skill level scale", hint: 'Read after a skill\'s level, e.g. "out of 100".' },
      close: { label: "Close", hint: "The button that closes an enlarged screen." },
      darkTheme: {
        label: "Dark theme switch",
        hint: "The name of the switch; it is pressed while the dark theme shows.",
      },
      pageTitles: {
        label: "Tab titles",
        hint: "In the browser's tab, before your name.",
        fields: {
          portfolio: { label: "Case studies page" },
          caseStudy: { label: "A case study" },
          notFound: { label: "Page not found" },
        },
      },
    },
  },
} satisfies FormLabels<z.input<typeof siteSchema>>;

// The landing page (content/landing.yaml), top to bottom.

const iconHint = "The small picture beside it.";

export const landingLabels = {
  hero: {
    label: "First screen",
    fields: {
      eyebrow: { label: "Line above the title", hint: "Usually your job title." },
      lead: { label: "Title's first word", hint: 'Stays put while the words below take turns after it: "Design …".' },
      words: {
        label: "Typing words",
        singular: "Typing word",
        hint: "Typed one after another after the title's first word.",
      },
      tagline: { label: "Introduction", hint: "The sentence under the title." },
      primaryAction: { label: "Main button", hint: "Opens the case studies." },
      secondaryAction: { label: "Second button", hint: "Goes to the contact form." },
      stats: { label: "Figures", singular: "Figure", hint: "Exactly four.", fields: figure },
      trustedByLabel: { label: "Line before the companies", hint: 'e.g. "Trusted by teams at".' },
      trustedBy: { label: "Companies", singular: "Company", hint: "Exactly five names." },
    },
  },
  about: {
    label: "About",
    fields: {
      eyebrow: publicPageSection.eyebrow,
      heading: publicPageSection.heading,
      text: { label: "About you" },
      headshot: {
        label: "Photo",
        fields: {
          file: { label: "File", hint: 'An image in content/images/, e.g. "headshot.webp".' },
          alt: { label: "Description", hint: "What the photo shows, for someone who cannot see it." },
          widths: {
            label: "Sizes to make (px)",
            singular: "Width",
            hint: "The widths the build encodes the photo at: the widths it is shown at, and twice those for sharp screens.",
          },
          sizes: { label: "Shown width", hint: "For developers: the photo's width at each screen width (CSS sizes)." },
        },
      },
      experience: { label: "Figure on the photo", fields: figure },
      resumeLabel: { label: "Resume button" },
    },
  },
  impact: {
    label: "Impact",
    fields: {
      ...publicPageSection,
      metrics: {
        label: "Figures",
        singular: "Figure",
        hint: "Exactly four.",
        fields: { ...figure, detail: { label: "Detail", hint: "One more line of context under the figure." } },
      },
    },
  },
  featured: {
    label: "Featured work",
    hint: "The section holding the three featured cards; the cards themselves are under Featured cards.",
    fields: {
      ...publicPageSection,
      linkLabel: { label: "Link on each card", hint: "Opens the case study, after the password." },
    },
  },
  skills: {
    label: "Skills",
    fields: {
      ...publicPageSection,
      tiles: {
        label: "Skills with a level",
        singular: "Skill",
        hint: "Exactly four.",
        fields: {
          icon: { label: "Icon", hint: iconHint },
          title: { label: "Skill" },
          description: { label: "Description" },
          level: { label: "Level (0–100)", hint: "How full its bar is." },
        },
      },
      groups: {
        label: "Groups of skills",
        singular: "Group",
        hint: "Exactly four.",
        fields: {
          icon: { label: "Icon", hint: iconHint },
          title: { label: "Group title" },
          points: { label: "Points", singular: "Point" },
        },
      },
      toolsHeading: { label: "Tools title" },
      tools: { label: "Tools", singular: "Tool", hint: "Exactly twelve." },
    },
  },
  contact: {
    label: "Contact",
    fields: {
      ...publicPageSection,
      formHeading: { label: "Form title" },
      fields: {
        label: "Form fields",
        hint: "The name of each box of the contact form.",
        fields: {
          firstName: { label: "First name" },
          lastName: { label: "Last name" },
          email: { label: "Email" },
          company: { label: "Company" },
          message: { label: "Message" },
        },
      },
      connectLabel: { label: "Send button" },
      connectHint: { label: "Under the send button", hint: "Says what pressing it does." },
      quickConnectHeading: { label: "Contact links title" },
      copyEmailLabel: { label: "Copy email button" },
      copiedMessage: { label: "After copying", hint: "The message shown once the address is copied." },
      subjectPrefix: { label: "Email subject", hint: "Starts the subject line of the email the form writes." },
    },
  },
  notFound: {
    label: "Page not found",
    hint: "The page shown for an address that does not exist.",
    fields: {
      heading: { label: "Title" },
      body: { label: "Text" },
      homeLabel: { label: "Button home" },
    },
  },
  error: {
    label: "Error page",
    hint: "Shown if a page fails to display.",
    fields: {
      heading: { label: "Title" },
      body: { label: "Text" },
      homeLabel: { label: "Button home" },
      reloadLabel: { label: "Reload button" },
    },
  },
} satisfies FormLabels<z.input<typeof landingSchema>>;

// The three public cards on the landing page (content/featured.yaml).

export const featuredLabels = {
  id: {
    label: "Case study it opens",
    hint: 'The folder name of a case study, e.g. "enterprise-crm".',
  },
  company: { label: "Company" },
  role: { label: "Your role" },
  title: { label: "Title" },
  description: { label: "Description", hint: "Public: shown before any password." },
  metrics: { label: "Figures", singular: "Figure", hint: "Exactly three.", fields: figure },
  tags: { label: "Tags", singular: "Tag" },
  impact: { label: "Impact", hint: "One sentence on what changed." },
  gradient: { label: "Colour", hint: "The card's background." },
} satisfies FormLabels<z.input<typeof featuredProjectSchema>>;

// The password prompt, the gate and the private pages (content/access.yaml).

const sectionName = (page: string) =>
  ({
    label: page,
    fields: {
      label: { label: "In the section menu" },
      heading: { label: "Heading on the page" },
    },
  }) as const;

export const accessLabels = {
  title: { label: "Title", hint: "Heads the password prompt and the gate page." },
  confidential: { label: "Explanation", hint: "Says why a password is asked." },
  needAccess: { label: "How to get access" },
  requestAccess: {
    label: "Request access",
    hint: "A link that opens the visitor's email app with a message to you, ready for them to say who they are.",
    fields: {
      label: { label: "Link's words" },
      subject: { label: "Email subject", hint: "{page} becomes the page asked for, as named below." },
      body: { label: "Email text", hint: "{page} becomes the page asked for, {address} its address." },
      pages: {
        label: "How the email names the page",
        fields: {
          portfolio: { label: "All case studies" },
          caseStudy: { label: "A featured case study", hint: "{title} becomes its card's public title." },
          otherCaseStudy: { label: "Any other case study", hint: "Its title is private: the address says which." },
        },
      },
    },
  },
  backHomeLabel: { label: "Button home" },
  passwordLabel: { label: "Password field's name" },
  placeholder: { label: "Inside the empty password field" },
  submitLabel: { label: "Unlock button" },
  verifyingLabel: { label: "While checking", hint: "The unlock button's text while the password is checked." },
  invalidPassword: { label: "Wrong password" },
  linkRefused: { label: "Link no longer valid", hint: "Shown when a link's password has been removed or expired." },
  viewsNotice: {
    label: "Views notice",
    hint: "Shown only when the site is built with PORTFOLIO_VIEWS, so recipients know their visits are recorded.",
  },
  modalPrompt: {
    label: "Password prompt",
    hint: "The small window that asks for the password from the landing page.",
    fields: {
      portfolio: { label: "Before the case studies" },
      caseStudy: { label: "Before one case study" },
    },
  },
  modalAccessLabel: { label: "Prompt's unlock button" },
  modalCancelLabel: { label: "Prompt's cancel button" },
  checkingLabel: { label: "While unlocking", hint: "Shown while the case studies decrypt." },
  openingLabel: { label: "While a link opens", hint: "Shown while a recipient link or a remembered password opens." },
  recipient: {
    label: "Named recipients",
    hint: 'For a recipient whose password line names them (for "Jane Doe, Acme"); {recipient} is where the name goes.',
    fields: {
      welcome: { label: "Welcome", hint: "In the menu bar once unlocked." },
      watermark: { label: "Watermark", hint: "On every private screen and printed page." },
    },
  },
  lockLabel: { label: "Lock button", hint: "Forgets the password in this browser tab." },
  httpsRequired: { label: "Needs a secure connection", hint: "Shown when the site is opened over plain http." },
  problems: {
    label: "When something fails",
    fields: {
      network: { label: "No connection" },
      missing: { label: "Site changed", hint: "A newer version of the site was published meanwhile." },
      integrity: { label: "Damaged file" },
      image: { label: "Screen not loaded", hint: "Under a screen that could not be fetched, offline for instance." },
      retryLabel: { label: "Try again button" },
      reloadLabel: { label: "Reload button" },
    },
  },
  portfolio: {
    label: "Case studies page",
    fields: {
      ...publicPageSection,
      intro: {
        label: "Introduction",
        hint: "One or two sentences under the title. `{count}` becomes the number of case studies, in words up to ten.",
      },
      openLabel: { label: "Link on each card" },
    },
  },
  caseStudy: {
    label: "Case study page",
    hint: "The words around each study's own text.",
    fields: {
      backLabel: { label: "Back link", hint: "At the top, back to all case studies." },
      moreLabel: { label: "Link to the others", hint: "At the end of the page." },
      sectionsLabel: { label: "Name of the section menu", hint: "Read by screen readers." },
      sections: {
        label: "Sections",
        hint: "Each section's name in the menu and its heading on the page.",
        fields: {
          overview: sectionName("Overview"),
          role: sectionName("Role"),
          challenge: sectionName("Challenge"),
          solution: sectionName("Solution"),
          process: sectionName("Process"),
          showcase: sectionName("Showcase"),
          outcomes: sectionName("Outcomes"),
          learned: sectionName("What I learned"),
          tools: sectionName("Tools"),
        },
      },
      painPointsHeading: { label: "Pain points heading" },
      customerPainPointsHeading: {
        label: "Pain points heading beside a business challenge",
        hint: "Used instead when the study also has a business challenge.",
      },
      problemsToSolveHeading: { label: "Problems to solve heading" },
      businessChallengeHeading: { label: "Business challenge heading" },
      deliverablesHeading: { label: "Deliverables heading" },
      leadershipEyebrow: { label: "Line above the showcase's leadership part" },
      interimHeading: { label: "Interim solution heading" },
      mvpHeading: { label: "MVP heading" },
      processFlow: {
        label: "Process diagram steps",
        singular: "Step",
        hint: "Eleven steps, in order, drawn in the process diagram of the studies that show it.",
      },
      phoneFrame: {
        label: "Phone screens",
        hint: "Around a tall screen shown in a phone frame.",
        fields: {
          compactHint: { label: "Hint on phones" },
          fullHint: { label: "Hint on larger screens" },
          expand: { label: "Expand button", hint: "Read by screen readers." },
          collapse: { label: "Collapse button", hint: "Read by screen readers." },
        },
      },
      diagramError: {
        label: "When the diagram fails",
        fields: {
          syntax: { label: "Diagram text is wrong" },
          other: { label: "Any other failure" },
        },
      },
    },
  },
} satisfies FormLabels<z.input<typeof accessSchema>>;

// A case study (content/private/case-studies/<folder>/index.md).

/** The study's folder name, which is its address: not a field of index.md, so not in the schema. */
export const studyAddressLabel = {
  label: "Address",
  hint: "The study's page is at /project/<address>, and its folder has this name: a word or two in lowercase joined by hyphens, e.g. northwind. Left empty, a new study takes the first two words of its title. Once saved, the editor keeps it, as links already sent use it: to change it, rename the folder.",
} satisfies FieldLabel;

const image = {
  file: { label: "Image", hint: "Choose or upload it: it is kept in the study's folder." },
  alt: { label: "Description", hint: "What the image shows, for someone who cannot see it." },
} satisfies FormLabels<z.input<typeof privateImageSchema>>;

const screen = {
  image: { label: "Screen", fields: image },
  title: { label: "Title" },
  description: { label: "Caption" },
} satisfies FormLabels<z.input<typeof screenSchema>>;

const screens = (label: string, hint?: string) => ({
  label,
  singular: "Screen",
  ...(hint ? { hint } : {}),
  fields: screen,
});

const gallery = {
  title: { label: "Title" },
  description: { label: "Introduction" },
  highlights: { label: "Figures above the screens", singular: "Figure", fields: figure },
  display: {
    label: "Frame",
    hint: "phone: tall screens in a phone; card: 320 px cards; wide: full-width desktop screens.",
  },
  screens: screens("Screens"),
} satisfies FormLabels<z.input<typeof gallerySchema>>;

const galleries = { label: "Galleries", singular: "Gallery", fields: gallery };

export const studyLabels = {
  order: { label: "Order", hint: "Its place in the grid: 1 comes first, each study its own number." },
  title: { label: "Title" },
  company: { label: "Company" },
  role: { label: "Your role" },
  date: { label: "Date", hint: 'As visitors read it, e.g. "2021" or "2019–2021".' },
  tagline: { label: "Tagline", hint: "One sentence under the title." },
  heroImage: {
    label: "Title image",
    hint: "Optional: a device mockup beside the title at the top of the study's page. The grid shows the card's cover image instead.",
    fields: image,
  },
  brandColor: {
    label: "Brand colour",
    hint: 'A dark hex colour such as "#0f766e": white text sits on it, so it needs 4.5:1 contrast.',
  },
  overview: { label: "Overview", hint: "At least a full paragraph (300 characters)." },
  roleResponsibilities: { label: "Responsibilities", singular: "Responsibility", hint: "At least three." },
  challenge: {
    label: "Challenge",
    fields: {
      summary: { label: "The challenge" },
      edgeCases: {
        label: "Edge cases",
        hint: "Optional: a title and text beside one image, after the lists.",
        fields: {
          title: { label: "Title" },
          description: { label: "Text" },
          image: { label: "Image", fields: image },
        },
      },
      painPoints: { label: "Pain points", singular: "Pain point" },
      problemsToSolve: { label: "Problems to solve", singular: "Problem" },
      businessChallenge: { label: "Business challenge" },
      galleries,
    },
  },
  solution: {
    label: "Solution",
    fields: {
      summary: { label: "The solution" },
      screens: screens("Featured screens", "Two to a row on wide screens, before the galleries."),
      galleries,
    },
  },
  process: {
    label: "Process",
    fields: {
      phases: {
        label: "Phases",
        singular: "Phase",
        hint: "At least three, in order.",
        fields: { phase: { label: "Phase" }, description: { label: "What happened" } },
      },
      diagram: {
        label: "Process diagram",
        hint: "Optional: shows the diagram, whose steps are set under Password prompt and private pages.",
        fields: { title: { label: "Title" }, description: { label: "Text" } },
      },
      screens: screens("Screens"),
    },
  },
  showcase: {
    label: "Showcase",
    hint: "Optional: a gallery and a leadership story, listed in the section menu only when present.",
    fields: {
      gallery: { label: "Gallery", fields: gallery },
      leadership: {
        label: "Leadership",
        fields: {
          title: { label: "Title" },
          description: { label: "Text" },
          interim: screens("Interim solution screens", "Exactly two."),
          mvp: screens("MVP screens", "Exactly four."),
        },
      },
    },
  },
  outcomes: {
    label: "Outcomes",
    fields: {
      items: {
        label: "Results",
        singular: "Result",
        hint: "At least three.",
        fields: { metric: { label: "Figure", hint: figure.value.hint }, description: { label: "What it means" } },
      },
      deliverables: { label: "Deliverables", singular: "Deliverable" },
      galleries,
    },
  },
  learned: { label: "What I learned" },
  tools: { label: "Tools", singular: "Tool", hint: "At least three." },
  tags: { label: "Tags", singular: "Tag", hint: "At least three, shown under the title." },
  testimonial: {
    label: "Testimonial",
    fields: {
      quote: { label: "Quote" },
      author: { label: "Who said it" },
      role: { label: "Their role" },
    },
  },
  article: {
    label: "Search engine details",
    hint: "Optional: dates and keywords for search engines, never shown on the page.",
    fields: {
      datePublished: { label: "Published", hint: dateHint },
      dateModified: { label: "Last changed", hint: dateHint },
      keywords: { label: "Keywords", singular: "Keyword" },
    },
  },
  card: {
    label: "Card in the grid",
    fields: {
      title: { label: "Title on the card", hint: "Leave empty to use the study's title." },
      year: { label: "Year on the card", hint: "Leave empty to use the study's date." },
      category: { label: "Category", hint: 'e.g. "AI • Recruitment".' },
      description: { label: "Description" },
      cover: { label: "Cover image", fields: image },
      tags: { label: "Tags", singular: "Tag", hint: "At least three." },
      metrics: { label: "Figures", singular: "Figure", hint: "Exactly three.", fields: figure },
      background: {
        label: "Card colour",
        hint: "Leave empty to use the brand colour. Dark enough for white text.",
      },
    },
  },
} satisfies FormLabels<z.input<typeof studyDocumentSchema>>;
