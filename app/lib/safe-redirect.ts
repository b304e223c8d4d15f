const BASE = "http://localhost";
const MAX_LENGTH = 2000;

/** Decodes percent-escapes up to three times, as layers of encoding would be undone along the way. */
function decodeRepeatedly(value: string): string | null {
  let decoded = value;
  try {
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return null;
  }
  return decoded;
}

/** A path that a browser would read as another host (`//host`, `/\host`) or that carries control characters. */
function looksForeign(path: string) {
  return (
    !path.startsWith("/") ||
    path.startsWith("//") ||
    path.includes("\\") ||
    [...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  );
}

/**
 * Only same-origin paths may be redirect targets: "/admin?x=1" passes; "//evil.example",
 * "/\\evil.example", "https://evil.example", "%2F%2Fevil.example" and anything odd fall back.
 *
 * The decision is taken on the parsed and normalised URL (dot segments resolved, as the browser will
 * resolve them), and again on its decoded form: "/.//evil.example", "/%2e//evil.example" and
 * "/admin/../..//evil.example" all normalise to "//evil.example" and are refused.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  const decoded = decodeRepeatedly(value);
  if (decoded === null || looksForeign(value) || looksForeign(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const decodedPath = decodeRepeatedly(url.pathname);
  if (decodedPath === null || looksForeign(url.pathname) || looksForeign(decodedPath)) return fallback;
  // the decoded path, normalised once more, must still be a path of this site
  try {
    const again = new URL(decodedPath, BASE);
    if (again.origin !== BASE || looksForeign(again.pathname)) return fallback;
  } catch {
    return fallback;
  }
  return url.pathname + url.search + url.hash;
}
