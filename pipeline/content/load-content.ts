import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  accessSchema,
  featuredProjectSchema,
  landingSchema,
  projectIdSchema,
  siteSchema,
  studyDocumentSchema,
  themeSchema,
  type Access,
  type CaseStudy,
  type FeaturedProject,
  type Landing,
  type ProjectCard,
  type Site,
  type StudyDocument,
  type Theme,
} from "../../content/schema.ts";
import { ContentError, fieldName, schemaProblems, type ContentProblem, type LineOf } from "./problems.ts";
import { privateFolderMentions, publicFieldsOf, type PublicField } from "./public-fields.ts";
import { missingNamedFiles } from "./named-files.ts";
import { readStudyDocument } from "./study-document.ts";
import { themeFile, themeProblems } from "./theme-file.ts";
import { readYaml } from "./yaml-source.ts";
import { relativePath, repoRoot } from "../../site/repo-root.ts";

export const studiesFolder = "content/private/case-studies";

export type PublicContent = {
  site: Site;
  landing: Landing;
  featuredProjects: FeaturedProject[];
  access: Access;
  /** In the grid's order; public, as each is a page's address. */
  projectIds: string[];
};

export type Content = PublicContent & {
  cards: ProjectCard[];
  studies: Map<string, CaseStudy>;
  studyFiles: string[];
  publicFields: PublicField[];
  theme: Theme;
};

type Parsed<Value> = { value?: Value; problems: ContentProblem[] };

function parseWith<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  source: { data: unknown; lineOf: LineOf; problems: ContentProblem[] },
): Parsed<z.output<Schema>> {
  if (source.data === undefined) return { problems: source.problems };
  const result = schema.safeParse(source.data);
  if (!result.success) return { problems: [...source.problems, ...schemaProblems(file, result.error, source.lineOf)] };
  return source.problems.length > 0 ? { problems: source.problems } : { value: result.data, problems: [] };
}

function readText(root: string, file: string, hint: string): string | ContentProblem {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    return { file, message: `is missing: ${hint}` };
  }
}

function loadYaml<Schema extends z.ZodType>(
  root: string,
  file: string,
  schema: Schema,
): Parsed<z.output<Schema>> & { lineOf: LineOf } {
  const text = readText(root, file, "restore it from the repository's history");
  if (typeof text !== "string") return { problems: [text], lineOf: () => undefined };
  const source = readYaml(file, text);
  return { ...parseWith(file, schema, source), lineOf: source.lineOf };
}

type LoadedStudy = { id: string; file: string; document: StudyDocument; files: string[] };

/** Images are named relative to their folder; the rest of the build knows them as `<id>/<file>`. */
function forEachImage(
  value: unknown,
  path: PropertyKey[],
  visit: (image: { file: string }, at: PropertyKey[]) => void,
) {
  if (Array.isArray(value)) value.forEach((item, index) => forEachImage(item, [...path, index], visit));
  else if (typeof value === "object" && value !== null) {
    if ("file" in value && "alt" in value && typeof value.file === "string") visit(value as { file: string }, path);
    else for (const [key, item] of Object.entries(value)) forEachImage(item, [...path, key], visit);
  }
}

function loadStudy(root: string, id: string): Parsed<LoadedStudy> {
  const folder = `${studiesFolder}/${id}`;
  const file = `${folder}/index.md`;
  if (!projectIdSchema.safeParse(id).success) {
    return {
      problems: [{ file: folder, message: "a study's folder name is its address: use kebab-case, e.g. acme-checkout" }],
    };
  }
  const text = readText(root, file, "each study's folder needs an index.md: copy one from another study's folder");
  if (typeof text !== "string") return { problems: [text] };
  const source = readStudyDocument(file, text);
  const { value: document, problems } = parseWith(file, studyDocumentSchema, source);
  if (!document) return { problems };
  const files = readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relativePath(root, path.join(entry.parentPath, entry.name)));
  forEachImage(document, [], (image, at) => {
    if (!files.includes(`${folder}/${image.file}`)) {
      const line = source.lineOf([...at, "file"])?.line;
      problems.push({ file, line, field: fieldName([...at, "file"]), message: `${image.file} is not in ${folder}/` });
    }
    image.file = `${id}/${image.file}`;
  });
  return { value: { id, file, document, files }, problems };
}

