import type { MetaDescriptor } from "react-router";
import { publicImage } from "~/lib/public-image";
import { site } from "@content/public";

export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path}`;
}

/** The image's URL already carries any BASE_PATH. */
export function absoluteImageUrl(file: string): string {
  return new URL(publicImage(file).src, site.siteUrl).href;
}

export function pageTitle(words: string): string {
  return `${words} · ${site.name}`;
}

type PageMetaOptions = { title: string; description?: string; path: string; noindex?: boolean };

/** No canonical link on noindex pages: it would ask search engines to index them. */
export function pageMeta({
  title,
  description = site.description,
  path,
  noindex = false,
}: PageMetaOptions): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteImageUrl(site.ogImage.file);
  return [
    { title },
    { name: "description", content: description },
    noindex ? { name: "robots", content: "noindex" } : { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(site.ogImage.width) },
    { property: "og:image:height", content: String(site.ogImage.height) },
    { property: "og:image:alt", content: site.ogImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: site.ogImage.alt },
  ];
}
