/** The head tags of a public, indexable page: title, description, canonical link, Open Graph, card. */
export function publicPageMeta(page: { title?: string; description?: string; canonical?: string; locale?: string } | undefined) {
  // a page whose loader failed has no data: its error view sets the title, nothing here says "undefined"
  if (!page) return [{ name: "robots", content: "noindex" }];
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

/** The head tags of a signed-in page: its title (none while its loader failed) and noindex. */
export function privatePageMeta(title: string | undefined) {
  return title ? [{ title }, { name: "robots", content: "noindex" }] : [{ name: "robots", content: "noindex" }];
}
