import { detectAvif } from "~/lib/avif-support";
import { afterPaintReported, isFirstContentfulPaint } from "~/lib/paint-reported";
import { whenWebFontsAdded } from "~/boot/web-fonts";
import { chooseVariant } from "./choose-variant";
import { rememberDecrypted } from "./decrypted-files";
import { previewImageAttribute, selectorOf } from "~/boot/contract";
import { addressPreview, showPreview } from "./preview";
import { openImage, openJson, openPreviewHtml, type VaultSession } from "~/lib/vault/client";
import type { Opening } from "./opening";
import { openVaultIndex, type OpenedIndex, type StudyFiles } from "./vault-index";
import { isOpening, markOpenedVisit } from "./page-marks";
import { isStudyBody, isVaultImage } from "./vault-payload";
import { openVisitInPreview } from "@views/browser/visits";
import { studyIdOf } from "@site/routes";

/** Slot widths of each page's usual largest paint, known before layout. */
export type LargestImageWidths = {
  hero: (viewportWidth: number) => number;
  cover: (viewportWidth: number) => number;
};

const fontWaitMs = 1500;

export async function openPreview(opening: Opening, sitePathname: string, widths: LargestImageWidths): Promise<void> {
  try {
    const avif = detectAvif();
    const session = await opening;
    if (!session) return;
    const studyId = studyIdOf(sitePathname);
    const { index, study } = await openPageFiles(session, studyId);
    // A study not shared with this recipient has no preview they could open: the app says so.
    if (studyId !== undefined && !study) return;
    const [html] = await Promise.all([
      study ? openPreviewHtml(study.key, study.preview) : openPreviewHtml(session.indexKey, index.preview),
      whenWebFontsAdded(fontWaitMs),
    ]);
    const page = document.createElement("div");
    // Authenticated by AES-GCM as this build's own: the build rendered it with React, which escapes text.
    page.innerHTML = html;
    addressPreview(page, session.recipient.name ?? null);
    const largest = page.querySelector<HTMLImageElement>(`img${selectorOf(previewImageAttribute)}`);
    const imageKey = study?.key ?? index.studies.get(index.cards[0]?.id ?? "")?.key;
    const picture =
      largest && imageKey && (await decryptLargest(largest, imageKey, study ? widths.hero : widths.cover, await avif));
    await whenParsed();
    if (!isOpening()) return;
    showPreview(page);
    // The define itself, so that without views the build drops the call and everything it imports.
    if (__PORTFOLIO_VIEWS__?.to === "server" && session.recipient.token) {
      const opened = openVisitInPreview(sitePathname, session.recipient.token);
      if (opened) markOpenedVisit(opened);
    }
    if (largest && picture) {
      // Chrome never counts as shown (LCP) a picture first painted at opacity 0.
      await whenFadingIn(largest);
      largest.setAttribute("elementtiming", "preview-picture");
      largest.src = picture;
    }
    // The app's scripts wait for the preview's first paint, presented long after drawing on a slow phone.
    await whenPresented(largest && picture ? largest : undefined);
  } catch {
    // The app reads the same files and says what went wrong.
  }
}

export async function openPageFiles(
  session: VaultSession,
  studyId: string | undefined,
): Promise<{ index: OpenedIndex; study: StudyFiles | undefined }> {
  const index = openVaultIndex(session);
  rememberDecrypted("index", session.indexId, index);
  const opened = await index;
  const study = studyId === undefined ? undefined : opened.studies.get(studyId);
  if (study) rememberDecrypted("body", study.body, openJson(study.key, study.body, isStudyBody));
  return { index: opened, study };
}

async function decryptLargest(
  img: HTMLImageElement,
  key: CryptoKey,
  widthAt: (viewportWidth: number) => number,
  avif: boolean,
): Promise<string | undefined> {
  const image: unknown = JSON.parse(img.getAttribute(previewImageAttribute) ?? "null");
  if (!isVaultImage(image)) return undefined;
  const slotWidth = widthAt(window.innerWidth);
  const variant = chooseVariant(image, { avif, slotWidth, devicePixelRatio: window.devicePixelRatio });
  if (!variant) return undefined;
  const url = URL.createObjectURL(await openImage(key, variant.fileId, variant.mime, "high"));
  rememberDecrypted("image", variant.fileId, url);
  const decoder = new Image();
  decoder.src = url;
  await decoder.decode().catch(() => undefined);
  return url;
}

async function whenFadingIn(element: Element): Promise<void> {
  const entrances = document
    .getAnimations()
    .filter((animation) => animation.effect instanceof KeyframeEffect && animation.effect.target?.contains(element));
  if (entrances.length === 0) return;
  await Promise.all(entrances.map((animation) => animation.ready));
  await nextFrame();
}

const presentedDeadlineMs = 1000;

/** The page's first paint as the browser reports it, and the picture's where it reports a picture's paint. */
function whenPresented(picture: HTMLImageElement | undefined): Promise<void> {
  const reported = (type: "paint" | "element", matches: (entry: PerformanceEntry) => boolean) =>
    new Promise<void>((resolve) => afterPaintReported(type, matches, resolve));
  const waits = [nextFrame(), reported("paint", isFirstContentfulPaint)];
  // A picture outside the viewport is not painted, so no paint of it would be reported.
  if (picture && picture.getBoundingClientRect().top < window.innerHeight) {
    waits.push(reported("element", (entry) => "element" in entry && entry.element === picture));
  }
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, presentedDeadlineMs));
  return Promise.race([Promise.all(waits).then(() => undefined), deadline]);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function whenParsed(): Promise<void> {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));
}
