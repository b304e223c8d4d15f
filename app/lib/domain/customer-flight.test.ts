import { describe, expect, it } from "vitest";
import { cancelMode, canRequestChange, flightMinutes, hoursAndMinutes, rebookHref } from "./customer-flight";
import { estimatedBlockMinutes } from "./flight-time";

describe("cancelMode", () => {
  it("cancels drafts and options at once, asks staff for confirmed flights, refuses final ones", () => {
    expect(cancelMode("draft")).toBe("direct");
    expect(cancelMode("optional")).toBe("direct");
    expect(cancelMode("confirmed")).toBe("request");
    expect(cancelMode("completed")).toBe("none");
    expect(cancelMode("cancelled")).toBe("none");
  });

  it("allows change requests until the flight is completed or cancelled", () => {
    expect(canRequestChange("draft")).toBe(true);
    expect(canRequestChange("confirmed")).toBe(true);
    expect(canRequestChange("completed")).toBe(false);
    expect(canRequestChange("cancelled")).toBe(false);
  });
});

describe("flightMinutes", () => {
  it("uses the jet's speed when there is a jet", () => {
    // 2 500 km at 1 000 km/h = 150 min + 20 min ground allowance = 170, already a multiple of 5
    expect(flightMinutes(2500, 1000)).toBe(170);
    expect(flightMinutes(2500, 1000)).toBe(estimatedBlockMinutes(2500, 1000));
  });

  it("falls back to the default cruise speed without a jet", () => {
    expect(flightMinutes(2500, null)).toBe(estimatedBlockMinutes(2500));
    expect(flightMinutes(2500, 0)).toBe(estimatedBlockMinutes(2500));
  });

  it("is 0 for a distance that is not positive", () => {
    expect(flightMinutes(0, 800)).toBe(0);
  });
});

describe("hoursAndMinutes", () => {
  it("splits minutes into hours and minutes", () => {
    expect(hoursAndMinutes(170)).toEqual({ hours: 2, minutes: 50 });
    expect(hoursAndMinutes(60)).toEqual({ hours: 1, minutes: 0 });
    expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });

  it("treats negative and invalid durations as 0", () => {
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe("rebookHref", () => {
  it("carries exactly the wizard's parameters", () => {
    const href = rebookHref({ from: "İstanbul", to: "Londra", passengers: 6, jetId: "abc", catering: true, groundTransport: false });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/dashboard/reservation");
    expect([...url.searchParams.keys()].sort()).toEqual(["catering", "from", "groundTransport", "jetId", "passengers", "to"]);
    expect(url.searchParams.get("from")).toBe("İstanbul");
    expect(url.searchParams.get("to")).toBe("Londra");
    expect(url.searchParams.get("passengers")).toBe("6");
    expect(url.searchParams.get("jetId")).toBe("abc");
    expect(url.searchParams.get("catering")).toBe("1");
    expect(url.searchParams.get("groundTransport")).toBe("0");
  });

  it("leaves the jet out when the flight had none", () => {
    const url = new URL(rebookHref({ from: "A", to: "B", passengers: 1, jetId: null, catering: false, groundTransport: true }), "http://x");
    expect(url.searchParams.has("jetId")).toBe(false);
    expect(url.searchParams.get("groundTransport")).toBe("1");
  });
});
