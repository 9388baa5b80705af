import { access, site as siteContent } from "../../content/public";
import { recipientLinks } from "../../tools/recipient-links";
import { testRecipients } from "../../test-fixtures/recipients";
import { appTakenOver } from "../access";
import { hiddenStudies, shownCards, wordsFoundIn } from "../limited-recipient";
import type { EngineTab } from "./engine-tab";
import { expect, test } from "./fixtures";
import type { SiteProxy } from "./site-proxy";

// A limited recipient (e2e/limited-recipient.ts) in Firefox and WebKit: docs/decisions/011-engine-smoke-suite.md

const cardTitles = (tab: EngineTab) =>
  tab.evaluate(() => [...document.querySelectorAll("main li h2")].map((title) => title.textContent?.trim()));
const heading = (tab: EngineTab) => tab.evaluate(() => document.querySelector("h1")?.textContent?.trim() ?? "");
const page = (tab: EngineTab) => tab.evaluate(() => document.documentElement.outerHTML);

async function openAsLimited(tab: EngineTab, site: SiteProxy, path: string) {
  const [{ link = "" } = {}] = recipientLinks({
    recipients: [{ label: "limited", password: testRecipients.limited }],
    siteAddress: site.origin,
    to: { path },
  });
  await tab.goto(link);
  await expect.poll(() => tab.isShown({ css: "button", text: access.lockLabel })).toBe(true);
  await expect.poll(() => tab.isShown({ css: appTakenOver })).toBe(true);
}

test("a recipient given some studies sees their cards alone, in the grid's order", async ({ tab, site }) => {
  await openAsLimited(tab, site, "/projects");
  await expect.poll(() => cardTitles(tab)).toEqual(shownCards.map((card) => card.title));
  expect(wordsFoundIn(await page(tab), hiddenStudies)).toEqual([]);
});

// None, or one test: a study the test recipient was not given.
for (const id of hiddenStudies.slice(0, 1)) {
  test(`${id}, not shared with them, shows the calm page, whose Request access mails its address`, async ({
    tab,
    site,
  }) => {
    await openAsLimited(tab, site, `/project/${id}`);
    await expect.poll(() => heading(tab)).toBe(access.notShared.heading);
    const href = await tab.evaluate(
      (label) =>
        [...document.querySelectorAll("main a")]
          .find((link) => link.textContent?.trim() === label)
          ?.getAttribute("href"),
      access.requestAccess.label,
    );
    const mail = new URL(href ?? "");
    expect(`${mail.protocol}${decodeURIComponent(mail.pathname)}`).toBe(`mailto:${siteContent.email}`);
    expect(mail.searchParams.get("body")).toContain(`${siteContent.siteUrl}/project/${id}`);
    expect(wordsFoundIn(await page(tab), [id])).toEqual([]);
  });
}
