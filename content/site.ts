import { parseContent } from "./parse-content.ts";
import { siteSchema } from "./schema.ts";

// Everything here is a SAMPLE: replace the name, email, profile link, location, site URL, resume, headshot and
// images before publishing (README, "Make it yours").
const name = "Avery Morgan";
const email = "avery.morgan@example.com";
const profileUrl = "https://www.linkedin.com/in/your-profile-name";

export const site = parseContent("content/site.ts", siteSchema, {
  name,
  initials: "AM",
  jobTitle: "Senior Design Manager",
  email,
  location: "New York, NY (Remote Friendly)",
  address: { locality: "New York", region: "NY", country: "US" },
  availability: "Available for new opportunities",
  profileUrl,
  siteUrl: "https://portfolio.example.com",
  lang: "en",
  description:
    "Harvard-educated design leader who builds and mentors teams shipping financial, telecom and healthcare products used by millions.",
  resume: { file: "/resume-sample.pdf", downloadName: "Avery-Morgan-Resume.pdf" },
  logo: { src: "/logo.svg", alt: `${name}, home` },
  ogImage: {
    file: "og-image.png",
    alt: `${name}, Senior Design Manager: design leadership portfolio`,
    width: 1200,
    height: 630,
  },
  themeColor: "#0e1726",
  nav: [
    { name: "Work", href: "/projects", requiresAuth: true },
    { name: "About", href: "/#about", requiresAuth: false },
    { name: "Skills", href: "/#skills", requiresAuth: false },
    { name: "Contact", href: "/#contact", requiresAuth: false },
  ],
  contactLinks: [
    { icon: "mail", label: "Email", href: `mailto:${email}`, username: email },
    { icon: "linkedin", label: "LinkedIn", href: profileUrl, username: "in/your-profile-name" },
  ],
  footer: { copyrightYear: 2025 },
  ui: {
    skipLink: "Skip to content",
    mainNavLabel: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    tagsLabel: "Tags",
    opensInNewTab: "(opens in a new tab)",
    levelOutOf: "out of 100",
    close: "Close",
    darkTheme: "Dark theme",
  },
});
