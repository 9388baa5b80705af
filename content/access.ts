import { parseContent } from "./parse-content.ts";
import { accessSchema } from "./schema.ts";

/** Words of the password prompts, the gate and the protected pages (spec §2, §8). */
export const access = parseContent("content/access.ts", accessSchema, {
  title: "Protected Content",
  confidential: "This portfolio section contains confidential work. Please enter the access password.",
  needAccess: "Need access? Contact me directly for portfolio viewing credentials.",
  contactLabel: "Contact me",
  accessRequestSubject: "Portfolio access request",
  backHomeLabel: "Back to Home",
  passwordLabel: "Password",
  placeholder: "Enter password",
  submitLabel: "Access Portfolio",
  verifyingLabel: "Verifying...",
  invalidPassword: "Invalid password",
  modalPrompt: {
    portfolio: "Please enter password to view portfolio:",
    caseStudy: "Please enter password to view case study:",
  },
  modalAccessLabel: "Access",
  modalCancelLabel: "Cancel",
  checkingLabel: "Unlocking the portfolio…",
  lockLabel: "Lock portfolio",
  httpsRequired:
    "This portfolio decrypts its case studies in your browser, which needs a secure connection. Open it over HTTPS.",
  problems: {
    network: "Couldn't load this content. Check your connection and try again.",
    missing: "Couldn't load this content: a newer version of the site may be live. Reload the page.",
    integrity: "This content failed its integrity check, so it is not shown. Reload the page to try again.",
    retryLabel: "Try again",
    reloadLabel: "Reload page",
  },
  portfolio: {
    eyebrow: "Complete portfolio",
    heading: "Case studies",
    intro:
      "Seven engagements across finance, telecom, healthcare, retail and recruiting. Choose one to read the full story.",
    openLabel: "Read case study",
  },
  caseStudy: { backLabel: "Back to Projects", overviewHeading: "Overview", moreLabel: "See other Projects" },
});
