import { parseArgs } from "node:util";
import { projectIds, site } from "../content/public.ts";
import { ContentError } from "../pipeline/content/problems.ts";
import { requireRecipientsFile } from "../pipeline/content/recipients-file.ts";
import { gridPath } from "../site/routes.ts";
import { repoRoot } from "../site/repo-root.ts";
import { withLocalPasswords } from "../pipeline/local-env.ts";
import { demoWarning, PasswordConfigError, resolvePasswords } from "../pipeline/passwords.ts";
import { loadPrivateContent } from "../pipeline/private-content.ts";
import { linkTarget, printedLinks, recipientLinks, siteAddress } from "./recipient-links.ts";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { origin: { type: "string" }, to: { type: "string", default: gridPath } },
  });
  const passwords = withLocalPasswords(process.env);
  if (passwords.note) console.error(passwords.note);
  const { recipients, usesDemo, expired } = resolvePasswords(passwords.env, {
    site,
    recipients: requireRecipientsFile(repoRoot, projectIds),
  });
  const content = await loadPrivateContent();
  const to = linkTarget(values.to, content.studies);
  if (usesDemo) console.error(demoWarning);
  if (expired.length > 0) console.error(`Past their end date, left out of the build: ${expired.join(", ")}\n`);
  console.log(printedLinks(recipientLinks({ recipients, siteAddress: siteAddress(values.origin), to })));
}

main().catch((error: unknown) => {
  const message =
    error instanceof PasswordConfigError
      ? `Password setup: ${error.message}`
      : error instanceof ContentError
        ? error.message
        : String(error);
  console.error(message);
  process.exit(1);
});
