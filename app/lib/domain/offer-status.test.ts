import { describe, expect, it } from "vitest";
import { allowedOfferActions, isOfferState, isVisibleToCustomers, OFFER_STATE_LOOK, OFFER_STATES, offerState } from "./offer-status";

const NOW = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-11-23T12:00:00.001Z");
const earlier = new Date("2026-11-23T11:59:59.999Z");

describe("offer state", () => {
  it("a draft is unpublished and still valid", () => {
    expect(offerState({ publishedAt: null, validUntil: later }, NOW)).toBe("draft");
  });
  it("published and still valid is published", () => {
    expect(offerState({ publishedAt: earlier, validUntil: later }, NOW)).toBe("published");
  });
  it("expires at its valid-until instant, published or not", () => {
    expect(offerState({ publishedAt: earlier, validUntil: NOW }, NOW)).toBe("expired");
    expect(offerState({ publishedAt: null, validUntil: earlier }, NOW)).toBe("expired");
    expect(offerState({ publishedAt: earlier.toISOString(), validUntil: earlier.toISOString() }, NOW)).toBe("expired");
  });
  it("customers see only the published state", () => {
    expect(isVisibleToCustomers({ publishedAt: earlier, validUntil: later }, NOW)).toBe(true);
    expect(isVisibleToCustomers({ publishedAt: null, validUntil: later }, NOW)).toBe(false);
    expect(isVisibleToCustomers({ publishedAt: earlier, validUntil: NOW }, NOW)).toBe(false);
  });
  it("publish only a draft, unpublish only a published offer, nothing on an expired one", () => {
    expect(allowedOfferActions("draft")).toEqual(["publish"]);
    expect(allowedOfferActions("published")).toEqual(["unpublish"]);
    expect(allowedOfferActions("expired")).toEqual([]);
  });
  it("every state has a look and is recognised", () => {
    for (const s of OFFER_STATES) {
      expect(OFFER_STATE_LOOK[s].labelKey).toMatch(/^offers\.states\./);
      expect(isOfferState(s)).toBe(true);
    }
    expect(isOfferState("deleted")).toBe(false);
  });
});
