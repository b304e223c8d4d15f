import { env } from "#app/server/platform/env.server";
import { requestInfoContext } from "#app/server/platform/context.server";

type Ctx = { get<T>(key: import("react-router").RouterContext<T>): T };

/** The client IP as Express saw it (TRUST_PROXY decides whether X-Forwarded-For counts). */
export function clientIp(context: Ctx): string {
  try {
    return context.get(requestInfoContext).ip;
  } catch {
    return "unknown";
  }
}

/**
 * The public base URL for links in e-mails, canonical links, robots.txt and the sitemap. It comes from
 * configuration only, never from the request's Host or X-Forwarded-Host (a forged Host would otherwise put
 * an attacker's address into e-mails): PUBLIC_URL, else http://localhost:PORT (see assertPublicUrl).
 */
export function publicBaseUrl(): string {
  const e = env();
  return (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}

/** A server database in production serves more than this machine: its public address must be configured. */
export function assertPublicUrl(kind: "embedded" | "server") {
  const e = env();
  if (kind === "server" && e.NODE_ENV === "production" && !e.PUBLIC_URL) {
    throw new Error("PUBLIC_URL is required when running on a PostgreSQL server in production (e.g. https://ufukjet.example)");
  }
}

/**
 * The page a loader or action serves, as a URL: React Router hands handlers the request as it arrived
 * (`future.v8_passThroughRequests`, decision 029), so a client navigation's `/admin/jets.data?q=x&_routes=…` (the root's `/_.data`) and a
 * form post's `?index` read here as `/admin/jets?q=x`. Every handler reads its URL through this, never `request.url`.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  // React Router 8 asks for a path ending in a slash (the root among them) as `…/_.data`, any other as `….data`
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  // a bare `index` marks the index route of a path; a valued one belongs to the page
  const index = url.searchParams.getAll("index").filter(Boolean);
  url.searchParams.delete("index");
  for (const value of index) url.searchParams.append("index", value);
  return url;
}

/**
 * Whether the page was asked for by itself: its own form posted and the answer came back to the same address (no
 * JavaScript: the redirect after the post; with it: the data request of the page on screen). A reply box uses it to
 * keep the focus after a message is sent. A browser that sends no Referer just gets the page without it.
 */
export function askedBySelf(request: Request): boolean {
  const referer = request.headers.get("Referer");
  if (!referer || !URL.canParse(referer)) return false;
  const from = new URL(referer);
  const to = pageUrl(request);
  return from.pathname === to.pathname && from.search === to.search;
}
