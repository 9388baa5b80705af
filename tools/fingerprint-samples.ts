import path from "node:path";
import { repoRoot } from "../pipeline/content/load-content.ts";
import { sampleFingerprintsFile, writeSampleFingerprints } from "../pipeline/source-guard.ts";

// For the project's maintainers, after changing the shipped samples: never run it in a copy holding real work.
const count = await writeSampleFingerprints();
console.log(`${path.relative(repoRoot, sampleFingerprintsFile)}: ${count} files of content/private/ fingerprinted.`);
