import type { Route } from "./+types/sitemap";
import { publicBaseUrl } from "#app/server/platform/request.server";

/** /sitemap.xml: the indexable public pages. */
export const SITEMAP_PATHS = [
  { path: "/", changefreq: "weekly", priority: "1.0" },
  { path: "/bos-bacaklar", changefreq: "daily", priority: "0.8" },
  { path: "/gizlilik", changefreq: "yearly", priority: "0.2" },
  { path: "/kullanim-kosullari", changefreq: "yearly", priority: "0.2" },
] as const;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function loader(_: Route.LoaderArgs) {
  const base = publicBaseUrl();
  const urls = SITEMAP_PATHS.map(
    (p) => `  <url><loc>${escapeXml(base + p.path)}</loc><changefreq>${p.changefreq}</changefreq><priority>${p.priority}</priority></url>`,
  ).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
