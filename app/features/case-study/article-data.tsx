import type { SealedStudy } from "@content/schema";

type ArticleDataProps = {
  study: SealedStudy;
  article: NonNullable<SealedStudy["article"]>;
  author: { name: string; url: string };
  /** The case study's address and a public image of it, both absolute, on the site's own origin. */
  url: string;
  image: string;
};

/**
 * Spec §2: enterprise-crm's Article structured data. It is rendered after
 * decryption, so nothing private reaches the prerendered HTML. The image is the
 * site's public social card: the case study's own screens are encrypted.
 */
export function ArticleData({ study, article, author, url, image }: ArticleDataProps) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.tagline,
    url,
    mainEntityOfPage: url,
    image: [image],
    author: { "@type": "Person", name: author.name, url: author.url },
    publisher: { "@type": "Organization", name: study.company },
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    keywords: article.keywords.join(", "),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll("<", "\\u003c") }}
    />
  );
}
