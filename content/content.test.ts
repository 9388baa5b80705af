import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { featuredProjects } from "./featured.ts";
import { landing } from "./landing.ts";
import { ContentError, parseContent } from "./parse-content.ts";
import { projectIds } from "./project-ids.ts";
import { landingSchema, siteSchema } from "./schema.ts";
import { site } from "./site.ts";

const publicDir = path.join(import.meta.dirname, "..", "public");

function publicFile(src: string) {
  return path.join(publicDir, src);
}

/** The ContentError `run` throws; fails the test if it throws nothing or something else. */
function contentErrorFrom(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError, but the content parsed");
}

describe("content files", () => {
  it.each([
    ["content/site.ts", () => import("./site.ts"), "site"],
    ["content/landing.ts", () => import("./landing.ts"), "landing"],
    ["content/featured.ts", () => import("./featured.ts"), "featuredProjects"],
    ["content/project-ids.ts", () => import("./project-ids.ts"), "projectIds"],
    ["content/access.ts", () => import("./access.ts"), "access"],
  ])("%s parses and exports its content", async (_file, load, name) => {
    const module: Record<string, unknown> = await load();
    expect(module[name]).toBeTruthy();
  });

  it("lists the seven case studies of the spec, in display order", () => {
    expect(projectIds).toEqual([
      "enterprise-crm",
      "mobile-banking",
      "ai-dashboard",
      "ecommerce-platform",
      "bissell",
      "entelo",
      "cvs",
    ]);
  });

  it("features exactly enterprise-crm, ai-dashboard and mobile-banking, each a known case study", () => {
    const ids = featuredProjects.map((project) => project.id);
    expect(ids).toEqual(["enterprise-crm", "ai-dashboard", "mobile-banking"]);
    for (const id of ids) expect(projectIds).toContain(id);
  });

  it("shows the skill levels 95, 92, 94 and 90", () => {
    expect(landing.skills.tiles.map((tile) => tile.level)).toEqual([95, 92, 94, 90]);
  });

  it("lists the twelve tools in the spec's order", () => {
    expect(landing.skills.tools).toEqual([
      "Figma",
      "Sketch",
      "Adobe Creative Suite",
      "Principle",
      "Framer",
      "Miro",
      "Slack",
      "Asana",
      "Linear",
      "Notion",
      "Google Analytics",
      "Hotjar",
    ]);
  });
});

describe("assets the content references", () => {
  it.each([
    ["the resume", site.resume.file],
    ["the logo", site.logo.src],
    ["the social preview image", site.ogImage.src],
    ["the headshot", landing.about.headshot.src],
  ])("%s exists in public/", (_what, src) => {
    expect(existsSync(publicFile(src)), `public${src}`).toBe(true);
  });

  it("gives every referenced image alt text", () => {
    for (const alt of [site.logo.alt, site.ogImage.alt, landing.about.headshot.alt]) {
      expect(alt.trim()).not.toBe("");
    }
  });

  it("ships the resume as a real PDF", () => {
    const bytes = readFileSync(publicFile(site.resume.file));
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("ships the social preview image as a 1200×630 PNG", () => {
    const bytes = readFileSync(publicFile(site.ogImage.src));
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    expect({ width: site.ogImage.width, height: site.ogImage.height }).toEqual({ width: 1200, height: 630 });
  });
});

describe("parseContent", () => {
  it("accepts an unchanged copy of the landing content", () => {
    expect(parseContent("content/landing.ts", landingSchema, structuredClone(landing))).toEqual(landing);
  });

  it("rejects broken landing content with a message naming the file and every bad field", () => {
    const valid = structuredClone(landing);
    const broken = {
      ...valid,
      hero: { ...valid.hero, words: [] },
      skills: {
        ...valid.skills,
        tiles: valid.skills.tiles.map((tile, index) => (index === 2 ? { ...tile, level: "ninety" } : tile)),
      },
    };

    const error = contentErrorFrom(() => parseContent("content/landing.ts", landingSchema, broken));
    expect(error.message).toContain("content/landing.ts");
    expect(error.message).toContain("- skills.tiles[2].level:");
    expect(error.message).toContain("- hero.words:");
  });

  it("rejects a site config whose email is not an email address, naming the file and the field", () => {
    const broken = { ...structuredClone(site), email: "not-an-email" };

    const error = contentErrorFrom(() => parseContent("content/site.ts", siteSchema, broken));
    expect(error.message).toContain("content/site.ts");
    expect(error.message).toMatch(/^ {2}- email: /m);
  });
});
