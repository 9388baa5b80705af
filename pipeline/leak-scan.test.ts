import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { scanForLeaks, type LeakScanInput } from "./leak-scan.ts";

const buildId = "Zx9Qw8Er7Ty6Ui5O";
const binName = "0123456789abcdef0123456789abcdef.bin";

/** Deterministic, incompressible-looking bytes (xorshift32). */
function pseudoRandomBytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

const privateSentence = "We rebuilt the advisor's dashboard & cut onboarding time by 40% for 300 firms.";
const publicSentence = "Led the redesign of a mobile banking experience used by millions of customers.";
const password = "correct horse/battery+staple?ünï";
const recipientName = "Zoë O'Hara, Initech";
const secretKey = pseudoRandomBytes(32, 99);
const studyFile = "content/private/case-studies/alpha-project/index.md";
const image = { name: "alpha-project/cover.webp", bytes: pseudoRandomBytes(1_000, 1234) };

const baseInput: Omit<LeakScanInput, "outDir"> = {
  passwords: [password],
  privateTexts: [privateSentence, publicSentence, "Too short to matter"].map((text) => ({ text, from: studyFile })),
  publicTexts: [publicSentence],
  recipientNames: [recipientName, "Ann", "Mobile Banking"],
  images: [image],
  secrets: [secretKey],
  vaultBuildId: buildId,
};

const validHeader = {
  format: "portfolio-vault",
  v: 3,
  build: buildId,
  kdf: { alg: "PBKDF2-SHA256", iter: 600_000, salt: "AAAAAAAAAAAAAAAAAAAAAA" },
  slots: [
    { id: "s1", iv: "AAAAAAAAAAAAAAAA", ct: "A".repeat(64) },
    { id: "s2", iv: "AAAAAAAAAAAAAAAA", ct: "B".repeat(64) },
  ],
};

const roots: string[] = [];
let outDir: string;

async function fakeBuild(vaultId = buildId): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "leak-scan-"));
  roots.push(root);
  await mkdir(path.join(root, "assets"));
  await mkdir(path.join(root, "vault", vaultId), { recursive: true });
  await writeFile(
    path.join(root, "index.html"),
    `<!doctype html><html><head><title>Portfolio</title></head><body><p>${publicSentence}</p></body></html>`,
  );
  await writeFile(path.join(root, "assets", "app.js"), 'console.log("hello from the public bundle");\n');
  await writeFile(path.join(root, "vault", vaultId, "header.json"), JSON.stringify({ ...validHeader, build: vaultId }));
  const bin = new Uint8Array(64);
  bin.set(new TextEncoder().encode("PFV1"));
  bin.set(pseudoRandomBytes(60, 7), 4);
  await writeFile(path.join(root, "vault", vaultId, binName), bin);
  return root;
}

function scan(overrides: Partial<LeakScanInput> = {}): Promise<string[]> {
  return scanForLeaks({ ...baseInput, outDir, ...overrides });
}

