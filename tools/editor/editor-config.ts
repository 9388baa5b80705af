import type { z } from "zod";
import { wordsOf, type FieldWords } from "../../content/schema/meta.ts";
import { studiesFolder } from "../../pipeline/content/load-content.ts";
import { bodySections } from "../../pipeline/content/study-document.ts";
import {
  accessSchema,
  featuredProjectSchema,
  landingSchema,
  projectIdSchema,
  siteSchema,
  studyDocumentSchema,
  themeSchema,
} from "../../content/schema.ts";
import { themeFile } from "../../pipeline/content/theme-file.ts";
import { recipientsForm, recipientsPage } from "./recipients-form.ts";

// Decap's forms come from content/schema.ts so the two cannot drift: docs/decisions/013-editing-in-the-browser.md

export type EditorField = {
  name: string;
  label: string;
  label_singular?: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "hidden" | "image" | "color";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  options?: string[];
  min?: number;
  max?: number;
  value_type?: "int";
  default?: unknown;
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  multiple?: boolean;
  allowInput?: boolean;
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  error?: unknown;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  pattern?: RegExp;
  format?: string;
};

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
/** Zod keeps a check's own message as a string, or as a function returning it. */
function messageOf(check: CheckDef, fallback: string): string {
  const message: unknown =
    typeof check.error === "function" ? (check.error as (issue: object) => unknown)({}) : check.error;
  if (typeof message === "string") return message;
  if (typeof message === "object" && message !== null && "message" in message && typeof message.message === "string") {
    return message.message;
  }
  return fallback;
}

/** Decap shows hints as Markdown: the syntax is quoted as code so the owner sees what to type. */
const markdownHint =
  "Markdown: a blank line between paragraphs, `**bold**`, `_italic_`, `[a link](https://…)`, `- ` to start a list item.";
const longText = new Set(["description", "intro", "body", "quote", "summary", "text"]);

/** Decap checks one pattern per field; flags do not survive its JSON config, so such a rule is left to the check. */
function patternOf(schema: z.ZodType): [string, string] | undefined {
  for (const check of checksOf(schema)) {
    if (check.check === "string_format" && check.pattern && check.pattern.flags === "") {
      return [check.pattern.source, messageOf(check, `must match ${check.pattern.source}`)];
    }
  }
  for (const check of checksOf(schema)) {
    if (check.check === "min_length" && (check.minimum ?? 0) > 1) {
      return [`^[\\s\\S]{${check.minimum},}$`, messageOf(check, `must be at least ${check.minimum} characters`)];
    }
    if (check.check === "max_length") {
      return [`^[\\s\\S]{0,${check.maximum}}$`, messageOf(check, `must be at most ${check.maximum} characters`)];
    }
  }
  return undefined;
}

function listBounds(schema: z.ZodType): Pick<EditorField, "min" | "max"> {
  const bounds: Pick<EditorField, "min" | "max"> = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") bounds.min = check.minimum;
    if (check.check === "max_length") bounds.max = check.maximum;
    if (check.check === "length_equals") bounds.min = bounds.max = check.length;
  }
  return bounds;
}

function numberBounds(schema: z.ZodType): Pick<EditorField, "min" | "max" | "value_type"> {
  const bounds: Pick<EditorField, "min" | "max" | "value_type"> = {};
  for (const check of checksOf(schema)) {
    if (check.check === "greater_than" && check.value !== undefined) {
      bounds.min = check.inclusive ? check.value : check.value + 1;
    }
    if (check.check === "less_than") bounds.max = check.value;
    if (check.check === "number_format" && check.format === "safeint") bounds.value_type = "int";
  }
  return bounds;
}

type Options = { images: boolean; depth: number; path?: string[] };
function wordsFor(schema: z.ZodType, name: string, path: string[]): FieldWords & { label: string } {
  const words = wordsOf(schema);
  if (!words.label) {
    throw new Error(`content/schema: the field "${[...path, name].join(".")}" has no label for the editor (.meta)`);
  }
  return { ...words, label: words.label };
}

const optionalGroups = new WeakSet<EditorField>();
function optionalGroup(field: EditorField): EditorField {
  optionalGroups.add(field);
  return field;
}

const hintOf = (...hints: (string | undefined)[]) => hints.filter(Boolean).join(" ") || undefined;

function isStudyImage(shape: Record<string, z.ZodType>, options: Options): boolean {
  const keys = Object.keys(shape).sort().join(",");
  return options.images && keys === "alt,file";
}

