// Real screenshots are under NDA: each `.svg` screen a study names is drawn as a deterministic sketch, overwriting
// only files that start with the marker (docs/owner-guide.md). Usage: run.ts [--studies <dir>]
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readStudyDocument } from "../../pipeline/content/study-document.ts";
import { isObject, screensOf } from "./records.ts";
import { isStandIn, renderScreen } from "./render.ts";
import { repoRoot } from "../../site/repo-root.ts";

const maxBytes = 12 * 1024;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  return path.resolve(value ?? fallback);
}

async function main(): Promise<void> {
  const outDir = option("--studies", path.join(repoRoot, "content/private/case-studies"));
  const projects = (await readdir(outDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  const counts = { written: 0, unchanged: 0, skipped: 0 };
  const failed: string[] = [];
  const perProject = new Map<string, { files: number; bytes: number }>();
  for (const project of projects) {
    const file = path.join(outDir, project, "index.md");
    // Read loosely, not through the content check: the screens it draws may be what the check misses.
    const { data, problems } = readStudyDocument(file, await readFile(file, "utf8").catch(() => ""));
    if (!isObject(data)) {
      failed.push(project);
      console.warn(
        `! ${project}: could not read index.md, skipped\n    ${problems.map((problem) => problem.message).join("\n    ")}`,
      );
      continue;
    }
    // Named as `<study>/<file>`, as the sketches have always been seeded.
    const record = inFolder(project, data);
    const stats = { files: 0, bytes: 0 };
    perProject.set(project, stats);
    for (const spec of screensOf(project, record)) {
      const target = path.resolve(outDir, spec.file);
      if (!target.startsWith(outDir + path.sep) || spec.file.includes("..")) {
        console.warn(`! ${project}: ${spec.file} points outside the images folder, skipped`);
        counts.skipped++;
        continue;
      }
      const svg = renderScreen(spec);
      const bytes = Buffer.byteLength(svg);
      if (bytes >= maxBytes) console.warn(`! ${spec.file} is ${bytes} bytes, over the 12 KB budget`);
      const existing = await readFile(target, "utf8").catch(() => undefined);
      if (existing !== undefined && !isStandIn(existing.split("\n", 1)[0]?.trim() ?? "")) {
        console.log(`  kept   ${spec.file} (not a stand-in: the owner's file)`);
        counts.skipped++;
        continue;
      }
      stats.files++;
      stats.bytes += bytes;
      if (existing === svg) {
        counts.unchanged++;
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, svg);
      console.log(`  wrote  ${spec.file} (${spec.frame}, ${(bytes / 1024).toFixed(1)} KB)`);
      counts.written++;
    }
  }

  for (const [project, stats] of perProject)
    console.log(`${project}: ${stats.files} stand-in screen(s), ${(stats.bytes / 1024).toFixed(1)} KB`);
  console.log(
    `Stand-in screens: ${counts.written} written, ${counts.unchanged} unchanged, ${counts.skipped} skipped` +
      (failed.length ? `; ${failed.length} record(s) failed to load: ${failed.join(", ")}` : ""),
  );
}

function inFolder(project: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => inFolder(project, item));
  if (!isObject(value)) return value;
  if (typeof value.file === "string" && "alt" in value) return { ...value, file: `${project}/${value.file}` };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inFolder(project, item)]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