async function plant(relative: string, contents: string | Uint8Array): Promise<void> {
  const file = path.join(outDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
}

function expectReported(problems: string[], relative: string): void {
  expect(problems.length, "problems reported").toBeGreaterThan(0);
  for (const problem of problems) expect(problem).toContain(relative);
}

beforeEach(async () => {
  outDir = await fakeBuild();
});

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe("scanForLeaks on a clean build", () => {
  it("reports nothing", async () => {
    expect(await scan()).toEqual([]);
  });
});

describe("private text", () => {
  it("reports a private sentence in a JavaScript bundle", async () => {
    await plant("assets/app.js", `const text = ${JSON.stringify(privateSentence)};`);
    expectReported(await scan(), "assets/app.js");
  });

  it("reports a private sentence that is HTML-entity encoded (&#39; and &amp;)", async () => {
    const encoded = privateSentence.replaceAll("&", "&amp;").replaceAll("'", "&#39;");
    expect(encoded).toContain("&#39;");
    await plant("index.html", `<!doctype html><html><body><p>${encoded}</p></body></html>`);
    expectReported(await scan(), "index.html");
  });

  it("reports a private sentence encoded with &#x27; and &quot; entities", async () => {
    const sentence = `The "north star" metric we'd chosen doubled within a single quarter.`;
    const encoded = sentence.replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
    await plant("index.html", `<p>${encoded}</p>`);
    expectReported(await scan({ privateTexts: [{ text: sentence, from: studyFile }] }), "index.html");
  });

  it("reports a private sentence that is JSON-escaped (\\u0027, \\u0026)", async () => {
    const escaped = privateSentence.replaceAll("'", "\\u0027").replaceAll("&", "\\u0026");
    await plant("assets/data.json", `{"text":"${escaped}"}`);
    expectReported(await scan(), "assets/data.json");
  });

  it("reports a private sentence with different whitespace and letter case", async () => {
    const mangled = privateSentence.toUpperCase().replaceAll(" ", " \n\t ");
    await plant("assets/app.js", `/* ${mangled} */`);
    expectReported(await scan(), "assets/app.js");
  });

  it("reports a private sentence in a file without a known extension, such as _headers", async () => {
    await plant("_headers", `/*\n  X-Note: ${privateSentence}\n`);
    expectReported(await scan(), "_headers");
  });

  it("does not report a private sentence that is also public content", async () => {
    await plant("assets/app.js", `const text = ${JSON.stringify(publicSentence)};`);
    expect(await scan()).toEqual([]);
  });

  it("names the content file the private sentence came from", async () => {
    await plant("assets/app.js", `const text = ${JSON.stringify(privateSentence)};`);
    expect(await scan()).toEqual([
      expect.stringMatching(
        /^assets\/app\.js: private text ".*" \(from content\/private\/case-studies\/alpha-project\/index\.md\)$/,
      ),
    ]);
  });

  it("does not report a study's address, which is public, however long", async () => {
    const id = "northwind-bank-onboarding-redesign";
    await plant(`project/${id}/index.html`, `<link rel="canonical" href="https://example.com/project/${id}">`);
    const privateTexts = [...baseInput.privateTexts, { text: id, from: studyFile }];
    expect(await scan({ privateTexts, publicTexts: [publicSentence, id] })).toEqual([]);
  });

  it("does not report a public field that repeats the first sentence of a longer private text", async () => {
    const longer = { text: `${publicSentence} Then we cut its support calls by half in a quarter.`, from: studyFile };
    await plant("index.html", `<p>${publicSentence}</p>`);
    expect(await scan({ privateTexts: [longer] })).toEqual([]);
    await plant("assets/app.js", JSON.stringify(longer.text));
    expectReported(await scan({ privateTexts: [longer] }), "assets/app.js");
  });

  it("does not report private strings shorter than 20 characters", async () => {
    await plant("assets/app.js", `const text = "Too short to matter";`);
    expect(await scan()).toEqual([]);
  });

  it("reports a gzip-compressed file that holds a private sentence", async () => {
    await plant("assets/app.js.gz", gzipSync(Buffer.from(`const text = "${privateSentence}";`)));
    expectReported(await scan(), "assets/app.js.gz");
  });
});

describe("recipient names", () => {
  it.each([
    ["as written, in a page", (name: string) => `<p>Prepared for ${name}</p>`],
    ["HTML-entity encoded", (name: string) => `<p>${name.replaceAll("'", "&#x27;").replaceAll("ë", "&#235;")}</p>`],
    [
      "JSON-escaped, in other letter case",
      (name: string) => JSON.stringify(name.toUpperCase()).replace("'", "\\u0027"),
    ],
    ["URL-encoded", (name: string) => `<a href="/?to=${encodeURIComponent(name)}">x</a>`],
  ])("reports a recipient's name %s", async (_form, write) => {
    await plant("index.html", write(recipientName));
    expectReported(await scan(), "index.html");
  });

  it("does not report a name that is only part of a longer word, too short to tell, or a phrase public content uses", async () => {
    await plant("index.html", `<p>Zoë O'Hara, Initechnology</p><ul><li>Ann</li></ul><p>${publicSentence}</p>`);
    expect(await scan()).toEqual([]);
  });
});

describe("passwords and keys", () => {
  it.each([
    ["raw", password],
    ["URL-encoded", encodeURIComponent(password)],
    ["base64", Buffer.from(password).toString("base64")],
    ["hex", Buffer.from(password).toString("hex")],
    [
      "JSON-escaped (\\/ and \\u00fc)",
      password.replaceAll("/", "\\/").replaceAll("ü", "\\u00fc").replaceAll("ï", "\\u00ef"),
    ],
    ["HTML-entity encoded (&#252;)", password.replaceAll("ü", "&#252;").replaceAll("ï", "&#239;")],
  ])("reports the password %s", async (_form, value) => {
    expect(value === password || !value.includes(password)).toBe(true);
    await plant("assets/app.js", `const p = "${value}";`);
    expectReported(await scan(), "assets/app.js");
  });

  it("reports the demo password too when it is in the list", async () => {
    await plant("index.html", `<p>Try demo-portfolio-access-2025</p>`);
    expectReported(await scan({ passwords: [password, "demo-portfolio-access-2025"] }), "index.html");
  });

  it("reports a secret key's hex, in either case", async () => {
    await plant("assets/app.js", `const k = "${Buffer.from(secretKey).toString("hex").toUpperCase()}";`);
    expectReported(await scan(), "assets/app.js");
  });

  it("reports a secret key's base64url", async () => {
    await plant("assets/app.js", `const k = "${Buffer.from(secretKey).toString("base64url")}";`);
    expectReported(await scan(), "assets/app.js");
  });
});

describe("private images", () => {
  it("reports 100 bytes copied from the start of a private image into a file", async () => {
    const file = new Uint8Array(400);
    file.set(image.bytes.subarray(0, 100), 150);
    await plant("assets/logo.png", file);
    expectReported(await scan(), "assets/logo.png");
  });

  it("reports 100 bytes copied from the middle of a private image, at an offset that is not a multiple of 64", async () => {
    const file = new Uint8Array(400);
    file.set(image.bytes.subarray(10, 110), 150);
    await plant("assets/logo.png", file);
    expectReported(await scan(), "assets/logo.png");
  });

  it("reports the same 100 bytes base64-encoded inside a .js file", async () => {
    const encoded = Buffer.from(image.bytes.subarray(0, 100)).toString("base64");
    await plant("assets/app.js", `const img = "data:image/webp;base64,${encoded}";`);
    expectReported(await scan(), "assets/app.js");
  });

  it.each([1, 2, 301])("reports base64 of 100 bytes starting at image offset %i inside a .js file", async (offset) => {
    const encoded = Buffer.from(image.bytes.subarray(offset, offset + 100)).toString("base64");
    await plant("assets/app.js", `const img = "${encoded}";`);
    expectReported(await scan(), "assets/app.js");
  });

  it("ignores what a private image shares with any file of its format: a container header, a flat run", async () => {
    const header = new TextEncoder().encode("\0\0\0\x1cftypavif\0\0\0\0mif1avifmiaf".padEnd(160, "\0"));
    const privateAvif = Buffer.concat([header, pseudoRandomBytes(600, 77)]);
    await plant("assets/images/portrait.avif", Buffer.concat([header, pseudoRandomBytes(600, 78)]));
    expect(await scan({ images: [{ name: "alpha-project/cover.avif", bytes: privateAvif }] })).toEqual([]);
  });

  it("reports 64 characters copied from a private SVG, whose every window counts", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">${'<rect x="10" y="20" width="30" height="40"/>'.repeat(4)}</svg>`;
    await plant("assets/app.js", `const art = '${svg.slice(80, 144)}';`);
    expectReported(
      await scan({ images: [{ name: "alpha-project/screen.svg", bytes: new TextEncoder().encode(svg) }] }),
      "assets/app.js",
    );
  });

  it("reports a private image's SHA-256 hex", async () => {
    const hash = createHash("sha256").update(image.bytes).digest("hex");
    await plant("assets/app.js", `const integrity = "${hash}";`);
    expectReported(await scan(), "assets/app.js");
  });
});

