import { openingProperty } from "~/boot/contract";
import { openJson, type VaultSession } from "~/lib/vault/client";
import { openVaultIndex, type OpenedIndex, type StudyFiles } from "./vault-index";
import { isStudyBody, type StudyBody } from "./vault-payload";

// Once per load: the app takes over what the inline boot opened and decrypted for its preview (the slot, the index,
// the page's study) rather than open and decrypt them again. The two bundles share no module, so they meet on window.

export type Opening = Promise<VaultSession | null>;

type Decrypted<Payload> = { fileId: string; payload: Promise<Payload> };
type Handover = { opening?: Opening; index?: Decrypted<OpenedIndex>; body?: Decrypted<StudyBody> };

declare global {
  interface Window {
    [openingProperty]?: Handover;
  }
}

const handover = (): Handover => (window[openingProperty] ??= {});

/** A rejection is the app's to report, once it takes the promise over. */
function reportedLater<Payload>(payload: Promise<Payload>): Promise<Payload> {
  payload.catch(() => undefined);
  return payload;
}

export function handOverOpening(opening: Opening): void {
  handover().opening = reportedLater(opening);
}

/** The boot's opening, once; undefined where the boot opened nothing (no key, or the app opened the page itself). */
export function takeOverOpening(): Opening | undefined {
  const { opening } = handover();
  handover().opening = undefined;
  return opening;
}

/** The index, and on a study's page its study and body, decrypted once for the preview and the app alike. */
export async function openPageFiles(
  session: VaultSession,
  studyId: string | undefined,
): Promise<{ index: OpenedIndex; study: StudyFiles | undefined }> {
  const index = reportedLater(openVaultIndex(session));
  handover().index = { fileId: session.indexId, payload: index };
  const opened = await index;
  const study = studyId === undefined ? undefined : opened.studies.get(studyId);
  if (study)
    handover().body = { fileId: study.body, payload: reportedLater(openJson(study.key, study.body, isStudyBody)) };
  return { index: opened, study };
}

function takeOver<Part extends "index" | "body">(part: Part, fileId: string): Handover[Part] | undefined {
  const decrypted = handover()[part];
  if (decrypted?.fileId !== fileId) return undefined;
  handover()[part] = undefined;
  return decrypted;
}

export const takeOverIndex = (indexId: string) => takeOver("index", indexId)?.payload;
export const takeOverStudyBody = (bodyId: string) => takeOver("body", bodyId)?.payload;
