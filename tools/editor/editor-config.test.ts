import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  accessSchema,
  featuredProjectSchema,
  landingSchema,
  siteSchema,
  studyDocumentSchema,
  themeSchema,
  typefaceNames,
} from "../../content/schema.ts";
import { studyDocument } from "../../test-fixtures/content-copy.ts";
import { editorConfig, fieldOf, fieldsOf, optionalGroupPaths, type EditorField } from "./editor-config.ts";

// Read through JSON Schema, not the generator's own walk, so a field the generator skips or misplaces is caught.
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] };

function schemaPaths(schema: JsonSchema, at: string[] = []): string[][] {
  if (schema.type === "object" && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, value]) => [
      [...at, key],
      ...schemaPaths(value, [...at, key]),
    ]);
  }
  if (schema.type === "array" && schema.items) return schemaPaths(schema.items, [...at, "[]"]);
  return [];
}

function editorFieldAt(fields: EditorField[], path: string[]): EditorField | undefined {
  let current: EditorField | undefined = { name: "", label: "", widget: "object", fields };
  for (const key of path) {
    if (key === "[]") {
      if (current?.widget !== "list") return undefined;
      if (current.field) {
        current = current.field;
        continue;
      }
      current = { name: "", label: "", widget: "object", fields: current.fields };
      continue;
    }
    current = current?.fields?.find((field) => field.name === key);
  }
  return current;
}

function everyField(fields: EditorField[]): EditorField[] {
  return fields.flatMap((field) => [
    field,
    ...everyField(field.fields ?? []),
    ...(field.field ? everyField([field.field]) : []),
  ]);
}

const config = editorConfig();
const [pages, studies] = config.collections;
const fileFields = (name: string) => pages?.files?.find((file) => file.name === name)?.fields ?? [];
const forms: [string, z.ZodType, EditorField[]][] = [
  ["content/site.yaml", siteSchema, fileFields("site")],
  ["content/landing.yaml", landingSchema, fileFields("landing")],
  ["content/featured.yaml", featuredProjectSchema, fileFields("featured")[0]?.fields ?? []],
  ["content/access.yaml", accessSchema, fileFields("access")],
  ["a case study's index.md", studyDocumentSchema, studies?.fields ?? []],
];

