import { detectAvif } from "~/lib/avif-support";
import { chooseVariant } from "./choose-variant";
import { fetchHeader, fetchVaultFile, openJson } from "./vault-client";
import { unwrapContentKey } from "./vault-format";
import { isStudyBody, isVaultIndex, type VaultImage } from "./vault-payload";

/** How wide the pages show the image that is usually their largest paint, for a window width (see useSlotWidth). */
export type LargestImageWidths = {
  /** A case study's hero mockup. */
  hero: (viewportWidth: number) => number;
  /** The grid's first cover. */
  cover: (viewportWidth: number) => number;
};

/**
 * For a tab that holds this build's key: the page's vault files start
 * arriving with the app's scripts instead of after them. The header and the
 * index; on a case study its own file, whose name only the index knows, and
 * its hero; on the grid the first cover: in the variant the page will pick.
 * Everything lands in the HTTP cache, where the app finds it; opening a file
 * twice costs milliseconds. Failures are the app's to report: nothing is thrown.
 */
export async function warmVault(
  kekBytes: Uint8Array<ArrayBuffer>,
  sitePathname: string,
  widths: LargestImageWidths,
): Promise<void> {
  try {
    const avif = detectAvif();
    const header = await fetchHeader();
    const contentKey = await unwrapContentKey(header, kekBytes);
    if (!contentKey) return;
    const index = await openJson(contentKey, header.index, isVaultIndex);
    const studyId = /^project\/([^/]+)\/?$/.exec(sitePathname)?.[1];
    if (studyId === undefined) {
      await fetchVariant(index.cards[0]?.image, widths.cover, await avif);
      return;
    }
    const body = index.studies[studyId]?.body;
    if (!body) return;
    const study = await openJson(contentKey, body, isStudyBody);
    await fetchVariant(study.heroImage, widths.hero, await avif);
  } catch {
    // The app reads the same files and says what went wrong.
  }
}

async function fetchVariant(
  image: VaultImage | undefined,
  widthAt: (viewportWidth: number) => number,
  avif: boolean,
): Promise<void> {
  if (!image) return;
  const slotWidth = widthAt(window.innerWidth);
  const variant = chooseVariant(image, { avif, slotWidth, devicePixelRatio: window.devicePixelRatio });
  if (variant) await fetchVaultFile(`${variant.fileId}.bin`, "high");
}
