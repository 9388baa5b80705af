import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/cvs.ts", caseStudySchema, {
  title: "CVS Health",
  company: "CVS Health",
  role: "Lead UX Designer",
  date: "2020",
  tagline: "Booking a clinic visit without losing patients on the way.",
  overview:
    "Patients found a MinuteClinic but dropped off before booking: conversion dipped 58% between the clinic locator and patient information. I led the redesign of the locator and a multi-step intake form that covers social determinants of health and a two-question depression screening.",
  tags: ["Healthcare", "Retail", "Accessibility"],
  brandColor: "#b00000",
});
