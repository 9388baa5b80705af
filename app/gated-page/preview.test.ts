// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { appPageAttribute } from "~/boot/contract";
import { endPreview, previewAge, showPreview } from "./preview";

function previewPage(text: string): HTMLElement {
  const page = document.createElement("div");
  page.textContent = text;
  return page;
}

afterEach(() => {
  endPreview();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("a sealed preview", () => {
  it("goes right after the app's page, which the stylesheet hides while it shows, and leaves no trace when it ends", () => {
    const appPage = document.createElement("div");
    appPage.setAttribute(appPageAttribute, "");
    document.body.append(appPage, document.createElement("footer"));
    showPreview(previewPage("The grid"));
    expect(appPage.nextElementSibling?.textContent).toBe("The grid");
    expect(document.documentElement.hasAttribute("data-preview")).toBe(true);
    endPreview();
    expect(document.body.textContent).not.toContain("The grid");
    expect(document.documentElement.hasAttribute("data-preview")).toBe(false);
  });

  it("tells how long it has been on screen, and 0 once it has ended or never showed", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    expect(previewAge()).toBe(0);
    showPreview(previewPage("A case study"));
    vi.advanceTimersByTime(240);
    expect(previewAge()).toBe(240);
    endPreview();
    expect(previewAge()).toBe(0);
  });

  it("hands the keyboard focus to the same control in the app's page when it ends", () => {
    const links = (names: string[]) =>
      names.map((name) => Object.assign(document.createElement("a"), { href: `/project/${name}`, textContent: name }));
    const appPage = document.createElement("div");
    appPage.setAttribute(appPageAttribute, "");
    appPage.append(...links(["alpha", "beta", "gamma"]));
    document.body.append(appPage);
    const page = previewPage("");
    page.append(...links(["alpha", "beta", "gamma"]));
    showPreview(page);
    page.querySelectorAll("a")[1]?.focus();
    endPreview();
    expect(document.activeElement?.textContent).toBe("beta");
    expect(appPage.contains(document.activeElement)).toBe(true);
  });

  it("presses again, in the app's page, the button the visitor pressed in the preview", async () => {
    const buttons = (names: string[], pressed: string[]) =>
      names.map((name) => {
        const button = Object.assign(document.createElement("button"), { textContent: name });
        button.addEventListener("click", () => pressed.push(name));
        return button;
      });
    const inApp: string[] = [];
    const appPage = document.createElement("div");
    appPage.setAttribute(appPageAttribute, "");
    appPage.append(...buttons(["Dashboard", "Scheduling"], inApp));
    document.body.append(appPage);
    const page = previewPage("");
    page.append(...buttons(["Dashboard", "Scheduling"], []));
    showPreview(page);
    page.querySelectorAll("button")[1]?.click();
    endPreview();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inApp).toEqual(["Scheduling"]);
  });
});
