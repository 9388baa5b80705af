import { describe, expect, it } from "vitest";
import { viewBeacon, type ViewReport } from "./view-report";

const token = "Qm9vZ3VzLXRva2VuLTEyMw";
const report: ViewReport = { recipient: token, page: "/project/entelo", visibleMs: 83_460 };
const site = { basePath: "/portfolio/", hostname: "jane.example.com" };

describe("viewBeacon", () => {
  it("posts the recipient's token, the page and the time to npm start's server, under the site's base path", () => {
    const { url, body } = viewBeacon({ to: "server" }, report, site);
    expect(url).toBe("/portfolio/views");
    expect(JSON.parse(body)).toEqual({ token, page: "/project/entelo", visibleMs: 83_460 });
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
