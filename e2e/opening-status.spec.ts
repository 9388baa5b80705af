import { linkFragment } from "../app/lib/vault/link-fragment";
import { access } from "../content/public";
import { testRecipients } from "../test-fixtures/recipients";
import { axeViolations, expect, test } from "./fixtures";

// docs/product.md#password-gate: while a recipient link's key is derived, the page says it is opening.

type HeldDerivation = { releaseDerivation: () => void };

test("a recipient link shows a calm status while its key is derived, then the page", async ({ page }) => {
  // A phone takes up to a second to derive the key; here the derivation waits until the test lets it go.
  await page.addInitScript(() => {
    const subtle = crypto.subtle;
    const derive = subtle.deriveBits.bind(subtle);
    const released = new Promise<void>((resolve) => {
      (window as unknown as HeldDerivation).releaseDerivation = resolve;
    });
    subtle.deriveBits = async (...args) => {
      await released;
      return derive(...args);
    };
  });
  await page.goto(`/projects${linkFragment(testRecipients.visitor)}`, { waitUntil: "domcontentloaded" });
  const opening = page.getByRole("status").getByText(access.openingLabel);
  await expect(opening).toBeVisible();
  await expect(page.getByPlaceholder(access.placeholder)).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => (window as unknown as HeldDerivation).releaseDerivation());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(access.portfolio.heading, { timeout: 15_000 });
  await expect(opening).toBeHidden();
});
