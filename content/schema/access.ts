import { z } from "zod";
import { studySectionIds, type StudySectionId } from "../study-sections.ts";
import { text, wordsWith } from "./common.ts";

/** Words around a recipient's name; the name stands where "{recipient}" is. */
const recipientWords = text.regex(/^[^{}]*\{recipient\}[^{}]*$/, 'must hold "{recipient}" once, where the name goes');

const sectionNames: Record<StudySectionId, string> = {
  overview: "Overview",
  role: "Role",
  challenge: "Challenge",
  solution: "Solution",
  process: "Process",
  showcase: "Showcase",
  outcomes: "Outcomes",
  learned: "What I learned",
  tools: "Tools",
};
const sectionWords = (name: string) =>
  z
    .object({
      label: text.meta({ label: "In the section menu" }),
      heading: text.meta({ label: "Heading on the page" }),
    })
    .meta({ label: name });
/** In the page's order, which the editor's form follows; Object.fromEntries cannot type its keys. */
const sectionsShape = Object.fromEntries(studySectionIds.map((id) => [id, sectionWords(sectionNames[id])])) as Record<
  StudySectionId,
  ReturnType<typeof sectionWords>
>;

export const accessSchema = z.object({
  title: text.meta({ label: "Title", hint: "Heads the password prompt and the gate page." }),
  confidential: text.meta({ label: "Explanation", hint: "Says why a password is asked." }),
  needAccess: text.meta({ label: "How to get access" }),
  requestAccess: z
    .object({
      label: text.meta({ label: "Link's words" }),
      subject: wordsWith("page", "address").meta({
        label: "Email subject",
        hint: "{page} becomes the page asked for, as named below.",
      }),
      body: wordsWith("page", "address").meta({
        label: "Email text",
        hint: "{page} becomes the page asked for, {address} its address.",
      }),
      /** What {page} says: study titles are private, so a study is named by its featured card's title ({title}). */
      pages: z
        .object({
          portfolio: wordsWith().meta({ label: "All case studies" }),
          caseStudy: wordsWith("title").meta({
            label: "A featured case study",
            hint: "{title} becomes its card's public title.",
          }),
          otherCaseStudy: wordsWith().meta({
            label: "Any other case study",
            hint: "Its title is private: the address says which.",
          }),
        })
        .meta({ label: "How the email names the page" }),
    })
    .meta({
      label: "Request access",
      hint: "A link that opens the visitor's email app with a message to you, ready for them to say who they are.",
    }),
  notShared: z
    .object({
      heading: text.meta({ label: "Heading" }),
      body: text.meta({ label: "Explanation", hint: "Says the study is not part of what was shared with them." }),
    })
    .meta({
      label: "A study not shared with them",
      hint: 'Shown in place of a case study their password does not open, above "Request access" for it.',
    }),
  backHomeLabel: text.meta({ label: "Button home" }),
  passwordLabel: text.meta({ label: "Password field's name" }),
  placeholder: text.meta({ label: "Inside the empty password field" }),
  submitLabel: text.meta({ label: "Unlock button" }),
  verifyingLabel: text.meta({
    label: "While checking",
    hint: "The unlock button's text while the password is checked.",
  }),
  invalidPassword: text.meta({ label: "Wrong password" }),
  linkRefused: text.meta({
    label: "Link no longer valid",
    hint: "Shown when a link's password has been removed or expired.",
  }),
  viewsNotice: text.meta({
    label: "Views notice",
    hint: "Shown only when the site is built with PORTFOLIO_VIEWS, so recipients know their visits are recorded.",
  }),
  modalPrompt: z
    .object({
      portfolio: text.meta({ label: "Before the case studies" }),
      caseStudy: text.meta({ label: "Before one case study" }),
    })
    .meta({
      label: "Password prompt",
      hint: "The small window that asks for the password from the landing page.",
    }),
  modalAccessLabel: text.meta({ label: "Prompt's unlock button" }),
  modalCancelLabel: text.meta({ label: "Prompt's cancel button" }),
  checkingLabel: text.meta({ label: "While unlocking", hint: "Shown while the case studies decrypt." }),
  openingLabel: text.meta({
    label: "While a link opens",
    hint: "Shown while a recipient link or a remembered password opens.",
  }),
  lockLabel: text.meta({ label: "Lock button", hint: "Forgets the password in this browser tab." }),
  /** Shown only to a recipient whose password line gives a name (docs/owner-guide.md#name-a-recipient). */
  recipient: z
    .object({
      welcome: recipientWords.meta({ label: "Welcome", hint: "In the menu bar once unlocked." }),
      watermark: recipientWords.meta({ label: "Watermark", hint: "On every private screen and printed page." }),
    })
    .meta({
      label: "Named recipients",
      hint: 'For a recipient whose password line names them (for "Jane Doe, Acme"); {recipient} is where the name goes.',
    }),
  httpsRequired: text.meta({
    label: "Needs a secure connection",
    hint: "Shown when the site is opened over plain http.",
  }),
  problems: z
    .object({
      network: text.meta({ label: "No connection" }),
      missing: text.meta({ label: "Site changed", hint: "A newer version of the site was published meanwhile." }),
      integrity: text.meta({ label: "Damaged file" }),
      image: text.meta({
        label: "Screen not loaded",
        hint: "Under a screen that could not be fetched, offline for instance.",
      }),
      retryLabel: text.meta({ label: "Try again button" }),
      reloadLabel: text.meta({ label: "Reload button" }),
    })
    .meta({ label: "When something fails" }),
  portfolio: z
    .object({
      eyebrow: text.meta({
        label: "Small heading above",
        hint: "The short capitalised line over the section's title.",
      }),
      heading: text.meta({ label: "Section title" }),
      intro: text.meta({
        label: "Introduction",
        hint: "One or two sentences under the title. `{count}` becomes the number of case studies the reader was given, in words up to ten: every recipient reads it, so name nothing only some are given.",
      }),
      openLabel: text.meta({ label: "Link on each card" }),
    })
    .meta({ label: "Case studies page" }),
  caseStudy: z
    .object({
      backLabel: text.meta({ label: "Back link", hint: "At the top, back to all case studies." }),
      moreLabel: text.meta({ label: "Link to the others", hint: "At the end of the page." }),
      sectionsLabel: text.meta({ label: "Name of the section menu", hint: "Read by screen readers." }),
      sections: z
        .object(sectionsShape)
        .meta({ label: "Sections", hint: "Each section's name in the menu and its heading on the page." }),
      painPointsHeading: text.meta({ label: "Pain points heading" }),
      customerPainPointsHeading: text.meta({
        label: "Pain points heading beside a business challenge",
        hint: "Used instead when the study also has a business challenge.",
      }),
      problemsToSolveHeading: text.meta({ label: "Problems to solve heading" }),
      businessChallengeHeading: text.meta({ label: "Business challenge heading" }),
      deliverablesHeading: text.meta({ label: "Deliverables heading" }),
      leadershipEyebrow: text.meta({ label: "Line above the showcase's leadership part" }),
      interimHeading: text.meta({ label: "Interim solution heading" }),
      mvpHeading: text.meta({ label: "MVP heading" }),
      processFlow: z.array(text).length(11).meta({
        label: "Process diagram steps",
        singular: "Step",
        hint: "Eleven steps, in order, drawn in the process diagram of the studies that show it.",
      }),
      phoneFrame: z
        .object({
          compactHint: text.meta({ label: "Hint on phones" }),
          fullHint: text.meta({ label: "Hint on larger screens" }),
          expand: text.meta({ label: "Expand button", hint: "Read by screen readers." }),
          collapse: text.meta({ label: "Collapse button", hint: "Read by screen readers." }),
        })
        .meta({ label: "Phone screens", hint: "Around a tall screen shown in a phone frame." }),
      diagramError: z
        .object({
          syntax: text.meta({ label: "Diagram text is wrong" }),
          other: text.meta({ label: "Any other failure" }),
        })
        .meta({ label: "When the diagram fails" }),
    })
    .meta({ label: "Case study page", hint: "The words around each study's own text." }),
});
export type Access = z.infer<typeof accessSchema>;
