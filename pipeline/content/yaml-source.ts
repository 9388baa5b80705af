import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar } from "yaml";
import type { ContentProblem, LineOf } from "./problems.ts";

export type YamlSource = { data: unknown; lineOf: LineOf; problems: ContentProblem[] };

/** YAML with the line of every field; `firstLine` places front matter inside its Markdown file. */
export function readYaml(file: string, text: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const problems = document.errors.map((error) => ({
    file,
    line: lineAt(error.pos[0]),
    message: `this is not valid YAML: ${error.message.split("\n")[0] ?? error.code}`,
  }));

  const lineOf: LineOf = (path) => {
    let node: unknown = document.contents;
    let place: ReturnType<LineOf>;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
        if (!pair || !isScalar(pair.key) || !pair.key.range) break;
        const value = pair.value;
        const block = isScalar(value) && (value.type === Scalar.BLOCK_LITERAL || value.type === Scalar.BLOCK_FOLDED);
        // A block scalar's text starts on the line after its `|` or `>`.
        const valueLine = isScalar(value) && value.range ? lineAt(value.range[0]) + (block ? 1 : 0) : undefined;
        place = { line: lineAt(pair.key.range[0]), textStartsAt: valueLine };
        node = value;
      } else if (isSeq(node) && typeof key === "number") {
        const item: unknown = node.items[key];
        const range = isScalar(item) || isMap(item) || isSeq(item) ? item.range : undefined;
        if (!range) break;
        place = { line: lineAt(range[0]), textStartsAt: lineAt(range[0]) };
        node = item;
      } else break;
    }
    return place;
  };

  return { data: problems.length > 0 ? undefined : document.toJS(), lineOf, problems };
}
