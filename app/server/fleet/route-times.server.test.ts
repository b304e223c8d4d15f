import { describe, expect, it } from "vitest";
import { formatPlaceDeparture, placeTime } from "#app/lib/format";
import { flightTimeTexts, listedRouteZones } from "./route-times.server";

describe("route times", () => {
  it("finds each end's zone from the city list, else from the list airport its text names, else none", () => {
    expect(listedRouteZones({ departureCity: "Nice", arrivalCity: "Londra" })).toEqual({
      departure: "Europe/Paris",
      arrival: "Europe/London",
    });
    // a city the list no longer names, whose airport text still carries a listed code
    expect(listedRouteZones({ departureCity: "Eski Ad", departureAirport: "Nice Côte d'Azur (NCE)", arrivalCity: "Atlantis" })).toEqual({
      departure: "Europe/Paris",
      arrival: null,
    });
  });

  it("writes a flight's departure and arrival each at its own airport, the arrival's day there", () => {
    // 22:00 in İstanbul, four hours: 23:00 in London the same day in winter
    const departure = new Date("2027-01-12T19:00:00Z");
    const texts = flightTimeTexts({ departureCity: "İstanbul", arrivalCity: "Londra" }, departure, new Date("2027-01-12T23:00:00Z"));
    expect(texts).toEqual({ departure: "12.01.2027 22:00 GMT+3", arrival: "12.01.2027 23:00 GMT" });
    expect(flightTimeTexts({ departureCity: "Londra", arrivalCity: "İstanbul" }, departure, null, "en")).toEqual({
      departure: "12 Jan 2027 19:00 GMT",
      arrival: null,
    });
  });

  it("shows a date-only request as the date at its airport, which may differ from İstanbul's", () => {
    const lateInLondon = placeTime(new Date("2027-01-15T23:30:00Z"), "Europe/London");
    expect(formatPlaceDeparture(lateInLondon, true)).toBe("15.01.2027");
    expect(formatPlaceDeparture(lateInLondon, false)).toBe("15.01.2027 23:30 GMT");
    expect(formatPlaceDeparture(null, true)).toBe("");
  });
});
