import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { restoreSessionSecret, setSessionSecret } from "../../../tests/support/session-secret";
import { CONFIRM_TOKEN_TTL_MS, signLegAlertToken, verifyLegAlertToken } from "./leg-alert-token.server";

/** The signature itself (rotation, foreign secrets, altered or naive signatures) is platform/signed-link.server.test.ts's. */
const ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const OTHER = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6c";

beforeEach(() => setSessionSecret("first-secret-for-the-tests-0123456789"));
afterEach(restoreSessionSecret);

describe("leg alert tokens", () => {
  it("give back the watch id of a token of the same purpose", () => {
    expect(verifyLegAlertToken("unsubscribe", signLegAlertToken("unsubscribe", ID))).toBe(ID);
    expect(verifyLegAlertToken("confirm", signLegAlertToken("confirm", ID))).toBe(ID);
  });

  it("keep the form of the links already sent: the same token for the same secret, watch, purpose and time", () => {
    const unsubscribe = `${ID}.dOdSWbJap7qMTGtKSp_TCxzr3BbboBGpz8rQjjhF7Vs`;
    expect(signLegAlertToken("unsubscribe", ID)).toBe(unsubscribe);
    expect(verifyLegAlertToken("unsubscribe", unsubscribe)).toBe(ID);
    const now = new Date("2027-01-01T10:00:00Z");
    const confirm = `${ID}.myfoj0g0.SQr0gTOXzetqAepafktAXj_MPsGHCzJ-TLK-s_b3C9E`;
    expect(signLegAlertToken("confirm", ID, now)).toBe(confirm);
    expect(verifyLegAlertToken("confirm", confirm, now)).toBe(ID);
  });

  it("refuse a token of the other purpose", () => {
    const unsubscribe = signLegAlertToken("unsubscribe", ID);
    const confirm = signLegAlertToken("confirm", ID);
    expect(verifyLegAlertToken("confirm", unsubscribe)).toBeNull();
    expect(verifyLegAlertToken("unsubscribe", confirm)).toBeNull();
    // the same body signed for the other purpose does not pass either
    const [id, , sig] = confirm.split(".");
    expect(verifyLegAlertToken("unsubscribe", `${id}.${sig}`)).toBeNull();
  });

  it("refuse a tampered id or expiry, and anything not of the token's form", () => {
    const [, sig] = signLegAlertToken("unsubscribe", ID).split(".");
    expect(verifyLegAlertToken("unsubscribe", `${OTHER}.${sig}`)).toBeNull();
    expect(verifyLegAlertToken("unsubscribe", `${ID.toUpperCase()}.${sig}`)).toBeNull();
    const confirm = signLegAlertToken("confirm", ID).split(".");
    const later = (parseInt(confirm[1]!, 36) + 1000 * 60 * 60 * 24 * 365).toString(36);
    expect(verifyLegAlertToken("confirm", `${confirm[0]}.${later}.${confirm[2]}`)).toBeNull();
    for (const junk of ["", "x", `${ID}`, `${ID}..`, null, 42, "a".repeat(500)])
      expect(verifyLegAlertToken("unsubscribe", junk)).toBeNull();
  });

  it("let a confirmation link expire after 48 hours", () => {
    const now = new Date("2027-01-01T10:00:00Z");
    const token = signLegAlertToken("confirm", ID, now);
    expect(verifyLegAlertToken("confirm", token, new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS))).toBe(ID);
    expect(verifyLegAlertToken("confirm", token, new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS + 1))).toBeNull();
    expect(CONFIRM_TOKEN_TTL_MS).toBe(48 * 60 * 60 * 1000);
  });
});
