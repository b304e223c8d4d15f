import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { restoreSessionSecret, setSessionSecret } from "../../../tests/support/session-secret";
import { linkSignature, linkSignatureValid, linkTokenParts } from "./signed-link.server";

const SECRET = "first-secret-for-the-tests-0123456789";
const LABEL = "ufukjet:test-links";
const MESSAGE = "purpose:3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

afterEach(restoreSessionSecret);

describe("signed link signatures", () => {
  it("verify for the label and message they were made for", () => {
    setSessionSecret(SECRET);
    const sig = linkSignature(LABEL, MESSAGE);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkSignatureValid(LABEL, MESSAGE, sig)).toBe(true);
  });

  it("refuse another label, another message, an altered or empty signature", () => {
    setSessionSecret(SECRET);
    const sig = linkSignature(LABEL, MESSAGE);
    expect(linkSignatureValid("ufukjet:other-links", MESSAGE, sig)).toBe(false);
    expect(linkSignatureValid(LABEL, `${MESSAGE}c`, sig)).toBe(false);
    expect(linkSignatureValid(LABEL, MESSAGE, `${sig.slice(0, -2)}AA`)).toBe(false);
    expect(linkSignatureValid(LABEL, MESSAGE, `${sig}A`)).toBe(false);
    expect(linkSignatureValid(LABEL, MESSAGE, "")).toBe(false);
  });

  it("refuse an HMAC keyed with the secret itself instead of the derived key", () => {
    setSessionSecret(SECRET);
    const naive = createHmac("sha256", SECRET).update(MESSAGE).digest("base64url");
    expect(linkSignatureValid(LABEL, MESSAGE, naive)).toBe(false);
  });

  it("refuse another server's secret, and keep old links working after a rotation", () => {
    setSessionSecret("other-server-secret-0123456789abcdef");
    const foreign = linkSignature(LABEL, MESSAGE);
    setSessionSecret(SECRET);
    const own = linkSignature(LABEL, MESSAGE);
    expect(linkSignatureValid(LABEL, MESSAGE, foreign)).toBe(false);
    setSessionSecret(`rotated-new-secret-0123456789abcdef,${SECRET}`);
    expect(linkSignatureValid(LABEL, MESSAGE, own)).toBe(true);
    // the newest secret signs
    expect(linkSignature(LABEL, MESSAGE)).not.toBe(own);
  });
});

describe("link token parts", () => {
  it("split a text of the expected number of parts", () => {
    expect(linkTokenParts("a.b.c", 3)).toEqual(["a", "b", "c"]);
    expect(linkTokenParts("a.b", 2)).toEqual(["a", "b"]);
    expect(linkTokenParts(`${"a".repeat(198)}.b`, 2)).toHaveLength(2);
  });

  it("refuse another number of parts, anything but a text, and a text over 200 characters", () => {
    expect(linkTokenParts("a.b", 3)).toBeNull();
    expect(linkTokenParts("a.b.c.d", 3)).toBeNull();
    expect(linkTokenParts("", 2)).toBeNull();
    expect(linkTokenParts(`${"a".repeat(199)}.b`, 2)).toBeNull();
    for (const junk of [null, undefined, 42, {}, ["a", "b"]]) expect(linkTokenParts(junk, 2)).toBeNull();
  });
});
