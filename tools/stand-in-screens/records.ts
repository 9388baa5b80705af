import { templates } from "./app-frames.ts";
import { type Frame, type Layout, type ScreenSpec } from "./palette.ts";
import { hash } from "./random.ts";

/** Which stand-in screens a case-study record asks for, read from its image references. */

type Found = { path: string[]; file: string; title?: string; display?: string };

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const str = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** Every `{ file: "….svg" }` in a record, with the title and gallery display that enclose it. */
function findImages(
  node: unknown,
  trail: string[],
  title: string | undefined,
  display: string | undefined,
  out: Found[],
) {
  if (Array.isArray(node)) {
    node.forEach((item, i) => findImages(item, [...trail, String(i)], title, display, out));
    return;
  }
  if (!isObject(node)) return;
  const file = str(node.file);
  if (file?.toLowerCase().endsWith(".svg")) out.push({ path: trail, file, title, display });
  const ownDisplay = str(node.display) ?? display;
  for (const [key, value] of Object.entries(node)) {
    const childTitle = key === "image" ? (str(node.title) ?? title) : title;
    findImages(value, [...trail, key], childTitle, ownDisplay, out);
  }
}

function heroTitle(recordTitle: string | undefined): string {
  if (!recordTitle) return "Overview";
  const words = recordTitle.split(/\s+/);
  let result = "";
  for (const word of words) {
    if (result && (result.length + word.length + 1 > 22 || result.split(" ").length >= 3)) break;
    result = result ? `${result} ${word}` : word;
  }
  return result.replace(/[:,–—-]+$/, "") || "Overview";
}

export function screensOf(project: string, record: unknown): ScreenSpec[] {
  if (!isObject(record)) return [];
  const brandValue = str(record.brandColor);
  const brand = brandValue && /^#[0-9a-f]{6}$/i.test(brandValue) ? brandValue.toLowerCase() : "#1f4e8c";
  const found: Found[] = [];
  findImages(record, [], undefined, undefined, found);
  const specs = new Map<string, ScreenSpec>();
  // Screens of one gallery start from their file's hash but skip layouts a sibling already has.
  const taken = new Map<string, Set<Layout>>();
  for (const item of found) {
    const [root] = item.path;
    let frame: Frame;
    let title = item.title ?? "Overview";
    if (root === "heroImage") {
      frame = "hero";
      title = heroTitle(str(record.title));
    } else if (item.path.includes("edgeCases")) {
      frame = "whiteboard";
    } else if (item.path.includes("leadership")) frame = "phone";
    else if (item.display === "phone" || item.display === "card" || item.display === "wide") frame = item.display;
    else frame = "wide";
    if (specs.has(item.file)) continue;
    const group = item.path.slice(0, -2).join(".");
    const used = taken.get(group) ?? new Set<Layout>();
    if (used.size >= templates.length) used.clear();
    const start = hash(item.file) % templates.length;
    let layout: Layout = "dashboard";
    for (let k = 0; k < templates.length; k++) {
      layout = templates[(start + k) % templates.length] ?? layout;
      if (!used.has(layout)) break;
    }
    used.add(layout);
    taken.set(group, used);
    specs.set(item.file, { project, file: item.file, title, brand, frame, layout });
  }
  return [...specs.values()];
}
