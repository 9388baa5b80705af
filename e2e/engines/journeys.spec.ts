import { readdirSync } from "node:fs";
import { join } from "node:path";
import { access, landing, site } from "../../content/public";
import { recipientLinks } from "../../tools/recipient-links";
import { clientDir } from "../../site/build-layout";
import { testRecipients } from "../../test-fixtures/recipients";
import { webFontsAddedAttribute } from "../../app/boot/contract";
import { accessPassword, appTakenOver, workLabel } from "../access";
import { firstStudyWhere, hasPhoneFrames, orderedCards, studyOf } from "../private-content";
import { drawnShowcaseScreens, showcaseScreenTitles } from "../showcase";
import { phoneViewport, type EngineTab } from "./engine-tab";
import type { SiteProxy } from "./site-proxy";
import { expect, test } from "./fixtures";

// The visitor's main journeys in Firefox and WebKit, beside the Chromium suite (docs/decisions/011-engine-smoke-suite.md).

const attribute = (name: string, value: string) => `[${name}=${JSON.stringify(value)}]`;
const workLink = { css: `nav${attribute("aria-label", site.ui.mainNavLabel)} a`, text: workLabel };
const prompt = "dialog[data-password-prompt]";
const gatePassword = { css: `input${attribute("placeholder", access.placeholder)}` };
const lockButton = { css: "button", text: access.lockLabel };

const heading = (tab: EngineTab) => tab.evaluate(() => document.querySelector("h1")?.textContent?.trim() ?? "");
const path = async (tab: EngineTab) => (await tab.url()).pathname;
const cardTitles = (tab: EngineTab) =>
  tab.evaluate(() => [...document.querySelectorAll("main li h2")].map((title) => title.textContent?.trim()));

function gridLink(site: SiteProxy): string {
  const [{ link = "" } = {}] = recipientLinks({
    recipients: [{ label: "visitor", password: testRecipients.visitor }],
    siteAddress: site.origin,
    to: { path: "/projects" },
  });
  return link;
}

async function openRecipientLink(tab: EngineTab, site: SiteProxy) {
  await tab.goto(gridLink(site));
  await expect.poll(() => tab.isShown(lockButton)).toBe(true);
  // The sealed preview shows first; the app's own grid takes over.
  await expect.poll(() => tab.isShown({ css: appTakenOver })).toBe(true);
}

const studyWithShowcase = firstStudyWhere((study) => study.showcase !== undefined && hasPhoneFrames(study));
const studyWithDiagram = firstStudyWhere((study) => Boolean(study.process.diagram));

test("the landing page types its words; Work asks for the password, refuses a wrong one, opens the grid", async ({
  tab,
}) => {
  const [first = ""] = landing.hero.words;
  const typingWord = () => tab.evaluate(() => document.querySelector("[data-testid=typing-word]")?.textContent ?? "");
  await tab.goto("/");
  expect(await heading(tab)).toContain(first);

  await tab.click(workLink);
  await expect.poll(() => tab.isShown({ css: prompt })).toBe(true);
  await tab.type({ css: `${prompt} input[type=password]` }, "not the right password at all");
  await tab.click({ css: `${prompt} button`, text: access.modalAccessLabel });
  expect(await tab.acceptNextAlert()).toBe(access.invalidPassword);
  expect(await path(tab)).toBe("/");
  // The inline script types on meanwhile: the word moves on from the first.
  await expect.poll(typingWord).not.toBe(first);

  await tab.type({ css: `${prompt} input[type=password]` }, accessPassword);
  await tab.click({ css: `${prompt} button`, text: access.modalAccessLabel });
  await expect.poll(() => path(tab)).toBe("/projects");
  await expect.poll(() => cardTitles(tab)).toEqual(orderedCards.map((card) => card.title));
});

test("on a phone, the menu button opens the menu and is named to close it; Escape or a chosen item closes it", async ({
  tab,
}) => {
  const section = site.nav.find((item) => item.href.startsWith("/#"));
  expect(section).toBeDefined();
  const item = { css: "header [popover] a", text: section?.name ?? "" };
  await tab.resize(phoneViewport);
  await tab.goto("/");
  await tab.click({ css: "header button", text: site.ui.openMenu });
  await expect.poll(() => tab.isShown(item)).toBe(true);
  expect(await tab.isShown({ css: "header button", text: site.ui.closeMenu })).toBe(true);
  await tab.press("Escape");
  await expect.poll(() => tab.isShown(item)).toBe(false);

  await tab.click({ css: "header button", text: site.ui.openMenu });
  await tab.click(item);
  await expect.poll(() => tab.isShown(item)).toBe(false);
  expect((await tab.url()).hash).toBe(section?.href.slice(1));
  expect(await tab.isShown({ css: "header button", text: site.ui.openMenu })).toBe(true);
});

