import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { keyOf, open, openWithKey, seal } from "./secret-box.server";
import { resetEnv } from "#app/server/platform/env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

describe("the secret box", () => {
  it("round-trips a value per purpose, with a fresh IV, and never holds the plain text", () => {
    const stored = seal("passenger-document", "U12345678");
    expect(stored).not.toContain("U12345678");
    expect(stored.startsWith("v1:")).toBe(true);
    expect(open("passenger-document", stored)).toBe("U12345678");
    expect(seal("passenger-document", "same")).not.toBe(seal("passenger-document", "same"));
    expect(open("passenger-document", seal("passenger-document", "ğüşiöç İ 1990-01-31"))).toBe("ğüşiöç İ 1990-01-31");
  });

  it("derives one key per purpose: a value sealed for one purpose does not open as another", () => {
    const document = seal("passenger-document", "A1234567");
    const apiKey = seal("broker-api-key", "sk_live_1");
    expect(open("broker-api-key", document)).toBeNull();
    expect(open("passenger-document", apiKey)).toBeNull();
    expect(keyOf("s".repeat(40), "broker-api-key").equals(keyOf("s".repeat(40), "passenger-document"))).toBe(false);
  });

  it("keeps the brokers' key derivation (SHA-256 of the secret), so keys saved before still open", () => {
    process.env.BROKER_KEY_SECRET = "an-explicit-secret-of-enough-length-42";
    resetEnv();
    const stored = seal("broker-api-key", "sk_live_old");
    const legacy = createHash("sha256").update("an-explicit-secret-of-enough-length-42").digest();
    expect(openWithKey(stored, legacy)).toBe("sk_live_old");
    expect(openWithKey(seal("passenger-document", "x"), legacy)).toBeNull();
  });

  it("refuses a tampered value, another secret's value, plain text and nothing", () => {
    const stored = seal("passenger-document", "belge");
    const parts = stored.split(":");
    parts[3] = Buffer.from("xxxxx").toString("base64url");
    expect(open("passenger-document", parts.join(":"))).toBeNull();
    process.env.BROKER_KEY_SECRET = "another-secret-that-is-long-enough-123";
    resetEnv();
    expect(open("passenger-document", stored)).toBeNull();
    expect(open("passenger-document", "plain")).toBeNull();
    expect(open("passenger-document", null)).toBeNull();
  });
});
