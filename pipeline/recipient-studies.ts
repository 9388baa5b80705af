import { ContentError, type ContentProblem } from "./content/problems.ts";
import type { RecipientsFile } from "./content/recipients-file.ts";
import type { Recipient } from "./passwords.ts";

/** A label no line has is refused: misspelt, it would give its recipient every study (docs/protection.md §8). */
export function withRecipientsFile(
  recipients: Recipient[],
  lineLabels: readonly string[],
  { file, entries }: Pick<RecipientsFile, "file" | "entries">,
): Recipient[] {
  const problems: ContentProblem[] = [];
  for (const { label, line } of entries) {
    if (lineLabels.includes(label)) continue;
    const known = lineLabels.length > 0 ? `the labels are ${lineLabels.join(", ")}` : "PORTFOLIO_PASSWORDS is not set";
    problems.push({
      file,
      line,
      field: label,
      message: `no PORTFOLIO_PASSWORDS line is labelled "${label}" (${known})`,
    });
  }
  const given = recipients.map((recipient): Recipient => {
    const entry = lineLabels.includes(recipient.label)
      ? entries.find((candidate) => candidate.label === recipient.label)
      : undefined;
    if (!entry) return recipient;
    if (recipient.name && entry.name && recipient.name !== entry.name) {
      problems.push({
        file,
        line: entry.nameLine,
        field: `${entry.label}.name`,
        message: `differs from the name their PORTFOLIO_PASSWORDS line gives after "for": keep one of the two`,
      });
    }
    const name = recipient.name ?? entry.name;
    return { ...recipient, ...(name && { name }), ...(entry.studies && { studies: entry.studies }) };
  });
  if (problems.length > 0) throw new ContentError(problems);
  return given;
}