function cardOf({ id, document }: LoadedStudy): ProjectCard {
  const { card, title, company, date, brandColor } = document;
  return {
    id,
    title: card.title ?? title,
    company,
    year: card.year ?? date,
    category: card.category,
    description: card.description,
    image: card.cover,
    tags: card.tags,
    metrics: card.metrics,
    background: card.background ?? brandColor,
  };
}

export function studyFolders(root: string): string[] {
  const folder = path.join(root, studiesFolder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name);
}

function loadStudies(root: string): Parsed<LoadedStudy[]> {
  const folder = path.join(root, studiesFolder);
  if (!existsSync(folder))
    return { problems: [{ file: studiesFolder, message: "is missing: the portfolio needs at least one case study" }] };
  const ids = studyFolders(root);
  const results = ids.map((id) => loadStudy(root, id));
  const problems = results.flatMap((result) => result.problems);
  const studies = results.flatMap((result) => (result.value ? [result.value] : []));
  if (ids.length === 0)
    problems.push({ file: studiesFolder, message: "holds no case study: add a folder with an index.md" });
  for (const study of studies) {
    const same = studies.filter((other) => other.document.order === study.document.order && other !== study);
    if (same.length > 0) {
      const others = same.map((other) => other.file).join(", ");
      problems.push({
        file: study.file,
        field: "order",
        message: `${study.document.order} is also the order of ${others}: give each study its own number`,
      });
    }
  }
  return { value: studies.sort((a, b) => a.document.order - b.document.order), problems };
}

const cache = new Map<string, Content>();

export function loadContent(root: string = repoRoot): Content {
  const cached = cache.get(root);
  if (cached) return cached;
  const site = loadYaml(root, "content/site.yaml", siteSchema);
  const landing = loadYaml(root, "content/landing.yaml", landingSchema);
  const access = loadYaml(root, "content/access.yaml", accessSchema);
  const featured = loadYaml(
    root,
    "content/featured.yaml",
    z.array(featuredProjectSchema).length(3, "must name exactly three case studies"),
  );
  const studies = loadStudies(root);
  const theme = loadYaml(root, themeFile, themeSchema);
  const problems = [site, landing, access, featured, studies, theme].flatMap((result) => result.problems);
  if (theme.value) problems.push(...themeProblems(theme.value, theme.lineOf));
  const publicFields = (
    [
      ["content/site.yaml", site],
      ["content/landing.yaml", landing],
      ["content/access.yaml", access],
      ["content/featured.yaml", featured],
    ] as const
  ).flatMap(([file, { value, lineOf }]) => publicFieldsOf(file, value, lineOf));
  problems.push(...privateFolderMentions(publicFields));
  problems.push(...missingNamedFiles(root, site, landing));

  const ids = (studies.value ?? []).map((study) => study.id);
  const folders = studyFolders(root);
  (featured.value ?? []).forEach((project, index) => {
    if (!folders.includes(project.id)) {
      problems.push({
        file: "content/featured.yaml",
        line: featured.lineOf([index, "id"])?.line,
        field: `[${index}].id`,
        message: `no case study has the id "${project.id}": there is no folder ${studiesFolder}/${project.id}/ (the studies are ${folders.join(", ")})`,
      });
    }
  });
  if (
    problems.length > 0 ||
    !site.value ||
    !landing.value ||
    !access.value ||
    !featured.value ||
    !studies.value ||
    !theme.value
  ) {
    throw new ContentError(inFileOrder(problems));
  }
  const content: Content = {
    site: site.value,
    landing: landing.value,
    access: access.value,
    featuredProjects: featured.value,
    projectIds: ids,
    cards: studies.value.map(cardOf),
    studies: new Map(studies.value.map(({ id, document: { order: _order, card: _card, ...study } }) => [id, study])),
    studyFiles: studies.value.flatMap((study) => study.files),
    publicFields,
    theme: theme.value,
  };
  cache.set(root, content);
  return content;
}

function inFileOrder(problems: ContentProblem[]): ContentProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

export function forgetContent(): void {
  cache.clear();
}
