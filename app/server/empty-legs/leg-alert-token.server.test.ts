import { afterEach, describe, expect, it } from "vitest";
import { resetSessionSecrets } from "#app/server/platform/auth/session.server";
import { resetEnv } from "#app/server/platform/env.server";
import { CONFIRM_TOKEN_TTL_MS, signLegAlertToken, verifyLegAlertToken } from "./leg-alert-token.server";

const ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const OTHER = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6c";

function withSecret(secret: string) {
  process.env.SESSION_SECRET = secret;
  resetEnv();
  resetSessionSecrets();
}

afterEach(() => {
  delete process.env.SESSION_SECRET;
  resetEnv();
  resetSessionSecrets();
});

describe("leg alert tokens", () => {
  it("give back the watch id of a token of the same purpose", () => {
    withSecret("first-secret-for-the-tests-0123456789");
    expect(verifyLegAlertToken("unsubscribe", signLegAlertToken("unsubscribe", ID))).toBe(ID);
    expect(verifyLegAlertToken("confirm", signLegAlertToken("confirm", ID))).toBe(ID);
  });

  it("refuse a token of the other purpose", () => {
    withSecret("first-secret-for-the-tests-0123456789");
    const unsubscribe = signLegAlertToken("unsubscribe", ID);
    const confirm = signLegAlertToken("confirm", ID);
    expect(verifyLegAlertToken("confirm", unsubscribe)).toBeNull();
    expect(verifyLegAlertToken("unsubscribe", confirm)).toBeNull();
    // the same body signed for the other purpose does not pass either
    const [id, , sig] = confirm.split(".");
    expect(verifyLegAlertToken("unsubscribe", `${id}.${sig}`)).toBeNull();
  });

  it("refuse a tampered id, signature or expiry", () => {
    withSecret("first-secret-for-the-tests-0123456789");
    const token = signLegAlertToken("unsubscribe", ID);
    const [, sig] = token.split(".");
    expect(verifyLegAlertToken("unsubscribe", `${OTHER}.${sig}`)).toBeNull();
    expect(verifyLegAlertToken("unsubscribe", `${ID}.${sig!.slice(0, -2)}AA`)).toBeNull();
    expect(verifyLegAlertToken("unsubscribe", `${ID.toUpperCase()}.${sig}`)).toBeNull();
    const confirm = signLegAlertToken("confirm", ID).split(".");
    const later = (parseInt(confirm[1]!, 36) + 1000 * 60 * 60 * 24 * 365).toString(36);
    expect(verifyLegAlertToken("confirm", `${confirm[0]}.${later}.${confirm[2]}`)).toBeNull();
    for (const junk of ["", "x", `${ID}`, `${ID}..`, null, 42, "a".repeat(500)])
      expect(verifyLegAlertToken("unsubscribe", junk)).toBeNull();
  });

  it("refuse a token signed with another server's secret, and keep old links working after a rotation", () => {
    withSecret("other-server-secret-0123456789abcdef");
    const foreign = signLegAlertToken("unsubscribe", ID);
    withSecret("first-secret-for-the-tests-0123456789");
    const own = signLegAlertToken("unsubscribe", ID);
    expect(verifyLegAlertToken("unsubscribe", foreign)).toBeNull();
    withSecret("rotated-new-secret-0123456789abcdef,first-secret-for-the-tests-0123456789");
    expect(verifyLegAlertToken("unsubscribe", own)).toBe(ID);
  });

  it("let a confirmation link expire after 48 hours", () => {
    withSecret("first-secret-for-the-tests-0123456789");
    const now = new Date("2027-01-01T10:00:00Z");
    const token = signLegAlertToken("confirm", ID, now);
    expect(verifyLegAlertToken("confirm", token, new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS))).toBe(ID);
    expect(verifyLegAlertToken("confirm", token, new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS + 1))).toBeNull();
    expect(CONFIRM_TOKEN_TTL_MS).toBe(48 * 60 * 60 * 1000);
  });
});
