import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { resetSessionSecrets } from "#app/server/platform/auth/session.server";
import { resetEnv } from "#app/server/platform/env.server";
import { signLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { signConsentToken, verifyConsentToken } from "./consent-token.server";

const ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const OTHER = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6c";
const SECRET = "first-secret-for-the-tests-0123456789";

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

describe("consent withdrawal tokens", () => {
  it("give back the account and purpose they were signed for", () => {
    withSecret(SECRET);
    expect(verifyConsentToken(signConsentToken("marketing_offers", ID))).toEqual({ userId: ID, purpose: "marketing_offers" });
    expect(verifyConsentToken(signConsentToken("marketing_offers", ID.toUpperCase()), "marketing_offers")).toEqual({
      userId: ID,
      purpose: "marketing_offers",
    });
  });

  it("refuse a token for another customer: the id changed, the signature kept", () => {
    withSecret(SECRET);
    const [purpose, , sig] = signConsentToken("marketing_offers", ID).split(".");
    expect(verifyConsentToken(`${purpose}.${OTHER}.${sig}`)).toBeNull();
    // the other customer's own token is valid, and only for them
    expect(verifyConsentToken(signConsentToken("marketing_offers", OTHER))?.userId).toBe(OTHER);
  });

  it("refuse a token of another purpose, or one whose purpose was changed", () => {
    withSecret(SECRET);
    const legs = signConsentToken("leg_alerts", ID);
    expect(verifyConsentToken(legs, "marketing_offers")).toBeNull();
    const [, id, sig] = legs.split(".");
    expect(verifyConsentToken(`marketing_offers.${id}.${sig}`)).toBeNull();
    expect(verifyConsentToken(`unknown_purpose.${id}.${sig}`)).toBeNull();
  });

  it("refuse forged signatures: altered, another link's, or keyed with the secret itself", () => {
    withSecret(SECRET);
    const token = signConsentToken("marketing_offers", ID);
    const sig = token.split(".")[2]!;
    expect(verifyConsentToken(`marketing_offers.${ID}.${sig.slice(0, -2)}AA`)).toBeNull();
    expect(verifyConsentToken(`marketing_offers.${ID}.`)).toBeNull();
    // the leg alerts' unsubscribe signature over the same id is not a consent token
    const legSig = signLegAlertToken("unsubscribe", ID).split(".")[1];
    expect(verifyConsentToken(`marketing_offers.${ID}.${legSig}`)).toBeNull();
    // an HMAC with the secret straight (not the derived key) does not pass
    const naive = createHmac("sha256", SECRET).update(`marketing_offers:${ID}`).digest("base64url");
    expect(verifyConsentToken(`marketing_offers.${ID}.${naive}`)).toBeNull();
    expect(verifyConsentToken(`marketing_offers.${ID.toUpperCase()}.${sig}`)).toBeNull();
    for (const junk of ["", "x", ID, `marketing_offers.${ID}`, `${token}.x`, null, 42, {}, "a".repeat(500), `${token}${"A".repeat(200)}`])
      expect(verifyConsentToken(junk)).toBeNull();
  });

  it("refuse a token of another server's secret, and keep old links working after a rotation", () => {
    withSecret("other-server-secret-0123456789abcdef");
    const foreign = signConsentToken("marketing_offers", ID);
    withSecret(SECRET);
    const own = signConsentToken("marketing_offers", ID);
    expect(verifyConsentToken(foreign)).toBeNull();
    withSecret(`rotated-new-secret-0123456789abcdef,${SECRET}`);
    expect(verifyConsentToken(own)?.userId).toBe(ID);
  });
});
