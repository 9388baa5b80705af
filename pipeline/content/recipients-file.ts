import path from "node:path";
import { readTextIfPresent } from "../../site/read-if-present.ts";
import { recipientsSchema } from "../../content/schema.ts";
import { ContentError, schemaProblems, type ContentProblem } from "./problems.ts";
import { readYaml } from "./yaml-source.ts";

// Its names are as private as the studies, so it never reaches content/public.ts (docs/protection.md §8).

export const recipientsFile = "content/recipients.yaml";

/** What the file gives one password line's label; no `studies` means every study, else those, in the grid's order. */
export type RecipientEntry = { label: string; line?: number; name?: string; nameLine?: number; studies?: string[] };
export type RecipientsFile = { file: string; entries: RecipientEntry[]; problems: ContentProblem[] };

export function readRecipientsFile(root: string, studyIds: readonly string[], file = recipientsFile): RecipientsFile {
  const text = readTextIfPresent(path.resolve(root, file));
  if (text === undefined) {
    return { file, entries: [], problems: [{ file, message: "is missing: restore it from the repository's history" }] };
  }
  const source = readYaml(file, text);
  if (source.data === undefined) return { file, entries: [], problems: source.problems };
  const parsed = recipientsSchema.safeParse(source.data);
  if (!parsed.success) return { file, entries: [], problems: schemaProblems(file, parsed.error, source.lineOf) };
  const problems: ContentProblem[] = [];
  const entries = Object.entries(parsed.data).map(([label, { name, studies }]): RecipientEntry => {
    studies?.forEach((id, index) => {
      if (studyIds.includes(id)) return;
      problems.push({
        file,
        line: source.lineOf([label, "studies", index])?.line,
        field: `${label}.studies[${index}]`,
        message: `no case study has the id "${id}" (the studies are ${studyIds.join(", ")})`,
      });
    });
    const line = source.lineOf([label])?.line;
    const nameLine = source.lineOf([label, "name"])?.line;
    // In the grid's order, whatever the list's: the order is the owner's, set once on the studies.
    const ordered = studies && studyIds.filter((id) => studies.includes(id));
    return { label, line, ...(name && { name, nameLine }), ...(ordered && { studies: ordered }) };
  });
  return { file, entries, problems };
}

export function requireRecipientsFile(root: string, studyIds: readonly string[], file?: string): RecipientsFile {
  const read = readRecipientsFile(root, studyIds, file);
  if (read.problems.length > 0) throw new ContentError(read.problems);
  return read;
}
