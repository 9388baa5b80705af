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
    const buttons = (names: string[], pressed: string[]) =>
      names.map((name) => {
        const button = Object.assign(document.createElement("button"), { textContent: name });
        button.addEventListener("click", () => pressed.push(name));
        return button;
      });
    /** The preview's buttons, and what the app's page was pressed with once the preview ended. */
    function twoPages() {
      const inApp: string[] = [];
      const appPage = document.createElement("div");
      appPage.setAttribute(appPageAttribute, "");
      appPage.append(...buttons(["Dashboard", "Scheduling"], inApp));
      document.body.append(appPage);
      const page = previewPage("");
      page.append(...buttons(["Dashboard", "Scheduling"], []));
      showPreview(page);
      const [dashboard, scheduling] = page.querySelectorAll("button");
      if (!dashboard || !scheduling) throw new Error("the preview has its two buttons");
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
      const followed: string[] = [];
      const appPage = document.createElement("div");
      appPage.setAttribute(appPageAttribute, "");
      const appLink = Object.assign(document.createElement("a"), { href: "#entelo", textContent: "Entelo" });
      appLink.addEventListener("click", (event) => {
        event.preventDefault();
        followed.push("Entelo");
      });
      appPage.append(appLink);
      document.body.append(appPage);
      const page = previewPage("");
      const link = Object.assign(document.createElement("a"), { href: "#entelo", textContent: "Entelo" });
      page.append(link);
      showPreview(page);
      pointer("pointerdown", link);
      pointer("pointerup", link);
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      expect(link.hasAttribute(pressedInPreviewAttribute)).toBe(false);
      pointer("pointerdown", link);
      endPreview();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(followed).toEqual(["Entelo"]);
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