export function fieldsOf(schema: z.ZodType, options: Options): EditorField[] {
  const def = defOf(schema);
  if (def.type !== "object" || !def.shape) throw new Error(`the editor shows objects as forms, not ${def.type}`);
  const shape = def.shape;
  const image = isStudyImage(shape, options);
  return Object.entries(shape).map(([name, field]) => {
    const words = wordsFor(field, name, options.path ?? []);
    const editorField = fieldOf(name, field, { ...options, depth: options.depth + 1 }, words);
    if (image && name === "file") return { ...editorField, widget: "image", choose_url: false, pattern: undefined };
    return editorField;
  });
}

export function fieldOf(
  name: string,
  schema: z.ZodType,
  options: Options,
  label: FieldWords & { label: string },
): EditorField {
  let required = true;
  let current = schema;
  while (defOf(current).type === "optional" || defOf(current).type === "default") {
    required = false;
    const inner = defOf(current).innerType;
    if (!inner) break;
    current = inner;
  }
  const def = defOf(current);
  const base = { name, label: label.label, required, ...(label.hint ? { hint: label.hint } : {}) };
  const inside = { ...options, path: [...(options.path ?? []), name] };
  switch (def.type) {
    case "object": {
      const fields = fieldsOf(current, inside);
      if (!required) {
        return optionalGroup({
          ...base,
          widget: "list",
          label_singular: label.label,
          max: 1,
          collapsed: false,
          fields,
        });
      }
      // An image's upload button stays in view, so an upload lands in the image the owner is looking at.
      const collapsed = options.depth > 1 && !isStudyImage(defOf(current).shape ?? {}, options);
      return { ...base, widget: "object", collapsed, fields };
    }
    case "array": {
      if (!def.element) break;
      const element = defOf(def.element);
      const list = { ...base, widget: "list" as const, ...listBounds(current), label_singular: label.singular };
      const items = inside;
      if (element.type === "object") {
        const fields = fieldsOf(def.element, items);
        const first = fields.find((field) => field.widget === "string")?.name;
        return { ...list, fields, ...(first ? { summary: `{{fields.${first}}}` } : {}) };
      }
      const item = { label: label.singular ?? label.label };
      return { ...list, collapsed: false, field: fieldOf(name, def.element, items, item) };
    }
    case "pipe": {
      // Markdown: a string the schema turns into a tree. Edited as written, so a save keeps the owner's Markdown.
      if (def.in && defOf(def.in).type === "string" && def.out && defOf(def.out).type === "transform") {
        const pattern = patternOf(def.in);
        return { ...base, widget: "text", hint: hintOf(label.hint, markdownHint), ...(pattern ? { pattern } : {}) };
      }
      if (def.in) return { ...fieldOf(name, def.in, options, label), required };
      break;
    }
    case "string": {
      if (label.colourPicker) return { ...base, widget: "color", allowInput: true };
      const pattern = patternOf(current);
      return { ...base, widget: longText.has(name) ? "text" : "string", ...(pattern ? { pattern } : {}) };
    }
    case "number":
      return { ...base, widget: "number", ...numberBounds(current) };
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "enum":
      return { ...base, widget: "select", options: Object.values(def.entries ?? {}) };
    case "literal":
      return { ...base, widget: "hidden", default: def.values?.[0] };
  }
  throw new Error(`content/schema.ts: the field "${name}" is a ${def.type}, which the editor has no field for`);
}

const top = { images: false, depth: 0 };

function featuredCards(): EditorField {
  return {
    name: "cards",
    label: "Featured cards",
    label_singular: "Featured card",
    widget: "list",
    min: 3,
    max: 3,
    summary: "{{fields.title}}",
    fields: fieldsOf(featuredProjectSchema, top),
  };
}

