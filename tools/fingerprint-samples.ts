import path from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "../site/repo-root.ts";
import { sampleFingerprintsFile, writeSampleFingerprints } from "../pipeline/source-guard.ts";

const maintainerFlag = "i-maintain-the-samples";
const manifest = path.relative(repoRoot, sampleFingerprintsFile);

// Maintainers only: in an owner's copy it would record their studies as samples, which a public repository may publish.
const { values } = parseArgs({ options: { [maintainerFlag]: { type: "boolean", default: false } } });
if (!values[maintainerFlag]) {
  console.error(
    [
      `npm run samples:fingerprint records whatever content/private/ holds now as the shipped samples, in ${manifest}.`,
      "The build lets the samples through from a public repository: run in your own copy, it would record your case",
      "studies as samples, and the build would no longer stop a public repository from publishing them.",
      `If the build says ${manifest} is damaged or missing, restore it: git checkout -- ${manifest}`,
      `Maintainers, after changing the shipped samples: npm run samples:fingerprint -- --${maintainerFlag}`,
    ].join("\n"),
  );
  process.exit(1);
}
const count = await writeSampleFingerprints();
console.log(`${manifest}: ${count} files of content/private/ fingerprinted.`);
