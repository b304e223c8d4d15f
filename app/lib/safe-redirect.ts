/**
 * Only same-origin paths may be redirect targets: "/admin?x=1" passes; "//evil.example",
 * "/\\evil.example", "https://evil.example", "%2F%2Fevil.example" and anything odd fall back.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  let decoded = value;
  try {
    // decode repeatedly so that encoded slashes and backslashes are judged as the browser would see them
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || decoded.startsWith("/\\")) return fallback;
  if (decoded.includes("\\") || [...decoded].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  try {
    const url = new URL(value, "http://localhost");
    if (url.origin !== "http://localhost") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
