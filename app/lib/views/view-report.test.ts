import { describe, expect, it } from "vitest";
import { reportedPage, viewBeacon, type ViewReport } from "./view-report";

const token = "Qm9vZ3VzLXRva2VuLTEyMw";
const visit = "0b6f3c52-52a8-4c1e-9a57-3c2b1f0e8d41";
const report: ViewReport = { recipient: token, page: "/project/entelo", visit, visibleMs: 83_460 };
const site = { basePath: "/portfolio/", hostname: "jane.example.com" };

describe("viewBeacon", () => {
  it("posts the recipient's token, the page, the visit and its time to npm start's server, under the base path", () => {
    const { url, body } = viewBeacon({ to: "server" }, report, site);
    expect(url).toBe("/portfolio/views");
    expect(JSON.parse(body)).toEqual({ token, page: "/project/entelo", visit, visibleMs: 83_460 });
  });

  it("sends Umami a named event whose distinct id is the recipient's label, with the seconds as data", () => {
    const target = { to: "umami", endpoint: "https://stats.example.com/api/send", website: "w-id" } as const;
    const { url, body } = viewBeacon(target, { ...report, recipient: "acme" }, site);
    expect(url).toBe(target.endpoint);
    expect(JSON.parse(body)).toEqual({
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
});

describe("reportedPage", () => {
  it("names a page one way, whether it comes from the router or from the address bar below the base path", () => {
    for (const path of ["/project/entelo", "project/entelo", "project/entelo/", "/project/entelo/"]) {
      expect(reportedPage(path)).toBe("/project/entelo");
    }
    expect(reportedPage("projects")).toBe("/projects");
  });
});
