import { describe, expect, it } from "vitest";
import { JET_AVAILABILITY_LOOK, jetAvailability } from "./jet-availability";

describe("jetAvailability", () => {
  it("is available only when marked available and not on a flight", () => {
    expect(jetAvailability({ isAvailable: true, onFlight: false })).toBe("available");
    expect(jetAvailability({ isAvailable: true, onFlight: true })).toBe("busy");
    expect(jetAvailability({ isAvailable: false, onFlight: false })).toBe("busy");
    expect(jetAvailability({ isAvailable: false, onFlight: true })).toBe("busy");
  });

  it("has a distinct look for each answer", () => {
    expect(JET_AVAILABILITY_LOOK.available.labelKey).not.toBe(JET_AVAILABILITY_LOOK.busy.labelKey);
    expect(JET_AVAILABILITY_LOOK.available.tone).not.toBe(JET_AVAILABILITY_LOOK.busy.tone);
  });
});
