import { describe, expect, it } from "vitest";
import type { CaseStudy, PrivateImage, SealedImage } from "../content/schema.ts";
import { sealStudyImages, studyImages } from "./study-images.ts";
import { fixtureStudies } from "../test-fixtures/vault-content.ts";

const base = fixtureStudies.get("alpha-project");
if (!base) throw new Error("the fixture study is missing");

const hero = { file: "alpha-project/hero.svg", alt: "The alpha app on a phone" };
const screen = { file: "alpha-project/flow.webp", alt: "The checkout flow" };
const galleryScreen = { file: "alpha-project/board.png", alt: "A whiteboard of edge cases" };

const study: CaseStudy = {
  ...base,
  heroImage: hero,
  solution: { ...base.solution, screens: [{ image: screen, title: "Checkout" }] },
  outcomes: {
    ...base.outcomes,
    galleries: [
      { title: "Board", highlights: [], display: "wide", screens: [{ image: galleryScreen, title: "Board" }] },
    ],
  },
};

const sealedFor = async (image: PrivateImage): Promise<SealedImage> => ({
  alt: image.alt,
  width: 640,
  height: 480,
  variants: [{ fileId: "0".repeat(32), mime: "image/webp", width: 640 }],
});

describe("studyImages", () => {
  it("finds every image the schema places in a study, wherever it sits", () => {
    expect(studyImages(study)).toEqual([hero, screen, galleryScreen]);
  });

  it("does not take text that merely looks like an image reference for one", () => {
    const lookalike = {
      ...study,
      learned: [{ tag: "p" as const, children: [JSON.stringify(hero)] }],
      tools: [...study.tools, "alpha-project/hero.svg"],
    };
    expect(studyImages(lookalike)).toEqual([hero, screen, galleryScreen]);
  });
});

describe("sealStudyImages", () => {
  it("replaces each image with its sealed reference and keeps every other field", async () => {
    const sealed = await sealStudyImages(study, sealedFor);
    expect(sealed.heroImage).toEqual(await sealedFor(hero));
    expect(sealed.outcomes.galleries[0]?.screens[0]?.image).toEqual(await sealedFor(galleryScreen));
    expect(sealed.overview).toEqual(study.overview);
  });

  it("refuses a sealed image the browser's schema would not accept", async () => {
    const withoutWebp = async (image: PrivateImage): Promise<SealedImage> => ({
      ...(await sealedFor(image)),
      variants: [{ fileId: "0".repeat(32), mime: "image/avif", width: 640 }],
    });
    await expect(sealStudyImages(study, withoutWebp)).rejects.toThrow(/WebP/);
  });
});
