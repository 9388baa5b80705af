import { webFontsAddedAttribute } from "../app/boot/contract";
import { access, landing } from "../content/public";
import { loadContent } from "../pipeline/content/load-content";
import { resolveAccent, templatePalettes } from "../pipeline/theme/accent";
import { typefacePairs } from "../pipeline/theme/typefaces";
import {
  axeViolations,
  colourOf,
  expect,
  familyOf,
  layoutShift,
  layoutShiftsOf,
  recordLayoutShifts,
  rgb,
} from "./fixtures";
import { basePath, changedFigure, ownerRecipients, ownLook, reportsOnPagesHost, test } from "./owner-site";

// The owner's copy with their own accent and typeface pair in content/theme.yaml (owner-site.ts), as built.
const pair = typefacePairs[ownLook.typeface];
const { tokens } = resolveAccent(ownLook, templatePalettes());
const themes = ["light", "dark"] as const;
const widths = [390, 1440];

test.describe.configure({ mode: "serial" });

test("the owner's accent and typefaces show wherever the site uses them, in both themes, at 390 and 1440 px, with no layout shift as the fonts arrive", async ({
  page,
  ownerHost: host,
}) => {
  await recordLayoutShifts(page);
  for (const width of widths) {
    for (const colorScheme of themes) {
      const accent = tokens[colorScheme].ember;
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto(`${host.origin}${basePath}`);
      await expect(page.locator("html")).toHaveAttribute(webFontsAddedAttribute, "");
      const where = `${colorScheme} theme at ${width} px`;
      expect(layoutShift(await layoutShiftsOf(page)), where).toBe("0.000");

      expect(await colourOf(page, "[data-testid=typing-word]"), where).toBe(rgb(accent));
      const send = page.getByRole("link", { name: landing.contact.connectLabel });
      expect(await send.evaluate((link) => getComputedStyle(link).backgroundColor), where).toBe(rgb(accent));
      const figure = page.getByRole("region", { name: landing.impact.heading }).getByText(changedFigure.to);
      expect(await figure.evaluate((element) => getComputedStyle(element).color), where).toBe(
        rgb(tokens.light["ember-on-ink"]),
      );
      expect(await familyOf(page, "h1"), where).toMatch(new RegExp(`^"${pair.display.family}"`));
      expect(await familyOf(page, "body"), where).toMatch(new RegExp(`^"${pair.text.family}"`));
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replaceAll('"', "")),
      );
      expect(loaded, where).toEqual(expect.arrayContaining([pair.text.family, pair.display.family]));
      expect(await axeViolations(page, { colourOnly: true }), where).toEqual([]);
    }
  }
});

test("the process diagram and the printed page follow the typeface pair", async ({
  page,
  health,
  ownerSite,
  ownerHost: host,
}) => {
  health.expectedFailedRequests.push(reportsOnPagesHost);
  health.expectedConsoleErrors.push(/status of 404/);
  const [id = ""] = [...loadContent(ownerSite.root).studies].flatMap(([study, { process }]) =>
    process.diagram ? [study] : [],
  );
  await page.goto(`${host.origin}${basePath}project/${id}`);
  await page.getByPlaceholder(access.placeholder).fill(ownerRecipients.everyone.password);
  await page.getByRole("button", { name: access.submitLabel }).click();
  const diagram = page.getByRole("img", { name: access.caseStudy.processFlow.join(", then "), exact: true });
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toHaveAttribute("aria-busy", "false");
  const labelFamily = await diagram.evaluate((box) => {
    const label = [...box.querySelectorAll("svg *")].find((node) => node.children.length === 0 && node.textContent);
    return label ? getComputedStyle(label).fontFamily : "";
  });
  expect(labelFamily).toContain(pair.text.family);

  await page.emulateMedia({ media: "print" });
  expect(await familyOf(page, "h1")).toMatch(new RegExp(`^"${pair.display.family}"`));
  expect(await familyOf(page, "main p")).toMatch(new RegExp(`^"${pair.text.family}"`));
});