describe("names and files that must not ship", () => {
  it("reports a .map file", async () => {
    await plant("assets/app.js.map", JSON.stringify({ version: 3, sources: ["app.ts"], mappings: "" }));
    expectReported(await scan(), "assets/app.js.map");
  });

  it("reports a file that refers to the private content folder, such as a Vite manifest entry", async () => {
    await plant(
      ".vite/manifest.json",
      JSON.stringify({ "content/private/case-studies/alpha/index.md": { file: "assets/p.js" } }),
    );
    expectReported(await scan(), ".vite/manifest.json");
  });

  it("reports a second vault folder", async () => {
    await plant(path.join("vault", "Old0Build1Id2345", "header.json"), JSON.stringify(validHeader));
    const problems = await scan();
    expect(problems.some((problem) => problem.includes("Old0Build1Id2345"))).toBe(true);
  });

  it("reports a vault folder that is not this build's", async () => {
    expect(await scan({ vaultBuildId: "AnotherBuildId00" })).toContainEqual(
      expect.stringContaining("AnotherBuildId00"),
    );
  });

  it.each([
    ["named after a project", "alpha-project.bin"],
    ["named after an original image", "cover.webp"],
    ["in a folder of its own", path.join("alpha-project", binName)],
  ])("reports a vault file %s", async (_what, name) => {
    await plant(path.join("vault", buildId, name), Buffer.concat([Buffer.from("PFV1"), Buffer.alloc(60)]));
    expect(await scan()).toEqual([`${path.join("vault", buildId, name)}: unexpected file in the vault`]);
  });

  it("does not report a clean vault whose random build id happens to contain a short project id", async () => {
    // A three-letter project id turns up in about 1 in 2,300 random 16-character build ids.
    const unlucky = "Ab1CvS2xY3zW4vU5";
    outDir = await fakeBuild(unlucky);
    expect(await scan({ vaultBuildId: unlucky })).toEqual([]);
  });

  it("reports a header.json with an extra key", async () => {
    await plant(path.join("vault", buildId, "header.json"), JSON.stringify({ ...validHeader, label: "acme" }));
    expectReported(await scan(), path.join("vault", buildId, "header.json"));
  });

  it.each([
    ["a slot that carries a label beside its ciphertext", [{ ...validHeader.slots[0], label: "acme" }]],
    ["a slot that carries a name beside its ciphertext", [{ ...validHeader.slots[0], name: "Jane Doe" }]],
    ["slots of two lengths", [validHeader.slots[0], { ...validHeader.slots[1], ct: "B".repeat(96) }]],
  ])("reports a header.json with %s", async (_what, slots) => {
    await plant(path.join("vault", buildId, "header.json"), JSON.stringify({ ...validHeader, slots }));
    expectReported(await scan(), path.join("vault", buildId, "header.json"));
  });

  it("reports a header.json with a missing key, or one naming a slot's index", async () => {
    const withoutKdf: Record<string, unknown> = { ...validHeader };
    delete withoutKdf.kdf;
    await plant(path.join("vault", buildId, "header.json"), JSON.stringify(withoutKdf));
    expectReported(await scan(), path.join("vault", buildId, "header.json"));
    const withIndex = { ...validHeader, index: binName.slice(0, 32) };
    await plant(path.join("vault", buildId, "header.json"), JSON.stringify(withIndex));
    expectReported(await scan(), path.join("vault", buildId, "header.json"));
  });

  it("reports a .bin that does not start with PFV1", async () => {
    await plant(path.join("vault", buildId, binName), Buffer.concat([Buffer.from("<!do"), Buffer.alloc(60)]));
    expectReported(await scan(), path.join("vault", buildId, binName));
  });

  it("reports a .bin shorter than 32 bytes", async () => {
    await plant(path.join("vault", buildId, binName), Buffer.concat([Buffer.from("PFV1"), Buffer.alloc(27)]));
    expectReported(await scan(), path.join("vault", buildId, binName));
  });
});
