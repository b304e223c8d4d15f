import { describe, expect, it } from "vitest";
import { isCrossOriginWrite, securityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  it("enforces a CSP with the request's nonce and forbids framing", () => {
    const h = securityHeaders("abc123", true);
    expect(h["Content-Security-Policy"]).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(h["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(h["Content-Security-Policy"]).toContain("object-src 'none'");
    expect(h["Content-Security-Policy-Report-Only"]).toBeUndefined();
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });

  it("sends HSTS only in production", () => {
    expect(securityHeaders("n", false)["Strict-Transport-Security"]).toBeUndefined();
  });
});

describe("isCrossOriginWrite", () => {
  it.each([
    ["POST", "https://evil.example", undefined, "ufukjet.test", true],
    ["POST", "null", undefined, "ufukjet.test", true],
    ["POST", undefined, "cross-site", "ufukjet.test", true],
    ["DELETE", "http://localhost:3001", undefined, "localhost:3000", true],
    ["POST", "http://localhost:3000", "same-origin", "localhost:3000", false],
    ["POST", undefined, undefined, "localhost:3000", false],
    ["GET", "https://evil.example", "cross-site", "ufukjet.test", false],
    ["POST", "not a url", undefined, "ufukjet.test", true],
  ])("%s from %s (%s) to %s → %s", (method, origin, site, host, expected) => {
    expect(isCrossOriginWrite(method, origin, site, host)).toBe(expected);
  });

  it.each([
    ["another site's Referer", undefined, "https://evil.example/page", true],
    ["another port's Referer", undefined, "http://localhost:3001/admin", true],
    ["an unreadable Referer", undefined, "not a url", true],
    ["our own Referer", undefined, "http://localhost:3000/admin/jets?page=2", false],
    ["an Origin of ours beside a foreign Referer (Origin wins)", "http://localhost:3000", "https://evil.example/", false],
    ["a foreign Origin beside our Referer (Origin wins)", "https://evil.example", "http://localhost:3000/", true],
  ])("a POST without a cross-site mark and %s → %s", (_case, origin, referer, expected) => {
    expect(isCrossOriginWrite("POST", origin, undefined, "localhost:3000", referer)).toBe(expected);
  });
});