describe("the editor's forms", () => {
  it.each(forms)("every field of %s's schema has an editor field", (_file, schema, fields) => {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const paths = schemaPaths(json);
    expect(paths.length).toBeGreaterThan(5);
    const missing = paths.filter((path) => editorFieldAt(fields, path) === undefined).map((path) => path.join("."));
    expect(missing).toEqual([]);
  });

  it("shows the theme with a colour picker for each colour and the typeface pairs to choose from", () => {
    const theme = fileFields("theme");
    const json = z.toJSONSchema(themeSchema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    expect(theme.map((field) => field.name)).toEqual(schemaPaths(json).map((path) => path.join(".")));
    expect(editorFieldAt(theme, ["accent"])).toMatchObject({ widget: "color", allowInput: true, required: true });
    expect(editorFieldAt(theme, ["darkAccent"])).toMatchObject({ widget: "color", required: false });
    expect(editorFieldAt(theme, ["typeface"])).toMatchObject({ widget: "select", options: [...typefaceNames] });
  });

  it("a field the schema requires is required in the form, and an optional one is not", () => {
    const study = studies?.fields ?? [];
    expect(editorFieldAt(study, ["title"])?.required).toBe(true);
    expect(editorFieldAt(study, ["card", "cover", "file"])?.required).toBe(true);
    expect(editorFieldAt(study, ["challenge", "painPoints"])?.required).toBe(false);
    // An optional list's items, once added, need their own required fields.
    expect(editorFieldAt(study, ["solution", "screens", "[]", "title"])?.required).toBe(true);
  });

  it("an optional group is a list of none or one, whose required fields the form demands once it is added", () => {
    const study = studies?.fields ?? [];
    expect(editorFieldAt(study, ["heroImage"])).toMatchObject({ widget: "list", required: false, max: 1 });
    expect(editorFieldAt(study, ["heroImage", "alt"])?.required).toBe(true);
    expect(editorFieldAt(study, ["showcase", "gallery", "title"])?.required).toBe(true);
    expect(optionalGroupPaths(studyDocument("any"))).toEqual(
      expect.arrayContaining([["heroImage"], ["challenge", "edgeCases"], ["showcase"], ["article"]]),
    );
  });

  it("an image's upload button is in view: no image's group starts collapsed", () => {
    const images = everyField(studies?.fields ?? []).filter((field) =>
      field.fields?.some((child) => child.widget === "image"),
    );
    expect(images.map((field) => field.name)).toContain("cover");
    expect(images.filter((field) => field.collapsed)).toEqual([]);
  });

  it("a study's address is its folder's name, kebab-case, set in the form or made from the title", () => {
    const address = editorFieldAt(studies?.fields ?? [], ["address"]);
    expect(address).toMatchObject({ widget: "string", required: false });
    expect(new RegExp(address?.pattern?.[0] ?? "").test("northwind")).toBe(true);
    expect(new RegExp(address?.pattern?.[0] ?? "").test("Northwind Bank")).toBe(false);
    expect(studies).toMatchObject({ slug: "{{fields.address}}", path: "{{slug}}/index" });
  });

  it("Markdown is edited as written, and a study's screens are images picked in its folder", () => {
    const study = studies?.fields ?? [];
    expect(editorFieldAt(study, ["overview"])?.widget).toBe("text");
    expect(editorFieldAt(study, ["solution", "galleries", "[]", "screens", "[]", "image", "file"])?.widget).toBe(
      "image",
    );
    expect(studies).toMatchObject({ media_folder: "", public_folder: "", path: "{{slug}}/index" });
  });

  it("the schema's own messages reach the form", () => {
    expect(editorFieldAt(studies?.fields ?? [], ["overview"])?.pattern?.[1]).toBe(
      "must be at least a full paragraph (300 characters)",
    );
    expect(editorFieldAt(fileFields("site"), ["initials"])?.pattern?.[0]).toBe("^[\\s\\S]{0,3}$");
  });

  it("a kind of field the editor cannot show stops the editor, naming it", () => {
    expect(() => fieldOf("when", z.date(), { images: false, depth: 0 }, { label: "When" })).toThrow(/"when" is a date/);
  });

  it.each(forms)("every field of %s has a label of its own, in words an owner reads", (_file, _schema, fields) => {
    const all = everyField(fields);
    expect(all.length).toBeGreaterThan(5);
    const unnamed = all.filter((field) => field.label.trim() === "" || field.label === field.name);
    expect(unnamed.map((field) => field.name)).toEqual([]);
  });

  it("a schema field without its words on its .meta() stops the editor, naming it", () => {
    const top = { images: false, depth: 0 };
    const company = z.string().meta({ label: "Company" });
    expect(() => fieldsOf(z.object({ company, address: z.string() }), top)).toThrow(/"address" has no label/);
    const address = z.object({ postcode: z.string() }).meta({ label: "Address" });
    expect(() => fieldsOf(z.object({ company, address }), top)).toThrow(/"address.postcode" has no label/);
  });

  it("a field's words come from its schema, through an optional or a default around it", () => {
    const top = { images: false, depth: 0 };
    const schema = z.object({
      tags: z.array(z.string()).default([]).meta({ label: "Tags", singular: "Tag", hint: "Three or more." }),
      note: z.string().optional().meta({ label: "Note" }),
    });
    expect(fieldsOf(schema, top)).toMatchObject([
      { name: "tags", label: "Tags", label_singular: "Tag", hint: "Three or more.", field: { label: "Tag" } },
      { name: "note", label: "Note", required: false },
    ]);
  });

  it("a list's items are named one at a time", () => {
    const tags = editorFieldAt(studies?.fields ?? [], ["tags"]);
    expect(tags).toMatchObject({ label: "Tags", label_singular: "Tag", field: { label: "Tag" } });
  });

  it("case studies are listed in the grid's order", () => {
    expect(studies?.sortable_fields?.[0]).toEqual({ field: "order", default_sort: true });
  });
});
