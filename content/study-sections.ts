/** A case study's sections in page order; each id is its anchor, `/project/<id>#outcomes` (docs/product.md#sections). */
export const studySectionIds = [
  "overview",
  "role",
  "challenge",
  "solution",
  "process",
  "showcase",
  "outcomes",
  "learned",
  "tools",
] as const;

export type StudySectionId = (typeof studySectionIds)[number];

export function sectionsOf(study: { showcase?: unknown }): StudySectionId[] {
  return studySectionIds.filter((id) => id !== "showcase" || study.showcase);
}
