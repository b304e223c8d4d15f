import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { restoreSessionSecret, setSessionSecret } from "../../../tests/support/session-secret";
import { signLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { signConsentToken, verifyConsentToken } from "./consent-token.server";

/** The signature itself (rotation, foreign secrets, altered or naive signatures) is platform/signed-link.server.test.ts's. */
const ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const OTHER = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6c";

beforeEach(() => setSessionSecret("first-secret-for-the-tests-0123456789"));
afterEach(restoreSessionSecret);

describe("consent withdrawal tokens", () => {
  it("give back the account and purpose they were signed for", () => {
    expect(verifyConsentToken(signConsentToken("marketing_offers", ID))).toEqual({ userId: ID, purpose: "marketing_offers" });
    expect(verifyConsentToken(signConsentToken("marketing_offers", ID.toUpperCase()), "marketing_offers")).toEqual({
      userId: ID,
      purpose: "marketing_offers",
    });
  });

  it("keep the form of the links already sent: the same token for the same secret, account and purpose", () => {
    const sent = `marketing_offers.${ID}.5xhtkkJuVtMT_Sm8ecLydjM7JhoGrPBWGdUfqTjPAtc`;
    expect(signConsentToken("marketing_offers", ID)).toBe(sent);
    expect(verifyConsentToken(sent, "marketing_offers")?.userId).toBe(ID);
  });

  it("refuse a token for another customer: the id changed, the signature kept", () => {
    const [purpose, , sig] = signConsentToken("marketing_offers", ID).split(".");
    expect(verifyConsentToken(`${purpose}.${OTHER}.${sig}`)).toBeNull();
    // the other customer's own token is valid, and only for them
    expect(verifyConsentToken(signConsentToken("marketing_offers", OTHER))?.userId).toBe(OTHER);
  });

  it("refuse a token of another purpose, or one whose purpose was changed", () => {
    const legs = signConsentToken("leg_alerts", ID);
    expect(verifyConsentToken(legs, "marketing_offers")).toBeNull();
    const [, id, sig] = legs.split(".");
    expect(verifyConsentToken(`marketing_offers.${id}.${sig}`)).toBeNull();
    expect(verifyConsentToken(`unknown_purpose.${id}.${sig}`)).toBeNull();
  });

  it("refuse another link's signature, an upper-case id, and anything not of the token's form", () => {
    const token = signConsentToken("marketing_offers", ID);
    const sig = token.split(".")[2]!;
    // the leg alerts' unsubscribe signature over the same id is not a consent token
    const legSig = signLegAlertToken("unsubscribe", ID).split(".")[1];
    expect(verifyConsentToken(`marketing_offers.${ID}.${legSig}`)).toBeNull();
    expect(verifyConsentToken(`marketing_offers.${ID}.`)).toBeNull();
    expect(verifyConsentToken(`marketing_offers.${ID.toUpperCase()}.${sig}`)).toBeNull();
    expect(verifyConsentToken(`marketing_offers.not-a-uuid.${sig}`)).toBeNull();
    for (const junk of ["", "x", ID, `marketing_offers.${ID}`, `${token}.x`, null, 42, {}, "a".repeat(500), `${token}${"A".repeat(200)}`])
      expect(verifyConsentToken(junk)).toBeNull();
  });
});
