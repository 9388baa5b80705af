import type { StoredView } from "../store/store.ts";
import type { Naming } from "./summary.ts";

// What the tests of npm run views read: a few visits of two recipients, one of them named, over three days.

export const naming: Naming = {
  names: new Map([["acme", "Jane Doe, Acme"]]),
  titles: new Map([["entelo", "Entelo Hiring Platform"]]),
  sections: new Map([
    ["overview", "Overview"],
    ["role", "My Role"],
    ["challenge", "Challenge"],
    ["outcomes", "Outcomes"],
  ]),
  grid: "Case studies (/projects)",
};

export function visit(
  recipient: string,
  page: string,
  opened: string,
  seconds: number,
  sections: Record<string, number> = {},
): StoredView {
  const visibleMs = seconds * 1000;
  return { recipient, page, visibleMs, receivedAt: new Date(Date.parse(opened) + visibleMs), sections };
}

export const views = [
  visit("acme", "/projects", "2027-01-05T09:30:00Z", 42),
  visit("acme", "/project/entelo", "2027-01-05T09:31:00Z", 300, {
    overview: 60_000,
    challenge: 400,
    outcomes: 100_000,
  }),
  visit("globex", "/projects", "2027-01-06T14:00:00Z", 12),
  visit("acme", "/project/entelo", "2027-01-07T18:02:00Z", 72, {
    outcomes: 20_000,
    challenge: 30_000,
    // Scrolled past: not read.
    role: 300,
  }),
  visit("acme", "/project/gone-study", "2027-01-07T18:04:00Z", 5),
];