// None, or one test: the study with a showcase, then the one with a diagram.
for (const showcaseStudy of studyWithShowcase) {
  test(`the gate opens ${showcaseStudy} with every screen of its Mobile Showcase, one in the dialog; the diagram draws once scrolled to; a reload stays unlocked`, async ({
    tab,
    site,
  }) => {
    const study = studyOf(showcaseStudy);
    const screens = showcaseScreenTitles(study);
    expect(screens.length).toBeGreaterThan(0);
    await tab.goto(`/project/${showcaseStudy}`);
    await tab.type(gatePassword, accessPassword);
    await tab.click({ css: "button", text: access.submitLabel });
    await expect.poll(() => heading(tab)).toBe(study.title);

    await expect.poll(() => tab.evaluate(drawnShowcaseScreens), { timeout: 20_000 }).toEqual(screens);

    const [first = ""] = screens;
    await tab.click({ css: "#showcase figcaption button", text: first });
    const dialogTitle = () => tab.evaluate(() => document.querySelector("[role=dialog] h2")?.textContent ?? null);
    await expect.poll(dialogTitle).toBe(first);
    await tab.press("Escape");
    await expect.poll(dialogTitle).toBeNull();

    const [diagramStudy = showcaseStudy] = studyWithDiagram;
    await site.quiet();
    await tab.goto(`/project/${diagramStudy}`);
    await expect.poll(() => heading(tab)).toBe(studyOf(diagramStudy).title);
    const drawnSteps = () =>
      tab.evaluate(() => {
        document.querySelector("#process")?.scrollIntoView({ block: "center" });
        return document.querySelector("#process svg")?.textContent ?? "";
      });
    if (studyWithDiagram.length > 0) {
      // Mermaid loads only as the diagram nears the screen, and draws it whole.
      await expect.poll(drawnSteps, { timeout: 15_000 }).toContain(access.caseStudy.processFlow[0]);
      for (const step of access.caseStudy.processFlow) expect(await drawnSteps()).toContain(step);
    }

    await tab.reload();
    await expect.poll(() => heading(tab)).toBe(studyOf(diagramStudy).title);
    expect(await tab.isShown({ css: "[data-gate]" })).toBe(false);
  });
}

const studyCode = `/assets/${readdirSync(join(clientDir, "assets")).find((file) => /^project-[\w-]+\.js$/.test(file))}`;

test("a recipient link opens the grid and drops its secret; leaving a page while its code downloads goes on to the next", async ({
  tab,
  site,
}) => {
  // The grid fetches the study's code ahead; a reload for that download failing would keep the visitor on the grid.
  const releaseStudyCode = site.hold(studyCode);
  let studyCodeHeld = 0;
  try {
    await openRecipientLink(tab, site);
    await expect.poll(() => cardTitles(tab)).toEqual(orderedCards.map((card) => card.title));
    await expect.poll(() => site.heldNow(studyCode), "the grid fetching the study's code ahead").toBeGreaterThan(0);
    const address = await tab.url();
    expect(address.pathname).toBe("/projects");
    expect(address.hash).toBe("");
    expect(await tab.evaluate(() => location.hash)).toBe("");

    await tab.click({ css: "a", text: access.backHomeLabel });
    const arrival = async () => ({ at: await path(tab), gridLoads: site.loadsOf("/projects") });
    await expect.poll(arrival).toEqual({ at: "/", gridLoads: 1 });
  } finally {
    studyCodeHeld = releaseStudyCode();
  }
  expect(studyCodeHeld, "the study's code was on its way when the grid was left").toBeGreaterThan(0);
  await site.quiet();

  // The islands' runtime, which a press in the contact form starts loading, is still on its way when Work leaves the page.
  const runtime = await tab.evaluate(() => document.querySelector("[data-runtime]")?.getAttribute("data-runtime"));
  expect(runtime).toMatch(/\.js$/);
  const release = site.hold(runtime ?? "");
  let heldBack = 0;
  try {
    await tab.click({ css: "form input[type=email]" });
    // On a busy machine the next click could leave before the browser has sent the request at all.
    await expect.poll(() => site.heldNow(runtime ?? ""), "the press fetching the runtime").toBeGreaterThan(0);
    await tab.click(workLink);
    const arrival = async () => ({ at: await path(tab), loadsOfPageLeft: site.loadsOf("/") });
    await expect.poll(arrival).toEqual({ at: "/projects", loadsOfPageLeft: 1 });
    await expect.poll(() => cardTitles(tab)).toEqual(orderedCards.map((card) => card.title));
    expect(site.loadsOf("/"), "the page left was loaded again").toBe(1);
  } finally {
    heldBack = release();
  }
  expect(heldBack, "the runtime was on its way when the click left the page").toBeGreaterThan(0);
});

test("a page left while its vault files are half-way down goes quietly on to the next", async ({ tab, site }) => {
  const [first = ""] = landing.hero.words;
  const release = site.stallPartWay("/vault/");
  try {
    await tab.goto(gridLink(site));
    await expect.poll(() => site.stalledPartWay()).toBeGreaterThan(0);
    // Its fonts in, or Firefox reports them cut off too.
    const fontsAdded = (attribute: string) => document.documentElement.hasAttribute(attribute);
    await expect.poll(() => tab.evaluate(fontsAdded, webFontsAddedAttribute)).toBe(true);
    await tab.goto("/");
    expect(await heading(tab)).toContain(first);
  } finally {
    release();
  }
});
