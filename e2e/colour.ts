import type { Locator, Page } from "@playwright/test";
import { channelContrast } from "../content/schema/common";

type Rgba = [number, number, number, number];

export type ColourTools = {
  /** The opaque colour behind an element: every background up its ancestors, translucent ones blended in. */
  backdrop: (element: Element | null) => Rgba;
  /** The WCAG 2 contrast ratio of a CSS colour, drawn over `background`, against that background. */
  contrast: (colour: string, background: Rgba) => number;
};

declare global {
  interface Window {
    colourTools?: ColourTools;
    channelContrast?: typeof channelContrast;
  }
}

/** Runs in the page, where computed styles live. Kept to the DOM and plain maths so Playwright can ship it there. */
function defineColourTools() {
  const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!pixel) throw new Error("2D canvas unavailable");
  // Computed colours come as rgb(), oklab() or color-mix() results; painting one pixel turns any of them into sRGB.
  const toRgba = (colour: string): Rgba => {
    pixel.clearRect(0, 0, 1, 1);
    pixel.fillStyle = colour;
    pixel.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, below: Rgba): Rgba => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
    1,
  ];
  const contrastOf = window.channelContrast;
  if (!contrastOf) throw new Error("channelContrast not installed");
  const backdrop = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const layer = toRgba(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const contrast = (colour: string, background: Rgba) => contrastOf(over(toRgba(colour), background), background);
  window.colourTools = { backdrop, contrast };
}

export async function installColourTools(page: Page): Promise<void> {
  // The site's own WCAG formula, as source: the page's policy allows no eval, which the debugger's evaluation is not.
  await page.evaluate(`window.channelContrast = ${channelContrast.toString()}`);
  await page.evaluate(defineColourTools);
}

export async function textContrasts(container: Locator): Promise<{ text: string; ratio: number }[]> {
  await installColourTools(container.page());
  return container.evaluate((root) => {
    const tools = window.colourTools;
    if (!tools) throw new Error("colour tools not installed");
    return [...root.querySelectorAll("*")]
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => ({
        text: element.textContent?.trim().slice(0, 40) ?? "",
        ratio: tools.contrast(getComputedStyle(element).color, tools.backdrop(element)),
      }));
  });
}

export async function markerContrasts(container: Locator): Promise<{ text: string; ratio: number }[]> {
  await installColourTools(container.page());
  return container.evaluate((root) => {
    const tools = window.colourTools;
    if (!tools) throw new Error("colour tools not installed");
    return [...root.querySelectorAll("li")].map((item) => ({
      text: item.textContent?.trim().slice(0, 40) ?? "",
      ratio: tools.contrast(getComputedStyle(item, "::marker").color, tools.backdrop(item)),
    }));
  });
}
