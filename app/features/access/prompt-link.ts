import type { Access } from "@content/schema";

/** Which of the prompt's two texts to show: opened from Work, or from a case-study card. */
export type PromptVariant = keyof Access["modalPrompt"];

export const opensPromptAttribute = "data-opens-prompt";

/**
 * Attributes for a link to a protected page: while the tab holds no key, a
 * click opens the password prompt instead (password-prompt.inline.ts). The
 * link stays a real link for new tabs and crawlers.
 */
export function promptLink(variant: PromptVariant): Record<typeof opensPromptAttribute, PromptVariant> {
  return { [opensPromptAttribute]: variant };
}
