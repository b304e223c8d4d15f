import type { Route } from "./+types/robots";
import { publicBaseUrl } from "#app/server/platform/request.server";

/** /robots.txt: the public pages may be indexed; the signed-in areas and form endpoints not. */
export function loader(_: Route.LoaderArgs) {
  const base = publicBaseUrl();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /broker",
    "Disallow: /dashboard",
    "Disallow: /auth",
    "Disallow: /login",
    "Disallow: /logout",
    "Disallow: /language",
    "Disallow: /ui/",
    "Disallow: /bos-bacaklar/*/talep",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
