import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { contentDir } from "../build/content.ts";

// In the order a problem in one can cause problems in the next.
async function contentFiles(): Promise<string[]> {
  const publicFiles = ["site.ts", "project-ids.ts", "landing.ts", "featured.ts", "access.ts", "private/projects.ts"];
  const studies = (await readdir(path.join(contentDir, "private", "case-studies")))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `private/case-studies/${file}`);
  return [...publicFiles, ...studies].map((file) => path.join(contentDir, file));
}

function describe(file: string, error: unknown): string {
  const name = path.relative(path.dirname(contentDir), file);
  if (error instanceof Error && error.name === "ContentError") return error.message;
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return `Content file ${name} could not be read (is a quote, comma or bracket missing?):\n  - ${reason}`;
}

export type Importer = (file: string) => Promise<unknown>;

// Each file on its own first, so one mistake does not hide the others; what ties them together only once all are sound.
export async function checkContent(
  files: readonly string[],
  importModule: Importer,
  checkTogether: () => Promise<unknown>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    try {
      await importModule(file);
    } catch (error) {
      problems.push(describe(file, error));
    }
  }
  if (problems.length === 0) {
    await checkTogether().catch((error: unknown) => {
      problems.push(error instanceof Error ? error.message : String(error));
    });
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const files = await contentFiles();
  const problems = await checkContent(
    files,
    (file) => import(pathToFileURL(file).href),
    async () => (await import("../build/private-content.ts")).loadPrivateContent(),
  );
  if (problems.length === 0) {
    console.log(`All ${files.length} content files are valid, and every image they name is in place.`);
  } else {
    console.error(`${problems.length} problem${problems.length === 1 ? "" : "s"} to fix:\n\n${problems.join("\n\n")}`);
    process.exitCode = 1;
  }
}
