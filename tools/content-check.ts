import path from "node:path";
import { forgetContent, loadContent } from "../pipeline/content/load-content.ts";
import { repoRoot } from "../site/repo-root.ts";
import { ContentError, type ContentProblem } from "../pipeline/content/problems.ts";
import { readRecipientsFile, type RecipientsFile } from "../pipeline/content/recipients-file.ts";
import { passwordMentions } from "../pipeline/content/public-fields.ts";
import { withLocalPasswords } from "../pipeline/local-env.ts";
import type { Site } from "../content/schema.ts";
import { demoPassword, resolvePasswords } from "../pipeline/passwords.ts";
import { loadPrivateContent } from "../pipeline/private-content.ts";

export type ContentCheck =
  { valid: true; summary: string } | { valid: false; summary: string; problems: ContentProblem[] };

export async function checkContent(root: string = repoRoot): Promise<ContentCheck> {
  forgetContent();
  try {
    const { projectIds, publicFields, site } = loadContent(root);
    await loadPrivateContent(root);
    const recipients = readRecipientsFile(root, projectIds);
    const passwords = passwordsToCheck(site, recipients, path.join(root, ".env"));
    const problems = [
      ...recipients.problems,
      ...passwords.problems,
      ...passwordMentions(publicFields, passwords.given),
    ];
    if (problems.length > 0) throw new ContentError(problems);
    const labels =
      recipients.entries.length === 0 || passwords.labelsChecked
        ? ""
        : ` The labels of ${recipients.file} were not checked: no password is set here (environment or .env).`;
    return {
      valid: true,
      summary: `The content is valid: ${projectIds.length} case studies, and every image they name is in place.${labels}`,
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

/** Without passwords (environment or .env), recipients.yaml's labels cannot be checked: docs/protection.md §8. */
function passwordsToCheck(
  site: Site,
  recipients: RecipientsFile,
  envFile: string,
): { given: { label: string; password: string }[]; problems: ContentProblem[]; labelsChecked: boolean } {
  const demo = { label: "demo", password: demoPassword };
  const none = { given: [demo], problems: [], labelsChecked: false };
  try {
    const { env } = withLocalPasswords(process.env, envFile);
    if (env.PORTFOLIO_PASSWORD === undefined && env.PORTFOLIO_PASSWORDS === undefined) return none;
    const file = recipients.problems.length > 0 ? undefined : recipients;
    const { recipients: given } = resolvePasswords(env, { site, recipients: file });
    return { given: [...given, demo], problems: [], labelsChecked: true };
  } catch (error) {
    if (error instanceof ContentError) return { ...none, problems: error.problems };
    // The build names what is wrong with the password setup; the content check is about the files.
    return none;
  }
}
