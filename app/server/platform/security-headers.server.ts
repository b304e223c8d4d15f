import { env } from "#app/server/platform/env.server";
/**
 * Response headers every page gets. The Content-Security-Policy is enforced (not report-only) with a
 * per-request nonce; scripts without it do not run. Referrer-Policy must not be no-referrer: browsers then
 * send `Origin: null` on form posts, which React Router rejects as cross-origin.
 */
export function securityHeaders(nonce: string, production = env().NODE_ENV === "production", formTargets: readonly string[] = []) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    // jet images are https addresses staff enter (decision 018); images run no code, and no-referrer is set on them
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // a form answered by a redirect to another site (the card provider's hosted page) needs that site here
    ["form-action 'self'", ...formTargets].join(" "),
    "object-src 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Headers for static files (/assets/*, favicon, robots): the same protections as pages, with a CSP that
 * lets a file opened on its own (an SVG, say) run nothing.
 */
export function staticSecurityHeaders(production = env().NODE_ENV === "production") {
  const headers: Record<string, string> = {
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request sent by another site: its Origin differs from our host (or is "null"), or the
 * browser marks it cross-site. Without an Origin the Referer stands in for it (an old browser, or a proxy that
 * drops Origin): a Referer naming another site, or one that cannot be read, is refused the same way. Requests
 * with neither header (curl, server-to-server) pass; they carry no browser cookies of our users unless the
 * caller has them.
 */
export function isCrossOriginWrite(
  method: string,
  origin: string | undefined,
  fetchSite: string | undefined,
  host: string | undefined,
  referer?: string | undefined,
) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite === "cross-site") return true;
  const claimed = origin ?? referer;
  if (!claimed) return false;
  if (claimed === "null") return true;
  try {
    return new URL(claimed).host !== host;
  } catch {
    return true;
  }
}
