import { loadContent } from "../pipeline/content/load-content.ts";
import { ContentError, formatProblem } from "../pipeline/content/problems.ts";
import { loadPrivateContent } from "../pipeline/private-content.ts";

// The build reads content the same way; this only reads it, in a second rather than minutes.
try {
  const { projectIds } = loadContent();
  await loadPrivateContent();
  console.log(`The content is valid: ${projectIds.length} case studies, and every image they name is in place.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  const count = error.problems.length;
  console.error(`${count} problem${count === 1 ? "" : "s"} to fix:\n\n${error.problems.map(formatProblem).join("\n")}`);
  process.exitCode = 1;
}
