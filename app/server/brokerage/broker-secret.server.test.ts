import { createDecipheriv, createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SECRET_FILE, decryptApiKey, encryptApiKey, prepareBrokerKeySecret } from "./broker-secret.server";
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
    expect(() => prepareBrokerKeySecret("server")).toThrow(/BROKER_KEY_SECRET/);
    process.env.BROKER_KEY_SECRET = "a-production-secret-of-enough-length-42";
    resetEnv();
    expect(() => prepareBrokerKeySecret("server")).not.toThrow();
  });
});

describe("on the embedded database without BROKER_KEY_SECRET, a random secret kept beside the data", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function embeddedStart() {
    const dir = mkdtempSync(path.join(tmpdir(), "ufuk-secret-"));
    dirs.push(dir);
    process.env.DATA_DIR = dir;
    delete process.env.BROKER_KEY_SECRET;
    resetEnv();
    prepareBrokerKeySecret("embedded");
    return dir;
  }
  /** What anyone reading the source could do: decrypt with the development constant. */
  function openWithConstant(stored: string) {
    const [, iv, tag, data] = stored.split(":");
    const key = createHash("sha256").update("development-only-broker-key-secret-do-not-use").digest();
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv!, "base64url"));
    decipher.setAuthTag(Buffer.from(tag!, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data!, "base64url")), decipher.final()]).toString("utf8");
  }

  it("writes the secret on the first start, owner-only, and the source's constant opens nothing", () => {
    const dir = embeddedStart();
    const file = path.join(dir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toMatch(/^[0-9a-f]{64}$/);
    const stored = encryptApiKey("sk_live_embedded");
    expect(decryptApiKey(stored)).toBe("sk_live_embedded");
    expect(() => openWithConstant(stored)).toThrow();
  });

  it("reads the same secret on the next start, so saved keys stay readable; another folder's secret differs", () => {
    const dir = embeddedStart();
    const stored = encryptApiKey("sk_live_restart");
    process.env.DATA_DIR = dir;
    resetEnv();
    prepareBrokerKeySecret("embedded");
    expect(decryptApiKey(stored)).toBe("sk_live_restart");
    embeddedStart();
    expect(decryptApiKey(stored)).toBeNull();
  });

  it("narrows a secret file others can read back to its owner, and refuses a file with no usable secret", () => {
    const dir = embeddedStart();
    const file = path.join(dir, SECRET_FILE);
    writeFileSync(file, "a".repeat(64), { mode: 0o644 });
    prepareBrokerKeySecret("embedded");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, "short");
    expect(() => prepareBrokerKeySecret("embedded")).toThrow(/no usable secret/);
  });

  it("BROKER_KEY_SECRET, when set, wins over the file", () => {
    const dir = embeddedStart();
    process.env.BROKER_KEY_SECRET = "an-explicit-secret-of-enough-length-42";
    resetEnv();
    prepareBrokerKeySecret("embedded");
    const stored = encryptApiKey("explicit");
    process.env.DATA_DIR = dir;
    delete process.env.BROKER_KEY_SECRET;
    resetEnv();
    prepareBrokerKeySecret("embedded");
    expect(decryptApiKey(stored)).toBeNull();
  });
});
