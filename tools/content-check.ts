import { forgetContent, loadContent, repoRoot } from "../pipeline/content/load-content.ts";
import { ContentError, formatProblem } from "../pipeline/content/problems.ts";
import { loadPrivateContent } from "../pipeline/private-content.ts";

export type ContentCheck = { valid: true; summary: string } | { valid: false; summary: string; problems: string[] };

/**
 * The build's own reading of every content file, without the build: `npm run check:content` prints it, the editor
 * shows it after each save. Read afresh each time, as the files may have changed since the last call.
 */
export async function checkContent(root: string = repoRoot): Promise<ContentCheck> {
  forgetContent();
  try {
    const { projectIds } = loadContent(root);
    await loadPrivateContent(root);
    return {
      valid: true,
      summary: `The content is valid: ${projectIds.length} case studies, and every image they name is in place.`,
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const count = error.problems.length;
    return {
      valid: false,
      summary: `${count} problem${count === 1 ? "" : "s"} to fix:`,
      problems: error.problems.map(formatProblem),
    };
  }
}
