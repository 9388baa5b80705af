import { forgetContent, loadContent, repoRoot } from "../pipeline/content/load-content.ts";
import { ContentError, type ContentProblem } from "../pipeline/content/problems.ts";
import { passwordMentions } from "../pipeline/content/public-fields.ts";
import { withLocalPasswords } from "../pipeline/local-env.ts";
import type { Site } from "../content/schema.ts";
import { demoPassword, resolvePasswords } from "../pipeline/passwords.ts";
import { loadPrivateContent } from "../pipeline/private-content.ts";

export type ContentCheck =
  { valid: true; summary: string } | { valid: false; summary: string; problems: ContentProblem[] };

/** The build's reading of every content file, without the build, read afresh each call (check:content, the editor). */
export async function checkContent(root: string = repoRoot): Promise<ContentCheck> {
  forgetContent();
  try {
    const { projectIds, publicFields, site } = loadContent(root);
    await loadPrivateContent(root);
    const published = passwordMentions(publicFields, passwordsToCheck(site));
    if (published.length > 0) throw new ContentError(published);
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
      problems: error.problems,
    };
  }
}

/** The passwords the build would use, from the environment or .env, and the demo one. */
function passwordsToCheck(site: Site): { label: string; password: string }[] {
  const demo = { label: "demo", password: demoPassword };
  try {
    const { env } = withLocalPasswords(process.env);
    if (env.PORTFOLIO_PASSWORD === undefined && env.PORTFOLIO_PASSWORDS === undefined) return [demo];
    return [...resolvePasswords(env, { site }).recipients, demo];
  } catch {
    // The build names what is wrong with the password setup; the content check is about the files.
    return [demo];
  }
}
