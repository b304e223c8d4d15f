import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newOfferLinkToken, offerLinkHash, offerLinkUrl, parseOfferLinkToken } from "./offer-link-token.server";

describe("offer link tokens", () => {
  it("are 43 base64url characters, different every time, stored as their SHA-256", () => {
    const a = newOfferLinkToken();
    const b = newOfferLinkToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash("sha256").update(a.token).digest("hex"));
    expect(a.hash).not.toContain(a.token);
    expect(offerLinkHash(a.token)).toBe(a.hash);
    expect(offerLinkHash(b.token)).not.toBe(a.hash);
  });

  it("parse back exactly what they made", () => {
    const { token } = newOfferLinkToken();
    expect(parseOfferLinkToken(token)).toBe(token);
    expect(parseOfferLinkToken(new URL(offerLinkUrl("https://ufukjet.example", token)).searchParams.get("t"))).toBe(token);
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["a number", 42],
    ["an array", ["x".repeat(43)]],
    ["empty", ""],
    ["one short", "a".repeat(42)],
    ["one long", "a".repeat(44)],
    ["padding", `${"a".repeat(42)}=`],
    ["plus (base64, not base64url)", `${"a".repeat(42)}+`],
    ["slash", `${"a".repeat(42)}/`],
    ["a space", `${"a".repeat(42)} `],
    ["a new line", `${"a".repeat(43)}\n`],
    ["a dot", `${"a".repeat(42)}.`],
    ["non-ASCII", `${"a".repeat(42)}ş`],
    ["a hash in place of the token", "0".repeat(64)],
  ])("refuse %s", (_label, value) => {
    expect(parseOfferLinkToken(value)).toBeNull();
  });
});
