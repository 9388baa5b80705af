import { webFontsAddedAttribute } from "../app/boot/contract";
import { publishedStrings } from "../pipeline/collect-strings";
import { loadContent } from "../pipeline/content/load-content";
import { fontCharacters, subsetFace } from "../pipeline/subset-fonts";
import { typefacePairs, typefaceStylesheet } from "../pipeline/theme/typefaces";
import { axeViolations, expect, layoutShift, test } from "./fixtures";

// A build carries one pair: the owner's (owner-look.spec.ts builds a copy with another). Building once per pair would
// cost minutes each, so every pair is laid here on the built landing page as its own build would set it: the fallbacks
// and families its stylesheet declares, then its files cut to the same characters, added as the page adds its own.
const characters = fontCharacters(publishedStrings(loadContent()));
const served = "/typeface-pair/";

for (const [name, pair] of Object.entries(typefacePairs)) {
  test(`the ${name} pair sets the landing page's text and headings, arrives with no layout shift, and reads in both themes`, async ({
    page,
  }) => {
    const faces = [pair.text, pair.display];
    const files = new Map(
      await Promise.all(faces.map(async (face) => [face.output, await subsetFace(face, characters)] as const)),
    );
    await page.route(`**${served}*`, (route) =>
      route.fulfill({
        body: Buffer.from(files.get(new URL(route.request().url()).pathname.slice(served.length)) ?? []),
        contentType: "font/woff2",
      }),
    );
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute(webFontsAddedAttribute, "");
    // The stylesheet is Tailwind's source; its @theme holds nothing but the two families.
    await page.addStyleTag({ content: typefaceStylesheet(pair).replace("@theme {", ":root {") });
    const shifts = await page.evaluate(
      async ({ faces, served }) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await frame();
        const found: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) found.push((entry as PerformanceEntry & { value: number }).value);
        });
        observer.observe({ type: "layout-shift" });
        const loaded = await Promise.all(
          faces.map((face) =>
            new FontFace(face.family, `url("${served}${face.output}") format("woff2")`, {
              weight: face.weights.join(" "),
            }).load(),
          ),
        );
        for (const face of loaded) document.fonts.add(face);
        await frame();
        observer.disconnect();
        return found;
      },
      { faces: faces.map(({ family, output, weights }) => ({ family, output, weights })), served },
    );
    expect(layoutShift(shifts)).toBe("0.000");
    const familyOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await familyOf("h1")).toMatch(new RegExp(`^"${pair.display.family}"`));
    expect(await familyOf("body")).toMatch(new RegExp(`^"${pair.text.family}"`));
    for (const face of faces) {
      expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`), face.family)).toBe(true);
    }
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page, { colourOnly: true }), colorScheme).toEqual([]);
    }
  });
}