const pageForms = [
  { name: "site", label: "Site values", file: "content/site.yaml", form: () => fieldsOf(siteSchema, top) },
  {
    name: "landing",
    label: "Landing page",
    file: "content/landing.yaml",
    form: () => fieldsOf(landingSchema, top),
  },
  { name: "featured", label: "Featured cards", file: "content/featured.yaml", form: () => [featuredCards()] },
  {
    name: "access",
    label: "Password prompt and private pages",
    file: "content/access.yaml",
    form: () => fieldsOf(accessSchema, top),
  },
  { name: "theme", label: "Your look", file: themeFile, form: () => fieldsOf(themeSchema, top) },
  recipientsPage,
];
function addressField(): EditorField {
  const words = wordsFor(projectIdSchema, "address", []);
  const [pattern] = checksOf(projectIdSchema).flatMap((check) => (check.pattern ? [check] : []));
  return {
    name: "address",
    widget: "string",
    // Left empty, a new study's address is made from its title (tools/editor/page.ts).
    required: false,
    label: words.label,
    ...(words.hint ? { hint: words.hint } : {}),
    ...(pattern?.pattern ? { pattern: [pattern.pattern.source, messageOf(pattern, "must be kebab-case")] } : {}),
  };
}

const studyForm = () =>
  withSectionHints(orderFirst([addressField(), ...fieldsOf(studyDocumentSchema, { images: true, depth: 0 })]));

const forms = new Map<string, EditorField[]>();
export function formOf(file: string): EditorField[] {
  const key = pageForms.some((page) => page.file === file) ? file : studiesFolder;
  let form = forms.get(key);
  if (!form) {
    form = pageForms.find((page) => page.file === file)?.form() ?? studyForm();
    forms.set(key, form);
  }
  return form;
}

export function formFieldAt(file: string, path: readonly string[]): EditorField {
  let field: EditorField | undefined = { name: "", label: "", widget: "object", fields: formOf(file) };
  for (const key of path)
    field = (field?.fields ?? (field?.field ? [field.field] : [])).find((one) => one.name === key);
  if (!field) throw new Error(`${file}'s form has no field ${path.join(".")}`);
  return field;
}

export function documentLabel(file: string): string {
  const page = pageForms.find((form) => form.file === file);
  if (page) return page.label;
  if (file.startsWith(`${studiesFolder}/`)) return `Case study ${file.slice(studiesFolder.length + 1).split("/")[0]}`;
  return file;
}

export function optionalGroupPaths(file: string): string[][] {
  const walk = (fields: EditorField[], at: string[]): string[][] =>
    fields.flatMap((field) => {
      const path = field.widget === "list" ? [...at, field.name, "[]"] : [...at, field.name];
      const own = optionalGroups.has(field) ? [[...at, field.name]] : [];
      return [...own, ...walk(field.fields ?? (field.field ? [field.field] : []), path)];
    });
  return walk(formOf(file), []);
}

export function editorConfig(studyIds: readonly string[] = []) {
  return {
    // Relative to the editor's address, which holds its key; the page makes it absolute, as Decap requires.
    backend: { name: "proxy", proxy_url: "api/v1", branch: "main" },
    load_config_file: false,
    publish_mode: "simple",
    media_folder: "content/images",
    public_folder: "",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // Our server hands the editor each document as JSON and writes it back into the YAML or Markdown as it was.
    collections: [
      {
        name: "pages",
        label: "Site and landing page",
        format: "json",
        editor: { preview: false },
        files: pageForms.map(({ name, label, file }) => ({
          name,
          label,
          file,
          fields: file === recipientsPage.file ? recipientsForm(studyIds) : formOf(file),
        })),
      },
      {
        name: "studies",
        label: "Case studies",
        label_singular: "Case study",
        folder: studiesFolder,
        slug: "{{fields.address}}",
        path: "{{slug}}/index",
        extension: "md",
        format: "json",
        create: true,
        // A study is its folder: remove one by deleting the folder, with its screens.
        delete: false,
        media_folder: "",
        public_folder: "",
        identifier_field: "title",
        summary: "{{order}}. {{title}}",
        sortable_fields: [{ field: "order", default_sort: true }, "title"],
        editor: { preview: false },
        fields: formOf(studiesFolder),
      },
    ],
  };
}

function withSectionHints(fields: EditorField[]): EditorField[] {
  for (const { heading, path } of bodySections.values()) {
    let field: EditorField | undefined = { name: "", label: "", widget: "object", fields };
    for (const key of path) field = field?.fields?.find((child) => child.name === key);
    if (field) field.hint = hintOf(field.hint, `The "## ${heading}" section of index.md.`);
  }
  return fields;
}

function orderFirst(fields: EditorField[]): EditorField[] {
  const first = ["order", "title", "address", "card"];
  return [
    ...first.flatMap((name) => fields.filter((field) => field.name === name)),
    ...fields.filter((field) => !first.includes(field.name)),
  ];
}
