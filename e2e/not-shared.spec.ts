import type { Page } from "@playwright/test";
import { fillIn } from "../app/lib/fill-in";
import { linkFragment } from "../app/lib/vault/link-fragment";
import { access, featuredProjects, site } from "../content/public";
import { testRecipients } from "../test-fixtures/recipients";
import { appHasTakenOver } from "./access";
import { axeViolations, expect, test } from "./fixtures";
import {
  hiddenFeatured,
  hiddenStudies,
  limitedIntro,
  limitedWelcome,
  shownCards,
  wordsFoundIn,
} from "./limited-recipient";

// docs/product.md#a-study-not-shared: a recipient given some studies (content/recipients.yaml) sees those alone.

const lockButton = (page: Page) => page.getByRole("button", { name: access.lockLabel });
const cardTitles = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });

/** The distinct vault files the page fetched, header included. */
function vaultFiles(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("request", (request) => {
    const match = /\/vault\/[^/]+\/([^/?#]+)$/.exec(request.url());
    if (match?.[1]) names.add(match[1]);
  });
  return names;
}

/** The mail "Request access" composes for a study, as content/access.yaml words it. */
function expectedMail(id: string) {
  const featured = featuredProjects.find((project) => project.id === id);
  const copy = access.requestAccess;
  const page = featured ? fillIn(copy.pages.caseStudy, { title: featured.title }) : copy.pages.otherCaseStudy;
  const values = { page, address: `${site.siteUrl}/project/${id}` };
  return { to: site.email, subject: fillIn(copy.subject, values), body: fillIn(copy.body, values) };
}

test("a recipient given some studies sees their cards alone, in the grid's order, counted, and their name", async ({
  page,
}) => {
  await page.goto(`/projects${linkFragment(testRecipients.limited)}`);
  await expect(cardTitles(page)).toHaveText(shownCards.map((card) => card.title));
  await appHasTakenOver(page);
  await expect(cardTitles(page)).toHaveText(shownCards.map((card) => card.title));
  await expect(page.getByRole("main").getByText(limitedIntro)).toBeVisible();
  await expect(page.getByRole("banner").getByText(limitedWelcome)).toBeVisible();
  expect(wordsFoundIn(await page.content(), hiddenStudies)).toEqual([]);
});

// None, or one test: a study the test recipient was not given.
for (const id of hiddenStudies.slice(0, 1)) {
  test(`${id}, not shared with them, shows the calm page with Request access for it, and nothing of it @every-width`, async ({
    page,
  }) => {
    const fetched = vaultFiles(page);
    await page.goto(`/project/${id}${linkFragment(testRecipients.limited)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(access.notShared.heading);
    await expect(page.getByText(access.notShared.body)).toBeVisible();
    await appHasTakenOver(page);
    await expect(page).toHaveURL(`/project/${id}`);

    const request = page.getByRole("link", { name: access.requestAccess.label });
    const href = new URL((await request.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("mailto:");
    expect({
      to: decodeURIComponent(href.pathname),
      subject: href.searchParams.get("subject"),
      body: href.searchParams.get("body")?.replaceAll("\r\n", "\n"),
    }).toEqual(expectedMail(id));
    expect(await axeViolations(page)).toEqual([]);

    expect(wordsFoundIn(await page.content(), [id])).toEqual([]);
    // The header, and one file: the recipient's index, which holds no key to the study.
    expect([...fetched].filter((name) => name !== "header.json")).toHaveLength(1);

    await page.getByRole("link", { name: access.caseStudy.backLabel }).click();
    await expect(cardTitles(page)).toHaveText(shownCards.map((card) => card.title));
  });
}

for (const { id } of hiddenFeatured) {
  test(`the landing's featured card of ${id}, not shared with them, leads to that page rather than to a gate`, async ({
    page,
  }) => {
    await page.goto(`/projects${linkFragment(testRecipients.limited)}`);
    await expect(lockButton(page)).toBeVisible();
    await page.goto("/");
    await page.locator(`a[href="/project/${id}"]`).first().click();
    await expect(page).toHaveURL(`/project/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(access.notShared.heading);
    await expect(page.locator("[data-gate]")).toHaveCount(0);
    expect(wordsFoundIn(await page.content(), [id])).toEqual([]);
  });
}
