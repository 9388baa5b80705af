import { describe, expect, it } from "vitest";
import { reportedPage, viewBeacons, type ViewReport } from "./view-report";

const token = "Qm9vZ3VzLXRva2VuLTEyMw";
const visit = "0b6f3c52-52a8-4c1e-9a57-3c2b1f0e8d41";
const report: ViewReport = { recipient: token, page: "/project/entelo", visit, visibleMs: 83_460 };
const site = { basePath: "/portfolio/", hostname: "jane.example.com" };
const sections = { overview: 12_340, outcomes: 40_000 };
const umami = { to: "umami", endpoint: "https://stats.example.com/api/send", website: "w-id" } as const;

describe("viewBeacons", () => {
  it("posts the recipient's token, the page, the visit and its time to npm start's server, under the base path", () => {
    const [beacon, ...more] = viewBeacons({ to: "server" }, report, site);
    expect(more).toEqual([]);
    expect(beacon?.url).toBe("/portfolio/views");
    expect(JSON.parse(beacon?.body ?? "")).toEqual({ token, page: "/project/entelo", visit, visibleMs: 83_460 });
  });

  it("adds each section's time on screen to the server's report, and nothing when no section was seen", () => {
    const [withSections] = viewBeacons({ to: "server" }, { ...report, sections }, site);
    expect(JSON.parse(withSections?.body ?? "")).toMatchObject({ token, sections });
    const [without] = viewBeacons({ to: "server" }, { ...report, sections: {} }, site);
    expect(JSON.parse(without?.body ?? "")).not.toHaveProperty("sections");
  });

  it("sends Umami a named event whose distinct id is the recipient's label, with the seconds as data", () => {
    const [beacon, ...more] = viewBeacons(umami, { ...report, recipient: "acme" }, site);
    expect(more).toEqual([]);
    expect(beacon?.url).toBe(umami.endpoint);
    expect(JSON.parse(beacon?.body ?? "")).toEqual({
      type: "event",
      payload: {
        website: "w-id",
        hostname: "jane.example.com",
        url: "/project/entelo",
        name: "view",
        id: "acme",
        data: { recipient: "acme", seconds: 83.5 },
      },
    });
  });

  it("sends Umami a section event per section read, after the visit's, with the section and its seconds", () => {
    const beacons = viewBeacons(umami, { ...report, recipient: "acme", sections }, site);
    const events = beacons.map(({ body }) => (JSON.parse(body) as { payload: Record<string, unknown> }).payload);
    expect(events.map((event) => [event.name, event.id, event.url, event.data])).toEqual([
      ["view", "acme", "/project/entelo", { recipient: "acme", seconds: 83.5 }],
      ["section", "acme", "/project/entelo", { recipient: "acme", section: "overview", seconds: 12.3 }],
      ["section", "acme", "/project/entelo", { recipient: "acme", section: "outcomes", seconds: 40 }],
    ]);
  });
});

describe("reportedPage", () => {
  it("names a page one way, whether it comes from the router or from the address bar below the base path", () => {
    for (const path of ["/project/entelo", "project/entelo", "project/entelo/", "/project/entelo/"]) {
      expect(reportedPage(path)).toBe("/project/entelo");
    }
    expect(reportedPage("projects")).toBe("/projects");
  });
});
