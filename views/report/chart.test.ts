import { describe, expect, it } from "vitest";
import { viewsChart } from "./chart.ts";
import { naming, visit, views } from "./sample-views.ts";
import { summarise } from "./summary.ts";

const written = new Date("2027-01-08T10:00:00Z");

describe("viewsChart (npm run views -- --html)", () => {
  it("is one page that fetches nothing and runs no script", () => {
    const page = viewsChart(summarise(views, naming, "UTC"), { written, filters: "", timeZone: "UTC" });
    expect(page).not.toMatch(/<script|<link|@import|url\(|\bsrc=|https?:\/\//i);
    expect(page).toMatch(/prefers-color-scheme: dark/);
  });

  it("labels each recipient's two charts, and describes each in words for a screen reader", () => {
    const page = viewsChart(summarise(views, naming, "UTC"), { written, filters: "", timeZone: "UTC" });
    expect(page.match(/<svg role="img" aria-labelledby="[^"]+" aria-describedby="[^"]+"/g)).toHaveLength(4);
    expect(page).toContain(
      '<desc id="r0-pages-desc">Entelo Hiring Platform: 6 min 12 s (Overview 1 min 00 s, Challenge 30 s, Outcomes 2 min 00 s);',
    );
    expect(page).toContain(
      '<desc id="r0-days-desc">2027-01-05: 2 visits, 5 min 42 s; 2027-01-07: 2 visits, 1 min 17 s</desc>',
    );
  });

  it("draws a column for every day between the first visit and the last, days without visits empty", () => {
    const page = viewsChart(summarise(views, naming, "UTC"), { written, filters: "", timeZone: "UTC" });
    const acme = page.slice(page.indexOf('id="r0"'), page.indexOf('id="r1"'));
    expect(acme.match(/class="day"/g)).toHaveLength(2);
    expect(acme.match(/class="tick"/g)).toHaveLength(3);
  });

  it("writes names and titles as text, never as markup", () => {
    const odd = { ...naming, names: new Map([["acme", "<b>Jane</b> & Co"]]), titles: new Map([["entelo", "A <i>"]]) };
    const page = viewsChart(summarise(views, odd, "UTC"), { written, filters: "", timeZone: "UTC" });
    expect(page).toContain("&#60;b&#62;Jane&#60;/b&#62; &#38; Co");
    expect(page).not.toMatch(/<b>|<i>/);
  });

  it("cuts a long title to fit, keeping it whole in its tooltip", () => {
    const title = "A Very Long Case Study Title That Runs Past The Label Column";
    const long = { ...naming, titles: new Map([["entelo", title]]) };
    const page = viewsChart(summarise([visit("acme", "/project/entelo", "2027-01-05T09:30:00Z", 5)], long, "UTC"), {
      written,
      filters: "",
      timeZone: "UTC",
    });
    const shown = /<text x="0"[^>]*>([^<]*)<title>/.exec(page)?.[1] ?? "";
    expect(page).toContain(`${shown}<title>${title}</title>`);
    expect(shown).toMatch(/\w…$/);
    expect(title.startsWith(`${shown.slice(0, -1)} `)).toBe(true);
  });
});
