import { afterEach, describe, expect, it } from "vitest";
import { assertBrokerKeySecret, decryptApiKey, encryptApiKey } from "./broker-secret.server";
import { resetEnv } from "#app/server/platform/env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

describe("broker API keys at rest", () => {
  it("round-trips and never stores the plain key", () => {
    const stored = encryptApiKey("sk_live_Gizli-Anahtar-42");
    expect(stored).not.toContain("sk_live");
    expect(stored.startsWith("v1:")).toBe(true);
    expect(decryptApiKey(stored)).toBe("sk_live_Gizli-Anahtar-42");
  });

  it("uses a fresh IV each time, so equal keys do not look equal", () => {
    expect(encryptApiKey("same")).not.toBe(encryptApiKey("same"));
  });

  it("refuses a tampered value or one written with another secret", () => {
    const stored = encryptApiKey("anahtar");
    const parts = stored.split(":");
    parts[3] = Buffer.from("xxxxxxx").toString("base64url");
    expect(decryptApiKey(parts.join(":"))).toBeNull();
    process.env.BROKER_KEY_SECRET = "another-secret-that-is-long-enough-123";
    resetEnv();
    expect(decryptApiKey(stored)).toBeNull();
    expect(decryptApiKey("plain-text")).toBeNull();
    expect(decryptApiKey(null)).toBeNull();
  });

  it("refuses to start on a server database in production without a secret", () => {
    process.env.NODE_ENV = "production";
    delete process.env.BROKER_KEY_SECRET;
    resetEnv();
    expect(() => assertBrokerKeySecret("server")).toThrow(/BROKER_KEY_SECRET/);
    expect(() => assertBrokerKeySecret("embedded")).not.toThrow();
    process.env.BROKER_KEY_SECRET = "a-production-secret-of-enough-length-42";
    resetEnv();
    expect(() => assertBrokerKeySecret("server")).not.toThrow();
  });
});
