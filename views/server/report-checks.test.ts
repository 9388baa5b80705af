import { describe, expect, it } from "vitest";
import { isFromSitePage, readReport } from "./report-checks.ts";
import { perMinute } from "./rate-limit.ts";

const settings = { pages: ["/projects", "/project/entelo"], sections: ["overview", "role", "outcomes"] };
const token = "Qm9vZ3VzLXRva2VuLTEyMw";
const visit = "0b6f3c52-52a8-4c1e-9a57-3c2b1f0e8d41";
const report = { token, page: "/project/entelo", visit, visibleMs: 5_000 };
const sections = { overview: 3_000, outcomes: 2_000 };
const text = (value: unknown) => JSON.stringify(value);

describe("readReport", () => {
  it("takes a report as the site's pages write it, whoever its token names", () => {
    expect(readReport(text(report), settings)).toEqual({ ...report, sections: {} });
    // The report a visit sends as it opens.
    expect(readReport(text({ ...report, visibleMs: 0 }), settings)).toEqual({ ...report, visibleMs: 0, sections: {} });
  });

  it("takes the time each section of a study's page was on screen", () => {
    expect(readReport(text({ ...report, sections }), settings)).toEqual({ ...report, sections });
    const everySection = { overview: 5_000, role: 5_000, outcomes: 5_000 };
    expect(readReport(text({ ...report, sections: everySection }), settings)?.sections).toEqual(everySection);
  });

  it.each([
    ["not JSON", "token=abc"],
    ["a list", text([report])],
    ["null", "null"],
    ["a label instead of a token", text({ ...report, token: "acme-recruiting" })],
    ["a token one character short", text({ ...report, token: token.slice(1) })],
    ["a token outside base64url", text({ ...report, token: `${token.slice(1)}=` })],
    ["a recipient field, as before tokens", text({ recipient: "acme", page: "/projects", visit, visibleMs: 5_000 })],
    ["no visit", text({ token, page: "/projects", visibleMs: 5_000 })],
    ["a visit that is not a random UUID", text({ ...report, visit: "1" })],
    ["a visit in capitals", text({ ...report, visit: visit.toUpperCase() })],
    ["a page the build does not have", text({ ...report, page: "/project/unknown" })],
    ["a page with its fragment", text({ ...report, page: "/project/entelo#access=c2VjcmV0" })],
    ["a page with a query", text({ ...report, page: "/projects?x=1" })],
    ["no time", text({ token, page: "/projects", visit })],
    ["a negative time", text({ ...report, visibleMs: -5 })],
    ["a fractional time", text({ ...report, visibleMs: 1.5 })],
    ["a time over a day", text({ ...report, visibleMs: 86_400_001 })],
    ["a time as text", text({ ...report, visibleMs: "5000" })],
    ["a field more, such as a password", text({ ...report, password: "copper-thistle" })],
    ["sections of the grid, which has none", text({ ...report, page: "/projects", sections })],
    ["a section the page does not have", text({ ...report, sections: { ...sections, comments: 1_000 } })],
    ["a section's fragment", text({ ...report, sections: { "#overview": 1_000 } })],
    ["a section longer than its page", text({ ...report, sections: { overview: 5_001 } })],
    ["a section seen for no time", text({ ...report, sections: { overview: 0 } })],
    ["a section's time as text", text({ ...report, sections: { overview: "1000" } })],
    ["a fractional section time", text({ ...report, sections: { overview: 1.5 } })],
    ["sections as a list", text({ ...report, sections: [["overview", 1_000]] })],
    ["sections as a trail of moments", text({ ...report, sections: { overview: [0, 1_000] } })],
    ["null sections", text({ ...report, sections: null })],
  ])("refuses %s", (_what, body) => {
    expect(readReport(body, settings)).toBeNull();
  });
});

describe("isFromSitePage", () => {
  it("accepts a beacon from one of the site's pages", () => {
    const headers = { host: "jane.example.com", origin: "https://jane.example.com", "sec-fetch-site": "same-origin" };
    expect(isFromSitePage(headers)).toBe(true);
    // Browsers that predate Sec-Fetch-Site still send Origin.
    expect(isFromSitePage({ host: "localhost:3000", origin: "http://localhost:3000" })).toBe(true);
  });

  it.each([
    [
      "another site's page",
      { host: "jane.example.com", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ],
    [
      "a sibling subdomain",
      { host: "jane.example.com", origin: "https://x.example.com", "sec-fetch-site": "same-site" },
    ],
    [
      "a lying Origin",
      { host: "jane.example.com", origin: "https://jane.example.com", "sec-fetch-site": "cross-site" },
    ],
    ["no Origin", { host: "jane.example.com" }],
    ["an opaque Origin", { host: "jane.example.com", origin: "null" }],
  ])("refuses %s", (_what, headers) => {
    expect(isFromSitePage(headers)).toBe(false);
  });
});

describe("perMinute", () => {
  it("lets each key have its share a minute, and starts again after", () => {
    let clock = 0;
    const allowed = perMinute(3, () => clock);
    expect([1, 2, 3, 4].map(() => allowed("a"))).toEqual([true, true, true, false]);
    expect([1, 2, 3, 4].map(() => allowed("b"))).toEqual([true, true, true, false]);
    clock = 60_000;
    expect(allowed("a")).toBe(true);
  });
});
