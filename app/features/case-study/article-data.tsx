import type { SealedStudy } from "@content/schema";

type ArticleDataProps = { study: SealedStudy; article: NonNullable<SealedStudy["article"]>; author: string };

/**
 * Spec §2: enterprise-crm's Article structured data. It is rendered after
 * decryption, so nothing private reaches the prerendered HTML.
 */
export function ArticleData({ study, article, author }: ArticleDataProps) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.tagline,
    author: { "@type": "Person", name: author },
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
