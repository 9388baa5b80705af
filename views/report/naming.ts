import { studySectionIds } from "../../content/study-sections.ts";
import { loadContent } from "../../pipeline/content/load-content.ts";
import { ContentError } from "../../pipeline/content/problems.ts";
import { readRecipientsFile } from "../../pipeline/content/recipients-file.ts";
import { withLocalPasswords } from "../../pipeline/local-env.ts";
import { PasswordConfigError, recipientLines } from "../../pipeline/passwords.ts";
import { gridPath } from "../../site/routes.ts";
import { repoRoot } from "../../site/repo-root.ts";
import type { Naming } from "./summary.ts";

// Names and titles from content/ and the password lines, which the server lacks; what this cannot read stays a label.
export function ownerNaming(
  env: Record<string, string | undefined>,
  root = repoRoot,
): { naming: Naming; notes: string[] } {
  const notes: string[] = [];
  let content: ReturnType<typeof loadContent> | undefined;
  try {
    content = loadContent(root);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    notes.push("content/ has problems (npm run check:content names them): studies go by their address.");
  }
  const names = new Map<string, string>();
  for (const { label, name } of readRecipientsFile(root, content?.projectIds ?? []).entries) {
    if (name) names.set(label, name);
  }
  try {
    for (const { label, name } of recipientLines(withLocalPasswords(env).env.PORTFOLIO_PASSWORDS)) {
      if (name) names.set(label, name);
    }
  } catch (error) {
    if (!(error instanceof PasswordConfigError)) throw error;
    notes.push(`Recipients go by their labels: ${error.message}`);
  }
  const sectionWords = content?.access.caseStudy.sections;
  return {
    naming: {
      names,
      titles: new Map([...(content?.studies ?? [])].map(([id, study]) => [id, study.title])),
      sections: new Map(studySectionIds.map((id) => [id, sectionWords?.[id].label ?? id])),
      grid: content ? `${content.access.portfolio.heading} (${gridPath})` : gridPath,
    },
    notes,
  };
}
