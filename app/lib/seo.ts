/** The head tags of a public, indexable page: title, description, canonical link, Open Graph, card. */
export function publicPageMeta(page: { title?: string; description?: string; canonical?: string; locale?: string } | undefined) {
  return [
    { title: page?.title },
    { name: "description", content: page?.description },
    { tagName: "link", rel: "canonical", href: page?.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Ufuk Jet" },
    { property: "og:title", content: page?.title },
    { property: "og:description", content: page?.description },
    { property: "og:url", content: page?.canonical },
    { property: "og:locale", content: page?.locale === "en" ? "en_US" : "tr_TR" },
    { name: "twitter:card", content: "summary" },
  ];
}
