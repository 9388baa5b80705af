const placeholder = /\{(\w+)\}/g;

/** The `{name}` placeholders a text uses, so a schema can say which names a field may hold. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map(([, name = ""]) => name);
}

export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholder, (written, name: string) => values[name] ?? written);
}
