import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/cvs.ts", caseStudySchema, {
  title: "CVS Health",
  company: "CVS Health",
  role: "Lead UX Designer",
  date: "2020",
  tagline: "Booking a clinic visit without losing patients on the way.",
  heroImage: {
    file: "cvs/hero-device-mockup.svg",
    alt: "Phone mockup of the MinuteClinic booking flow showing nearby clinics with their next available times",
  },
  brandColor: "#b00000",
  overview:
    "MinuteClinic booking sits inside the CVS app and website used by 15M+ people, and in 2020 demand for walk-in care and testing was surging. Patients found a clinic but dropped off before booking: conversion dipped 58% between the clinic locator and the patient information step. As Lead UX Designer I led the redesign of the journey from the clinic locator to a multi-step intake form that covers social determinants of health and a two-question depression screening. I worked with product, clinical, legal and accessibility teams, tested with patients every sprint, and the new flow reached a 46% conversion rate from locator to booked visit.",
  roleResponsibilities: [
    "Led UX for MinuteClinic booking across the CVS app and website, from the clinic locator to confirmation",
    "Analysed the booking funnel with product analytics to locate the 58% drop between the locator and patient information",
    "Redesigned the clinic locator and time-slot selection so patients compare clinics by availability, not just distance",
    "Designed the multi-step intake form with clinical leads, including social determinants of health and depression screening",
    "Planned and ran remote usability testing with patients, including screen-reader users and older adults",
    "Partnered with engineering and accessibility specialists to meet WCAG 2.1 AA across the new flow",
  ],
  challenge: {
    summary:
      "Patients who wanted care today were handed a long list of clinics with no sign of which had time, then a single long form before they could confirm a visit. Many gave up or walked in without booking, which crowded clinics and hid true demand from operations.",
    businessChallenge:
      "MinuteClinic needed booked visits, not walk-ins, to staff clinics well and to meet the surge in demand for care and testing in 2020. The booking funnel leaked at its most valuable point: 58% fewer patients reached patient information than viewed clinic results. At the same time, clinical teams wanted better information before each visit, including social determinants of health and a depression screening, without making the form longer to finish. The redesign had to raise conversion and collect more clinical information at once.",
    painPoints: [
      "The locator returned 16 nearby clinic results in one long list, with no indication of which had availability",
      "Time slots appeared only after a clinic was chosen, so patients bounced between clinics to find a time",
      "Patient information was one long form that lost everything if the patient navigated back",
      "Sensitive health questions came without context, so patients skipped them or abandoned the form",
      "Small tap targets and unlabeled fields made the flow hard to use with a screen reader",
    ],
    galleries: [
      {
        title: "Patient Pain Point",
        description: "Where patients were lost: between finding a clinic and entering their information.",
        highlights: [
          { value: "58%", label: "Conversion dip from clinic locator to patient info" },
          { value: "16", label: "Nearby clinic results" },
        ],
        display: "phone",
        screens: [
          {
            image: {
              file: "cvs/pain-clinic-search.svg",
              alt: "Original clinic search screen asking for a ZIP code with no visit reasons",
            },
            title: "Clinic Search",
            description: "The original search asked only for a location, not the reason for the visit.",
          },
          {
            image: {
              file: "cvs/pain-nearby-results.svg",
              alt: "Original results screen listing 16 nearby clinics by distance without availability",
            },
            title: "16 Nearby Results",
            description: "Sixteen clinics sorted by distance, with no sign of which had a time today.",
          },
          {
            image: {
              file: "cvs/pain-time-slots.svg",
              alt: "Original time-slot screen showing no availability at the selected clinic",
            },
            title: "Time Slot Dead End",
            description: "Choosing a clinic often led to no open times, sending patients back to the list.",
          },
          {
            image: {
              file: "cvs/pain-patient-info.svg",
              alt: "Original patient information form shown as one long page of fields",
            },
            title: "Patient Info Form",
            description: "One long form where 58% of the patients who reached clinic results never arrived.",
          },
        ],
      },
    ],
  },
  solution: {
    summary:
      "The new locator asks for the reason for the visit, shows the next available time for each nearby clinic and lets patients pick a slot straight from the results. Patient information became a multi-step intake form that saves progress, explains why each sensitive question is asked and adapts to the visit type, so clinics receive better information and patients finish faster.",
    galleries: [
      {
        title: "Patient Intake Form",
        description:
          "A multi-step intake form that saves progress at every step. It covers social determinants of health, such as housing, food and transport, and a two-question depression screening, each introduced in plain language and optional where clinically appropriate.",
        display: "wide",
        screens: [
          {
            image: {
              file: "cvs/intake-multi-step.svg",
              alt: "Intake form with a step indicator showing contact details, insurance and health history steps",
            },
            title: "Multi-Step Intake",
            description: "Short steps with a clear indicator of progress and what comes next.",
          },
          {
            image: {
              file: "cvs/intake-social-determinants.svg",
              alt: "Intake step asking about housing, food access and transport with an explanation of why it is asked",
            },
            title: "Social Determinants",
            description: "Housing, food and transport questions, each with a short note on how the answers help care.",
          },
          {
            image: {
              file: "cvs/intake-depression-screening.svg",
              alt: "Two-question depression screening with simple frequency answers",
            },
            title: "Depression Screening",
            description: "A two-question screening with plain frequency answers, shown in a private, calm step.",
          },
        ],
      },
    ],
  },
  process: {
    phases: [
      {
        phase: "Funnel analysis",
        description:
          "Worked with analytics to break down the booking funnel by device and visit type, and found the 58% dip after clinic results.",
      },
      {
        phase: "Patient research",
        description:
          "Interviewed 18 recent MinuteClinic patients and watched them book, learning that availability mattered more than distance.",
      },
      {
        phase: "Clinical alignment",
        description:
          "Agreed the intake content with clinical and legal leads, including how and why to ask about social determinants and mood.",
      },
      {
        phase: "Design and prototyping",
        description:
          "Redesigned the locator and built the multi-step intake form on the CVS design system, prototyped for web and app.",
      },
      {
        phase: "Usability and accessibility testing",
        description:
          "Tested each sprint with patients, including screen-reader users and older adults, and audited against WCAG 2.1 AA.",
      },
      {
        phase: "Phased release",
        description:
          "Released to a share of traffic first, compared conversion with the old flow, then rolled out to all patients.",
      },
    ],
  },
  outcomes: {
    items: [
      { metric: "46%", description: "Conversion rate from clinic locator to booked visit in the redesigned flow" },
      { metric: "15M+", description: "Users of the CVS app and website with access to the new booking flow" },
      {
        metric: "58%",
        description:
          "Conversion dip between clinic locator and patient info, recovered by showing availability up front",
      },
      {
        metric: "16",
        description: "Nearby clinic results, now ranked by next available time instead of distance alone",
      },
    ],
    deliverables: [
      "Booking funnel analysis and patient journey map",
      "Redesigned clinic locator with availability in the results",
      "Multi-step intake form with social determinants of health and depression screening",
      "Content guidelines for asking sensitive health questions",
      "Accessibility audit and WCAG 2.1 AA remediation plan",
    ],
  },
  learned:
    "I learned that asking for more information does not have to cost conversion if people understand why it is asked. Adding social determinants and a depression screening felt risky, yet with plain reasons and short steps patients completed more of the form than before. Timing matters as much as wording: the right question at the wrong moment is still a drop-off.",
  tools: ["Sketch", "Figma", "InVision", "Abstract", "Adobe Analytics", "UserTesting", "axe DevTools", "Jira"],
  tags: ["Healthcare", "Retail", "Accessibility", "Mobile", "Forms"],
  testimonial: {
    quote:
      "The redesign gave patients a reason to book instead of walking in, and gave our clinicians better information before each visit. It proved that a longer intake can still be the easier one.",
    author: "Laura Brennan",
    role: "Director of Product, MinuteClinic Digital",
  },
});
