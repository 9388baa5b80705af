import { describe, expect, it } from "vitest";
import { demoWarning, startupLines, type BuildFacts } from "./startup-lines.ts";
import type { NotifySettings } from "../views/server/notify-settings.ts";

const build = (facts: Partial<BuildFacts> = {}): BuildFacts => ({ recipients: 3, demo: false, views: true, ...facts });
const viewsFile = "/var/data/views.sqlite";
const notify: NotifySettings = {
  url: "https://ntfy.sh/portfolio-views-7f3a9c2e1b",
  authorization: "Basic b3duZXI6c2VjcmV0",
  format: "text",
  digestAt: null,
};
const lines = (facts: BuildFacts | null, more: { notify?: NotifySettings | null; viewsProblem?: string | null } = {}) =>
  startupLines(facts, { viewsFile, notify: null, viewsProblem: null, ...more }).map((line) => line.text);

describe("the server's first lines", () => {
  it("say how the build opens: the demo password, one password, or a password per recipient", () => {
    expect(lines(build({ recipients: 1, demo: true }))).toEqual(
      expect.arrayContaining(["Passwords: the demo password.", demoWarning]),
    );
    expect(lines(build({ recipients: 1 }))[0]).toBe("Passwords: one password.");
    expect(lines(build({ recipients: 4 }))[0]).toBe("Passwords: 4 recipients, a password each.");
    expect(lines(build({ recipients: 4, demo: true }))).toContain(demoWarning);
    expect(lines(build({ recipients: 1 }))).not.toContain(demoWarning);
  });

  it("say whether views are kept, and in which file", () => {
    expect(lines(build())).toContain(`Views: on, stored in ${viewsFile}.`);
    expect(lines(build({ views: false })).join("\n")).toMatch(/^Views: off\b.*PORTFOLIO_VIEWS=server/m);
    const broken = startupLines(build(), { viewsFile, notify: null, viewsProblem: "SQLITE_CANTOPEN" });
    expect(broken).toContainEqual({
      text: expect.stringMatching(/^Views: on, but .*SQLITE_CANTOPEN.*503/),
      warning: true,
    });
  });

  it("say where notes go by the host alone, never the address's topic or credentials", () => {
    const said = lines(build(), { notify }).join("\n");
    expect(said).toMatch(/^Notes: on, to ntfy\.sh, as each recipient first opens the portfolio\.$/m);
    expect(said).not.toMatch(/portfolio-views-7f3a9c2e1b|b3duZXI6c2VjcmV0|owner|secret/);
    expect(lines(build(), { notify: { ...notify, digestAt: { hour: 18, minute: 5 } } })).toContain(
      "Notes: on, to ntfy.sh, a digest daily at 18:05, the server's time.",
    );
    expect(lines(build()).join("\n")).toMatch(/^Notes: off\b.*PORTFOLIO_NOTIFY_URL/m);
    expect(lines(build({ views: false }), { notify }).join("\n")).toMatch(/^Notes: none, as this build has views off/m);
  });

  it("say there is no build yet, and nothing else", () => {
    expect(lines(null)).toEqual(["No build yet: run npm run build."]);
  });
});
