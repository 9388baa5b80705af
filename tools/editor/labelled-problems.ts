import path from "node:path";
import type { ContentProblem } from "../../pipeline/content/problems.ts";
import { recipientsFile } from "../../pipeline/content/recipients-file.ts";
import { isStudyDocument } from "./documents.ts";
import { documentLabel, formOf, type EditorField } from "./editor-config.ts";

// The form's labels where the terminal names schema paths, so the owner finds the field to fix (decision 013).

/** featured.yaml's cards are one list field in its form; recipients.yaml's labels are that list's items. */
const formRoot: Record<string, string> = { "content/featured.yaml": "cards" };
const keyedLists: Record<string, string> = { [recipientsFile]: "recipients" };

function segments(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => key ?? Number(index));
}

const childrenOf = (field: EditorField) => field.fields ?? (field.field ? [field.field] : []);

/** The labels leading to a field; a list's item is named by its place ("Figure 2"), a name the form has not by itself. */
export function labelPath(file: string, field: string): string[] {
  const path = segments(field);
  const root = formRoot[file];
  if (root) path.unshift(root);
  const labels: string[] = [];
  let current: EditorField = { name: "", label: "", widget: "object", fields: formOf(file) };
  const keyed = childrenOf(current).find((child) => child.name === keyedLists[file]);
  // An item of a list the file writes as a mapping goes by its key: "Recipient alice".
  if (keyed) {
    labels.push(`${keyed.label_singular ?? keyed.label} ${String(path.shift() ?? "")}`);
    current = { ...keyed, widget: "object" };
  }
  for (const [at, key] of path.entries()) {
    if (typeof key === "number") {
      if (current.widget !== "list" && !current.multiple) return [...labels, ...path.slice(at).map(String)];
      labels.push(`${current.label_singular ?? current.label} ${key + 1}`);
      // A list of words has one field per item, which the item's name already says.
      if (current.field) return labels;
      continue;
    }
    const next = childrenOf(current).find((child) => child.name === key);
    if (!next) return [...labels, ...path.slice(at).map(String)];
    // An item's name says which list it is in; the featured cards' list is the whole form.
    if (key !== root && typeof path[at + 1] !== "number") labels.push(next.label);
    current = next;
  }
  return labels;
}

function ownerMessage(message: string): string {
  return message
    .replace(/^is missing \(.*\)$/, "is missing")
    .replace(/^Too small: expected array to have >=(\d+) items?$/, "needs at least $1")
    .replace(/^Too big: expected array to have <=(\d+) items?$/, "may have at most $1");
}

/** `Case study acme → Title image → Description: is missing (acme/index.md, line 12)`. */
export function labelledProblem({ file, line, field, message }: ContentProblem): string {
  const where = isStudyDocument(file) ? path.posix.relative(path.posix.dirname(path.posix.dirname(file)), file) : file;
  const place = line ? `${where}, line ${line}` : where;
  const names = [documentLabel(file), ...(field ? labelPath(file, field) : [])].join(" → ");
  return `${names}: ${ownerMessage(message)} (${place})`;
}
