import GithubSlugger from "github-slugger";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fromMarkdown } from "mdast-util-from-markdown";
import type { Nodes } from "mdast";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./site/repo-root";

// The docs link to each other by file and heading: a renamed heading must not leave a link that goes nowhere.
const documents = [
  "README.md",
  ...readdirSync(path.join(repoRoot, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ("children" in node) for (const child of node.children) walk(child, visit);
}

function parse(file: string) {
  const tree = fromMarkdown(readFileSync(path.join(repoRoot, file), "utf8"));
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const links: string[] = [];
  const code: string[] = [];
  walk(tree, (node) => {
    if (node.type === "heading") anchors.add(slugger.slug(textOf(node)));
    if (node.type === "link") links.push(node.url);
    if (node.type === "inlineCode") code.push(node.value);
  });
  return { anchors, links, code };
}

function textOf(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  return "children" in node ? node.children.map(textOf).join("") : "";
}

const parsed = new Map(documents.map((file) => [file, parse(file)]));

/** The project's own code; content/ and public/ hold the owner's files, which the docs name as examples. */
const sourceFolders = ["app", "pipeline", "server", "site", "tools", "measure", "e2e", "test-fixtures", "views"];
const sourcePath = new RegExp(`^(${sourceFolders.join("|")})/[\\w./-]+\\.(ts|tsx|css|md|cjs|mjs)$`);

describe("the docs", () => {
  it.each(documents)("%s links only to files and headings that exist", (file) => {
    const broken = (parsed.get(file)?.links ?? []).filter((url) => {
      if (/^[a-z]+:/i.test(url)) return false;
      const [target = "", anchor] = url.split("#");
      const targetFile = target === "" ? file : path.normalize(path.join(path.dirname(file), target));
      const known = parsed.get(targetFile);
      if (anchor === undefined) return !known && !existsInRepo(targetFile);
      return !known?.anchors.has(anchor);
    });
    expect(broken).toEqual([]);
  });

  // A decision records what was true when it was taken; the other docs describe the code as it is.
  it.each(documents.filter((file) => !file.startsWith(path.join("docs", "decisions"))))(
    "%s names only source files that exist",
    (file) => {
      const missing = (parsed.get(file)?.code ?? []).filter((code) => sourcePath.test(code) && !existsInRepo(code));
      expect(missing).toEqual([]);
    },
  );
});

function existsInRepo(file: string): boolean {
  try {
    readFileSync(path.join(repoRoot, file));
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EISDIR";
  }
}
