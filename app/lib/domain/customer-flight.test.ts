import { describe, expect, it } from "vitest";
import { cancelMode, canRequestChange, flightMinutes, hoursAndMinutes, rebookHref } from "./customer-flight";
import { estimatedBlockMinutesFor } from "./charter/leg";

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
  const departure = new Date("2027-03-01T09:00:00Z");
  const jet = { category: "heavy" as const, rangeKm: 12_000 };

  it("is the record's own arrival − departure when it has an arrival after its departure", () => {
    expect(flightMinutes({ departureDatetime: departure, arrivalDatetime: new Date("2027-03-01T10:00:00Z"), distanceKm: 2500, jet })).toBe(
      60,
    );
    // the times win over the route: a card showing 09:00 → 10:00 says one hour
    expect(flightMinutes({ departureDatetime: departure, arrivalDatetime: new Date("2027-03-01T09:00:30Z"), distanceKm: 9000, jet })).toBe(
      1,
    );
  });

  it("without an arrival (or one not after the departure), the engine's block time for the jet, or a midsize jet", () => {
    const noArrival = { departureDatetime: departure, arrivalDatetime: null, distanceKm: 2500 };
    expect(flightMinutes({ ...noArrival, jet })).toBe(estimatedBlockMinutesFor(2500, jet));
    expect(flightMinutes({ ...noArrival, jet: null })).toBe(estimatedBlockMinutesFor(2500, null));
    expect(flightMinutes({ ...noArrival, jet: null })).not.toBe(flightMinutes({ ...noArrival, jet }));
    expect(flightMinutes({ ...noArrival, arrivalDatetime: departure, jet })).toBe(estimatedBlockMinutesFor(2500, jet));
  });

  it("is 0 for a distance that is not positive and no arrival", () => {
    expect(flightMinutes({ departureDatetime: departure, arrivalDatetime: null, distanceKm: 0, jet })).toBe(0);
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
