import { opensPromptAttribute } from "~/boot/contract";
import type { Access } from "@content/schema";

export type PromptVariant = keyof Access["modalPrompt"];

/** The link stays a real link for new tabs and crawlers; password-prompt.inline.ts opens the prompt instead. */
export function promptLink(variant: PromptVariant): Record<typeof opensPromptAttribute, PromptVariant> {
  return { [opensPromptAttribute]: variant };
}
