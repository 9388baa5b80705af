import { formatProblem } from "../pipeline/content/problems.ts";
import { checkContent } from "./content-check.ts";

// The build reads content the same way; this only reads it, in a second rather than minutes.
const check = await checkContent();
if (check.valid) console.log(check.summary);
else {
  console.error(`${check.summary}\n\n${check.problems.map(formatProblem).join("\n")}`);
  process.exitCode = 1;
}
