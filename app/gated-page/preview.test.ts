// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { appPageAttribute, pressedInPreviewAttribute } from "~/boot/contract";
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

  describe("presses again, in the app's page", () => {
    const controls = (tag: "button" | "a", names: string[], pressed: string[]) =>
      names.map((name) => {
        const control = Object.assign(document.createElement(tag), { textContent: name });
        if (control instanceof HTMLAnchorElement) control.href = `#${name}`;
        control.addEventListener("click", (event) => {
          event.preventDefault();
          pressed.push(name);
        });
        return control;
      });
    /** The preview's two controls, and what the app's page was pressed with once the preview ended. */
    function twoPages(tag: "button" | "a" = "button") {
      const inApp: string[] = [];
      const appPage = document.createElement("div");
      appPage.setAttribute(appPageAttribute, "");
      appPage.append(...controls(tag, ["Dashboard", "Scheduling"], inApp));
      document.body.append(appPage);
      const page = previewPage("");
      page.append(...controls(tag, ["Dashboard", "Scheduling"], []));
      showPreview(page);
      const [dashboard, scheduling] = page.querySelectorAll(tag);
      if (!dashboard || !scheduling) throw new Error("the preview has its two controls");
      const end = async () => {
        endPreview();
        await new Promise((resolve) => setTimeout(resolve, 0));
        return inApp;
      };
      return { dashboard, scheduling, end };
    }
    const pointer = (type: string, target: Element) =>
      target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));

    it("the button the visitor pressed in the preview", async () => {
      const { scheduling, end } = twoPages();
      scheduling.click();
      expect(await end()).toEqual(["Scheduling"]);
    });

    it("a button still held down as the preview ends", async () => {
      const { scheduling, end } = twoPages();
      pointer("pointerdown", scheduling);
      expect(await end()).toEqual(["Scheduling"]);
    });

    it("a link still held down as the preview ends, and not one the visitor clicked, which the browser follows", async () => {
      const { dashboard, scheduling, end } = twoPages("a");
      pointer("pointerdown", dashboard);
      pointer("pointerup", dashboard);
      dashboard.click();
      expect(dashboard.hasAttribute(pressedInPreviewAttribute)).toBe(false);
      pointer("pointerdown", scheduling);
      expect(await end()).toEqual(["Scheduling"]);
    });

    it("nothing for a touch that became a scroll, and the earlier press for one that began after it", async () => {
      const { dashboard, scheduling, end } = twoPages();
      dashboard.click();
      pointer("pointerdown", scheduling);
      pointer("pointercancel", scheduling);
      expect(await end()).toEqual(["Dashboard"]);
    });
  });
});
