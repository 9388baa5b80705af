import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sourceSize } from "../scripts/build/image-pipeline.ts";
import { loadPrivateContent, type PrivateContent } from "../scripts/build/private-content.ts";
import { featuredProjects } from "./featured.ts";
import { landing } from "./landing.ts";
import { ContentError, parseContent } from "./parse-content.ts";
import { projectIds } from "./project-ids.ts";
import { landingSchema, sealedImageSchema, siteSchema } from "./schema.ts";
import { site } from "./site.ts";

const publicDir = path.join(import.meta.dirname, "..", "public");
const imagesDir = path.join(import.meta.dirname, "images");

function publicFile(src: string) {
  return path.join(publicDir, src);
}

function sourceImageSize(file: string) {
  return sourceSize(readFileSync(path.join(imagesDir, file)));
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
  ])("%s exists in public/", (_what, src) => {
    expect(existsSync(publicFile(src)), `public${src}`).toBe(true);
  });

  it.each([
    ["the social preview image", site.ogImage.file],
    ["the headshot", landing.about.headshot.file],
  ])("%s exists in content/images/ and is a readable image", (_what, file) => {
    expect(sourceImageSize(file), `content/images/${file}`).not.toBeNull();
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

  it("has a social preview source of 1200×630, the size its meta tags state", () => {
    expect(sourceImageSize(site.ogImage.file)).toEqual({ width: 1200, height: 630, vector: false });
    expect({ width: site.ogImage.width, height: site.ogImage.height }).toEqual({ width: 1200, height: 630 });
  });

  it("asks for no headshot width wider than its source, which the pipeline would have to upscale", () => {
    const size = sourceImageSize(landing.about.headshot.file);
    expect(Math.max(...landing.about.headshot.widths)).toBeLessThanOrEqual(size?.width ?? 0);
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

describe("a sealed image in the vault index", () => {
  const sealed = {
    alt: "A phone showing the dashboard",
    width: 390,
    height: 844,
    variants: [
      { fileId: "a".repeat(32), mime: "image/avif", width: 320 },
      { fileId: "b".repeat(32), mime: "image/webp", width: 320 },
    ],
  };

  it("is accepted with its size and its variants", () => {
    expect(sealedImageSchema.safeParse(sealed).success).toBe(true);
  });

  it.each([
    ["without variants", { ...sealed, variants: undefined }],
    ["with an empty list of variants", { ...sealed, variants: [] }],
    ["without a WebP variant, which browsers without AVIF need", { ...sealed, variants: sealed.variants.slice(0, 1) }],
    ["with the single file of the old format", { alt: sealed.alt, width: 390, height: 844, fileId: "a".repeat(32) }],
  ])("is rejected %s", (_what, image) => {
    expect(sealedImageSchema.safeParse(image).success).toBe(false);
  });
});

describe("the private content", () => {
  const appDir = path.join(import.meta.dirname, "..", "app");
  const privateImagesDir = path.join(import.meta.dirname, "private", "images");
  let content: PrivateContent;

  beforeAll(async () => {
    content = await loadPrivateContent();
  });

  it("loads and validates with loadPrivateContent()", () => {
    expect(content.cards.length).toBeGreaterThan(0);
    expect(content.studies.size).toBeGreaterThan(0);
    expect(content.images.size).toBeGreaterThan(0);
  });

  it("has seven cards whose ids are the project ids, in display order", () => {
    expect(content.cards).toHaveLength(7);
    expect(content.cards.map((card) => card.id)).toEqual(projectIds);
  });

  it.each([
    ["enterprise-crm", "Chase Private Client Mobile Navigation", "JPMorgan Chase", "2019-2020", "FinTech • Mobile UX"],
    ["mobile-banking", "T-Mobile Partnership with Bankmobile", "T-Mobile", "2023", "FinTech • Mobile"],
    ["ai-dashboard", "Principal Financial Group (Acquired Robustwealth)", undefined, "2023", "FinTech • UX"],
    ["ecommerce-platform", "PWC", undefined, "2021", "Enterprise • B2B"],
    ["bissell", "Bissell", undefined, "2022", "E-Commerce • Consumer"],
    ["entelo", "Entelo", undefined, "2021", "AI • Recruitment"],
    ["cvs", "CVS Health", undefined, "2020", "Healthcare • Retail"],
  ])("shows the spec's title, company, year and category on the %s card", (id, title, company, year, category) => {
    const card = content.cards.find((candidate) => candidate.id === id);
    expect(card, id).toBeDefined();
    expect({ title: card?.title, year: card?.year, category: card?.category }).toEqual({ title, year, category });
    if (company !== undefined) expect(card?.company).toBe(company);
    else expect(card?.company.trim()).not.toBe("");
  });

  it("gives every card at least three tags and exactly three metrics", () => {
    for (const card of content.cards) {
      expect(card.tags.length, card.id).toBeGreaterThanOrEqual(3);
      expect(card.metrics, card.id).toHaveLength(3);
    }
  });

  it("has every referenced image on disk, readable, and with alt text", () => {
    for (const card of content.cards) {
      expect(existsSync(path.join(privateImagesDir, card.image.file)), card.image.file).toBe(true);
      expect(card.image.alt.trim(), card.id).not.toBe("");
      const loaded = content.images.get(card.image.file);
      expect(loaded?.bytes.length, card.image.file).toBeGreaterThan(0);
      expect(loaded?.size.width, card.image.file).toBeGreaterThan(0);
      expect(loaded?.size.height, card.image.file).toBeGreaterThan(0);
    }
  });

  it("has a case study for every project id", () => {
    expect([...content.studies.keys()]).toEqual(projectIds);
    for (const id of projectIds) expect(content.studies.get(id)?.title.trim(), id).toBeTruthy();
  });

  it("is imported by no file under app/", () => {
    const files = readdirSync(appDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => readFileSync(file, "utf8").includes("content/private"));
    expect(offenders).toEqual([]);
  });
});

describe("the case-study records", () => {
  let content: PrivateContent;
  beforeAll(async () => {
    content = await loadPrivateContent();
  });
  const study = (id: string) => {
    const record = content.studies.get(id);
    if (!record) throw new Error(`no case study ${id}`);
    return record;
  };

  it("give each project the sections of its variant (spec §2)", () => {
    expect(study("enterprise-crm").challenge.edgeCases?.title).toBe("32 Edge Cases Identified");
    expect(study("enterprise-crm").solution.screens.map((screen) => screen.title)).toContain("Self-Directed Portfolio");
    expect(study("enterprise-crm").process.screens).toHaveLength(2);
    expect(study("ecommerce-platform").challenge.painPoints?.length).toBeGreaterThan(0);
    expect(study("entelo").challenge.problemsToSolve?.length).toBeGreaterThan(0);
    expect(study("entelo").challenge.painPoints?.length).toBeGreaterThan(0);
    expect(study("cvs").challenge.businessChallenge).toBeTruthy();
    expect(study("cvs").challenge.painPoints?.length).toBeGreaterThan(0);
    expect(study("ai-dashboard").process.diagram).toBeDefined();
    for (const id of ["entelo", "cvs"]) expect(study(id).outcomes.deliverables?.length).toBeGreaterThan(0);
    for (const id of projectIds) {
      expect(study(id).showcase !== undefined, id).toBe(id === "enterprise-crm");
      expect(study(id).article !== undefined, id).toBe(id === "enterprise-crm");
    }
  });

  it("hold every gallery of spec §2 with its title and screen count", () => {
    const galleries = (id: string) => {
      const record = study(id);
      return [...record.challenge.galleries, ...record.solution.galleries, ...record.outcomes.galleries];
    };
    const entelo = galleries("entelo").find((gallery) => gallery.title === "Avoiding the Black Hole");
    expect(entelo?.display).toBe("card");
    expect(entelo?.screens.map((screen) => screen.title)).toEqual([
      "Dashboard Alerts",
      "Smart Scheduling",
      "Workflow Automation",
      "Position Management",
      "Pipeline Overview",
      "Candidate Profiles",
    ]);
    const banking = galleries("mobile-banking").find((gallery) => gallery.title === "Key Features Designed");
    expect(banking?.screens.map((screen) => screen.title).join(" ")).toMatch(
      /4% APY[\s\S]*Got Your Back|Got Your Back[\s\S]*4% APY/,
    );
    const painPoint = galleries("cvs").find((gallery) => gallery.title === "Patient Pain Point");
    expect(painPoint?.screens).toHaveLength(4);
    expect(painPoint?.highlights.map((highlight) => highlight.value)).toEqual(["58%", "16"]);
    expect(galleries("cvs").some((gallery) => gallery.title === "Patient Intake Form")).toBe(true);
    const impact = galleries("bissell").filter((gallery) => gallery.title === "The Impact");
    expect(impact.map((gallery) => gallery.screens.length)).toEqual([5, 5, 5]);
    const showcase = study("enterprise-crm").showcase;
    expect(showcase?.gallery.title).toBe("Increased app engagement by 30%");
    expect(showcase?.gallery.screens).toHaveLength(5);
    expect(showcase?.leadership.title).toBe("Native investment MVP ask");
  });

  it("state the spec's figures in the projects they belong to", () => {
    const text = (id: string) => JSON.stringify(study(id));
    for (const figure of ["32", "100%", "30%"]) expect(text("enterprise-crm")).toContain(figure);
    for (const figure of ["92%", "4.8", "55K+", "4% APY"]) expect(text("mobile-banking")).toContain(figure);
    expect(text("ai-dashboard")).toContain("50%");
    expect(text("ecommerce-platform")).toContain("$25M");
    expect(text("bissell")).toContain("45%");
    expect(text("entelo")).toContain("60%");
    for (const figure of ["46%", "15M+", "58%", "16"]) expect(text("cvs")).toContain(figure);
  });
});
