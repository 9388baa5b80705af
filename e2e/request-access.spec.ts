import type { Locator } from "@playwright/test";
import { fillIn } from "../app/lib/fill-in";
import { access, featuredProjects, landing, projectIds, site } from "../content/public";
import { axeViolations, expect, test } from "./fixtures";

// docs/product.md#request-access: the gate and the prompt offer a mail to the owner that names the page asked for.

const copy = access.requestAccess;
const otherStudy = projectIds.find((id) => !featuredProjects.some((project) => project.id === id));

/** The mail the owner's words make for a page, the page named as content/access.yaml `requestAccess.pages` says. */
function expectedMail(path: string) {
  const featured = featuredProjects.find((project) => path === `/project/${project.id}`);
  const page =
    path === "/projects"
      ? copy.pages.portfolio
      : featured
        ? fillIn(copy.pages.caseStudy, { title: featured.title })
        : copy.pages.otherCaseStudy;
  const values = { page, address: `${site.siteUrl}${path}` };
  return { to: site.email, subject: fillIn(copy.subject, values), body: fillIn(copy.body, values) };
}

async function mailOf(link: Locator) {
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(url.protocol).toBe("mailto:");
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body")?.replaceAll("\r\n", "\n"),
  };
}

test.describe("before any script has run", () => {
  test.use({ javaScriptEnabled: false });

  test("each gate's Request access is a mail naming its page, written into the page by the build", async ({ page }) => {
    for (const path of [
      "/projects",
      `/project/${featuredProjects[0]?.id}`,
      ...(otherStudy ? [`/project/${otherStudy}`] : []),
    ]) {
      await page.goto(path);
      expect(await mailOf(page.getByRole("link", { name: copy.label }))).toEqual(expectedMail(path));
    }
  });
});

test("the gate's Request access passes axe in the light and the dark theme", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/projects");
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await expect(page.getByRole("link", { name: copy.label })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("the password prompt's Request access names the page the prompt was opened for", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: access.title });
  const request = dialog.getByRole("link", { name: copy.label });
  const card = featuredProjects[1];
  await page.getByRole("link", { name: landing.featured.linkLabel }).nth(1).click();
  await expect(request).toBeVisible();
  expect(await mailOf(request)).toEqual(expectedMail(`/project/${card?.id}`));
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole("button", { name: access.modalCancelLabel }).click();
  await page.getByRole("link", { name: landing.hero.primaryAction }).click();
  await expect(request).toBeVisible();
  expect(await mailOf(request)).toEqual(expectedMail("/projects"));
});
