import type { SealedStudy } from "@content/schema";

type ArticleDataProps = {
  study: SealedStudy;
  article: NonNullable<SealedStudy["article"]>;
  author: { name: string; url: string };
  url: string;
  image: string;
};

/** docs/product.md#structured-data. The image is the public social card: the study's own screens are encrypted. */
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
