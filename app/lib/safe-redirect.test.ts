import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/dashboard/flights?page=2#top", "/dashboard/flights?page=2#top"],
    ["/bos-bacaklar?q=%C4%B0stanbul", "/bos-bacaklar?q=%C4%B0stanbul"],
    ["/admin/../broker", "/broker"],
    ["/admin/./quote-requests?page=2", "/admin/quote-requests?page=2"],
    ["/bos-bacaklar?redirect=//evil.example", "/bos-bacaklar?redirect=//evil.example"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example/../",
    "%252F%252Fevil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    " /admin",
    "/admin\n/evil",
    "",
    "admin",
    // dot segments that collapse into a protocol-relative URL once normalised
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/admin/../..//evil.example",
    "/a/./..//evil.example/path",
    "/%2e%2e/%2f%2fevil.example",
    "/admin/%2e%2e/%5c%5cevil.example",
    "/./\\evil.example",
    "/%252e//evil.example",
    "/x/..%2f%2fevil.example",
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input, "/fallback")).toBe("/fallback");
  });

  it("refuses non-strings", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/admin"])).toBe("/");
  });
});

describe("safeRedirectPath limits", () => {
  it("keeps a path of 2000 characters and refuses a longer one", () => {
    const path = `/${"a".repeat(1999)}`;
    expect(safeRedirectPath(path, "/fallback")).toBe(path);
    expect(safeRedirectPath(`${path}a`, "/fallback")).toBe("/fallback");
  });

  it.each(["/admin\u007f", "/admin%7F", "/admin\u0000", "/admin%09x", "/admin\u001f"])("refuses the control character in %j", (input) => {
    expect(safeRedirectPath(input, "/fallback")).toBe("/fallback");
  });
});
