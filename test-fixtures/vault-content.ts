import type { CaseStudy, Prose, ProjectCard } from "../content/schema.ts";
import type { PrivateContent } from "../pipeline/private-content.ts";
import type { OptimisedImage } from "../pipeline/private-images.ts";

// Tests build vaults from this, never from the real private content; the image bytes are arbitrary, never decoded,
// and drawn from a seeded generator, so no image shares a run of bytes with another, as real pictures do not.
function fakeImage(file: string, alt: string, seed: number): OptimisedImage {
  const bytes = (length: number, salt: number) => {
    let state = (seed * 7919 + salt * 104_729) >>> 0 || 1;
    return Uint8Array.from({ length }, () => {
      // xorshift32
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) & 0xff;
    });
  };
  return {
    file,
    alt,
    bytes: bytes(700, 1),
    size: { width: 640, height: 480, vector: false },
    variants: [320, 640].flatMap((width) =>
      (["avif", "webp"] as const).map((format, i) => ({ format, width, bytes: bytes(width, width + i) })),
    ),
  };
}

export const fixtureImages = [
  fakeImage("alpha-project/cover.webp", "A phone showing the alpha dashboard", 7),
  fakeImage("beta-project/cover.webp", "A checkout page of the beta store", 101),
] as const;

export const fixtureCards: ProjectCard[] = [
  {
    id: "alpha-project",
    title: "Alpha Fixture Project",
    company: "Alpha Fixture Corp",
    year: "2024",
    category: "Testing • Fixtures",
    description: "A fixture card whose only job is to round-trip through the vault unchanged.",
    image: { file: "alpha-project/cover.webp", alt: "A phone showing the alpha dashboard" },
    tags: ["Fixtures", "Vault", "Round trip"],
    metrics: [
      { value: "1", label: "Card" },
      { value: "100%", label: "Decrypted" },
      { value: "0", label: "Leaks" },
    ],
    background: "#1f4e8c",
  },
  {
    id: "beta-project",
    title: "Beta Fixture Project",
    company: "Beta Fixture GmbH",
    year: "2019-2020",
    category: "E-Commerce • Ünïcödé",
    description: "The second fixture card, with non-ASCII text: café, naïve, 東京, and an emoji 🔐.",
    image: { file: "beta-project/cover.webp", alt: "A checkout page of the beta store" },
    tags: ["Unicode", "Checkout", "Fixtures", "Second"],
    metrics: [
      { value: "2", label: "Cards" },
      { value: "4.8/5", label: "Rating" },
      { value: "55K+", label: "Bytes" },
    ],
    background: "#b0005b",
  },
];

const paragraph = (text: string): Prose => [{ tag: "p", children: [text] }];

function completeStudy({
  overview,
  ...study
}: Pick<CaseStudy, "title" | "company" | "role" | "date" | "tagline" | "tags" | "brandColor"> & {
  overview: string;
}): CaseStudy {
  return {
    ...study,
    overview: paragraph(overview),
    roleResponsibilities: [
      ["Led the fixture team"],
      ["Wrote the ", { tag: "strong", children: ["fixture"] }],
      ["Reviewed the fixture"],
    ],
    challenge: { summary: paragraph("The challenge of a fixture."), galleries: [] },
    solution: { summary: paragraph("The solution of a fixture."), screens: [], galleries: [] },
    process: {
      phases: [
        { phase: "Plan", description: ["Planned the fixture."] },
        { phase: "Build", description: ["Built the fixture."] },
        { phase: "Check", description: ["Checked the fixture."] },
      ],
      screens: [],
    },
    outcomes: {
      items: [
        { metric: "1", description: ["Fixture"] },
        { metric: "2", description: ["Fixtures"] },
        { metric: "3", description: ["Fixtures"] },
      ],
      galleries: [],
    },
    learned: paragraph("Fixtures teach patience."),
    tools: ["Vitest", "WebCrypto", "Node"],
    testimonial: { quote: "A fine fixture.", author: "Fixture Reviewer", role: "Reviewer" },
  };
}

export const fixtureStudies = new Map<string, CaseStudy>([
  [
    "alpha-project",
    completeStudy({
      title: "Alpha Fixture Project",
      company: "Alpha Fixture Corp",
      role: "Lead Fixture Designer",
      date: "2024",
      tagline: "A study body that must come back exactly as it went in.",
      overview: "Overview of the alpha fixture. ".repeat(60).trim(),
      tags: ["Fixtures", "Round trip", "Vault"],
      brandColor: "#1f4e8c",
    }),
  ],
  [
    "beta-project",
    completeStudy({
      title: "Beta Fixture Project",
      company: "Beta Fixture GmbH",
      role: "Principal Designer",
      date: "2019-2020",
      tagline: 'Quotes "inside", a backslash \\ and a line\nbreak survive encryption.',
      overview: "An overview with café and 東京, long enough to be a paragraph. ".repeat(8).trim(),
      tags: ["Unicode", "Escaping", "Fixtures"],
      brandColor: "#b0005b",
    }),
  ],
]);

export const fixtureOptimisedImages = new Map(fixtureImages.map((image) => [image.file, image]));

export function fixtureContent(): PrivateContent {
  return { cards: fixtureCards, studies: fixtureStudies, images: fixtureOptimisedImages };
}
