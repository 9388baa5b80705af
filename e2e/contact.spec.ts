import { landing, site } from "../content/public";
import { expect, test } from "./fixtures";

function mailtoParams(href: string): Record<string, string> {
  const [, query = ""] = href.split("?");
  return Object.fromEntries(
    query.split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );
}

test.describe("contact", () => {
  test("the form has labelled fields and no submission", async ({ page }) => {
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: landing.contact.formHeading });
    for (const label of Object.values(landing.contact.fields)) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByLabel(landing.contact.fields.email)).toHaveAttribute("type", "email");
    await expect(form.getByLabel(landing.contact.fields.message)).toHaveAttribute("rows", "5");
    await form.getByLabel(landing.contact.fields.firstName).press("Enter");
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test("the connect link composes an email from what the visitor typed", async ({ page }) => {
    await page.goto("/#contact");
    const connect = page.getByRole("link", { name: landing.contact.connectLabel });
    await expect(connect).toHaveAttribute("href", `mailto:${site.email}`);

    const form = page.getByRole("form", { name: landing.contact.formHeading });
    await form.getByLabel(landing.contact.fields.firstName).fill("Zoë");
    await form.getByLabel(landing.contact.fields.lastName).fill("Ōtsuka");
    await form.getByLabel(landing.contact.fields.email).fill("zoe@example.org");
    await form.getByLabel(landing.contact.fields.company).fill("R&D? #1 = 100% +");
    await form.getByLabel(landing.contact.fields.message).fill("Hello & welcome?\nこんにちは 👋\n&body=evil");

    // The form's code wakes as the visitor starts typing and reads what is already typed: on a busy machine it may
    // arrive after the last keystroke, as it may on a slow phone before the visitor reaches the link.
    const href = async () => (await connect.getAttribute("href")) ?? "";
    const params = {
      subject: `${landing.contact.subjectPrefix}: Zoë Ōtsuka (R&D? #1 = 100% +)`,
      body: "Hello & welcome?\r\nこんにちは 👋\r\n&body=evil\r\n\r\nZoë Ōtsuka\r\nR&D? #1 = 100% +\r\nzoe@example.org",
    };
    // toEqual on the parsed parameters also holds their order, and that there are no others.
    await expect.poll(async () => Object.entries(mailtoParams(await href()))).toEqual(Object.entries(params));
    expect((await href()).startsWith(`mailto:${site.email}?`)).toBe(true);
  });

  test("the copy button puts the email on the clipboard and confirms it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/#contact", { waitUntil: "networkidle" });
    const copy = page.getByRole("button", { name: landing.contact.copyEmailLabel });
    await expect(async () => {
      await page.mouse.move(0, 0);
      await copy.hover();
      await expect(page.getByRole("tooltip")).toHaveText(landing.contact.copyEmailLabel, { timeout: 2000 });
    }).toPass();
    await copy.click();
    await expect(page.getByText(landing.contact.copiedMessage)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
  });
});
