import { describe, expect, it } from "vitest";
import { OFFER_STATES, OFFER_STATE_LOOK, canTransition, isAnswerable, offerState, timeLeft } from "./offer-response";

const now = new Date("2026-12-01T12:00:00Z");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe("offer state", () => {
  it("is open before expires_at and expired from it on, exactly then included", () => {
    expect(offerState({ customerResponse: null, expiresAt: at(1) }, now)).toBe("open");
    expect(offerState({ customerResponse: null, expiresAt: now }, now)).toBe("expired");
    expect(offerState({ customerResponse: null, expiresAt: at(-1) }, now)).toBe("expired");
  });

  it("shows an answer even after the offer's validity ran out", () => {
    expect(offerState({ customerResponse: "accepted", expiresAt: at(-60) }, now)).toBe("accepted");
    expect(offerState({ customerResponse: "declined", expiresAt: at(60) }, now)).toBe("declined");
  });

  it("counts an offer whose request staff already turned into a reservation as accepted, expired or not", () => {
    expect(offerState({ customerResponse: null, expiresAt: at(-60), converted: true }, now)).toBe("accepted");
    expect(offerState({ customerResponse: null, expiresAt: at(60), converted: true }, now)).toBe("accepted");
    expect(offerState({ customerResponse: null, expiresAt: at(60), converted: false }, now)).toBe("open");
    expect(isAnswerable({ customerResponse: null, expiresAt: at(60), converted: true }, now)).toBe(false);
  });

  it("is answerable only while open", () => {
    expect(isAnswerable({ customerResponse: null, expiresAt: at(1) }, now)).toBe(true);
    expect(isAnswerable({ customerResponse: null, expiresAt: now }, now)).toBe(false);
    expect(isAnswerable({ customerResponse: "accepted", expiresAt: at(60) }, now)).toBe(false);
    expect(isAnswerable({ customerResponse: "declined", expiresAt: at(60) }, now)).toBe(false);
  });

  it("moves only from open, to accepted or declined; the answers and expiry are final", () => {
    expect(canTransition("open", "accepted")).toBe(true);
    expect(canTransition("open", "declined")).toBe(true);
    expect(canTransition("open", "expired")).toBe(false);
    for (const from of ["accepted", "declined", "expired"] as const) {
      for (const to of OFFER_STATES) expect(canTransition(from, to)).toBe(false);
    }
  });

  it("has a look for every state", () => {
    for (const state of OFFER_STATES) expect(OFFER_STATE_LOOK[state].labelKey).toBe(`customerRequests.offerState.${state}`);
  });
});

describe("time left", () => {
  it("counts whole days, hours and minutes, rounded down", () => {
    expect(timeLeft(at(2 * 1440 + 3 * 60 + 59.9), now)).toEqual({ days: 2, hours: 3, minutes: 59 });
    expect(timeLeft(at(61), now)).toEqual({ days: 0, hours: 1, minutes: 1 });
    expect(timeLeft(at(0.5), now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("is null once expires_at has passed", () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(at(-5), now)).toBeNull();
  });
});
