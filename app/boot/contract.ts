// One constant per name crossing a boundary the type checker cannot see, so an inline script carries only its own.
export const islandAttribute = "data-island";
export const islandWakesAttribute = "data-hydrate";
export const islandHydratedAttribute = "data-hydrated";
export const islandsRuntimeAttribute = "data-runtime";
/** On a boot script whose page holds React Router's scripts back until intent (pipeline/finalize-build.ts). */
export const holdsAppAttribute = "data-holds-app";
export const heldAppModuleAttribute = "data-app-module";
export const heldAppPreloadsAttribute = "data-preloads";
export const appHydratedAttribute = "data-app-hydrated";
export const codeUnavailableAttribute = "data-code-unavailable";
export const layOutLaterAttribute = "data-lay-out-later";
export const layOutAllAttribute = "data-lay-out-all";
export const webFontsListAttribute = "data-fonts";
export const webFontsAddedAttribute = "data-web-fonts";
export const heldSubmitAttribute = "data-held-submit";
export const basePathAttribute = "data-base";
export const unlockingAttribute = "data-unlocking";
export const linkOutcomeAttribute = "data-link";
export const previewAttribute = "data-preview";
export const openingProperty = "portfolioVaultOpening";
export const openedVisitAttribute = "data-opened-visit";
export const appPageAttribute = "data-app-page";
export const previewPageAttribute = "data-preview-page";
export const pressedInPreviewAttribute = "data-pressed";
/** What shows only to a named recipient; the sealed preview drops it when the opening key's slot names no one. */
export const recipientAttribute = "data-recipient";
/** Where the recipient's name goes: the preview is sealed for everyone, so it is filled in as it opens. */
export const recipientNameAttribute = "data-recipient-name";
export const printMarkProperty = "--recipient-mark";
export const previewImageAttribute = "data-vault-image";
export const gateAttribute = "data-gate";
/** A link that opens the password prompt (its value: the prompt's variant) instead of leading to the gate. */
export const opensPromptAttribute = "data-opens-prompt";
export const passwordPromptAttribute = "data-password-prompt";
export const promptCancelAttribute = "data-dialog-cancel";
export const menuCloseLabelAttribute = "data-close-label";
/** On the prompt: its "Request access" link, and that link's address per page the prompt opens for (JSON). */
export const requestAccessAttribute = "data-request-access";
export const requestHrefsAttribute = "data-request-hrefs";
export const typingWordAttribute = "data-typing-word";
export const typingWordsAttribute = "data-words";
export const caretOffAttribute = "data-caret-off";

export function selectorOf(attribute: string, value?: string): string {
  return value === undefined ? `[${attribute}]` : `[${attribute}="${value}"]`;
}

export function markOf(attribute: `data-${string}`, value = ""): Partial<Record<`data-${string}`, string>> {
  return { [attribute]: value };
}

/** Dispatched on `document`: text a script renders needs the web fonts now, not after the first paint. */
export const webFontsNeededEvent = "portfolio:web-fonts-needed";

/** A session cookie: this browser has loaded the web fonts, so later pages add them before painting. */
export const fontsCachedCookie = "portfolio-fonts";
export const moduleReloadAtKey = "portfolio:module-reload-at";
