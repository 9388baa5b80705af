// @vitest-environment jsdom
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { access } from "@content/public";
import { addressPreview } from "./preview";
import { RecipientContext, ScreenMark, type Recipient } from "./recipient";

const name = "Zoë <O'Hara> & Co";

/** As the browser holds it, so markup compares by what it means, not by how it was written. */
function render(recipient: Recipient | null): string {
  const page: ReactNode = (
    <RecipientContext value={recipient}>
      <figure>
        <img alt="A screen" />
        <ScreenMark />
      </figure>
      <figure>
        <img alt="Another screen" />
        <ScreenMark />
      </figure>
    </RecipientContext>
  );
  const parsed = document.createElement("div");
  parsed.innerHTML = renderToStaticMarkup(page);
  return parsed.innerHTML;
}

function addressed(recipientName: string | null): string {
  const page = document.createElement("div");
  page.innerHTML = render({ name: "", words: access.recipient });
  addressPreview(page, recipientName);
  return page.innerHTML;
}

describe("the sealed preview, rendered for no one in particular", () => {
  it("reads, once opened by a named recipient, as the app renders it for them", () => {
    const forRecipient = render({ name, words: access.recipient });
    expect(addressed(name)).toBe(forRecipient);
    const [before, after] = access.recipient.watermark.split("{recipient}");
    const shown = document.createElement("div");
    shown.innerHTML = forRecipient;
    expect(shown.querySelector("figure")?.textContent).toBe(`${before}${name}${after}`);
  });

  it("holds no mark once opened by a recipient whose line gives no name", () => {
    expect(addressed(null)).toBe(render(null));
    expect(render(null)).not.toContain(access.recipient.watermark.split("{recipient}")[0]);
  });
});
