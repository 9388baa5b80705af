export type ResourceKind = "js" | "css" | "font" | "image" | "document" | "other";

export type RequestRow = { url: string; resourceType?: string; mimeType?: string; transferSize: number };

export type BytesByKind = Record<ResourceKind, number>;

const kindOfResourceType: Partial<Record<string, ResourceKind>> = {
  Script: "js",
  Stylesheet: "css",
  Font: "font",
  Image: "image",
  Document: "document",
};

// The MIME type only for what Chrome files under Other, so an SVG icon counts as an image. Vault ciphertext is other.
export function resourceKind(row: RequestRow): ResourceKind {
  const byType = row.resourceType ? kindOfResourceType[row.resourceType] : undefined;
  if (byType) return byType;
  if (row.resourceType && row.resourceType !== "Other") return "other";
  const mime = row.mimeType ?? "";
  if (mime.includes("javascript")) return "js";
  if (mime === "text/css") return "css";
  if (mime.startsWith("font/") || mime.includes("font-woff")) return "font";
  if (mime.startsWith("image/")) return "image";
  return "other";
}

// data: and blob: URLs (decrypted screens) cost no transfer.
export function isNetworkRequest(row: RequestRow): boolean {
  return /^https?:/.test(row.url);
}

export function bytesByKind(rows: readonly RequestRow[]): BytesByKind {
  const totals: BytesByKind = { js: 0, css: 0, font: 0, image: 0, document: 0, other: 0 };
  for (const row of rows.filter(isNetworkRequest)) totals[resourceKind(row)] += row.transferSize;
  return totals;
}
