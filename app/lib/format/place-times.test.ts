import { describe, expect, it } from "vitest";
import {
  dateAndClockAt,
  formatPlaceAndIstanbul,
  formatPlaceDate,
  formatPlaceDateTime,
  formatPlaceDeparture,
  formatPlaceTime,
  formatUtc,
  parseWallDateTime,
  placeDateInput,
  placeDateTimeInput,
  placeTime,
  readWallDateTime,
} from "./place-times";

describe("place times", () => {
  it("reads a Nice wall time as Nice time and shows it back with the zone, and in İstanbul two hours later in winter", () => {
    const instant = parseWallDateTime("2027-01-15T13:00", "Europe/Paris")!;
    expect(instant.toISOString()).toBe("2027-01-15T12:00:00.000Z");
    expect(formatPlaceDateTime(placeTime(instant, "Europe/Paris"))).toBe("15.01.2027 13:00 CET");
    expect(formatPlaceTime(placeTime(instant, "Europe/Istanbul"))).toBe("15:00 GMT+3");
    expect(formatPlaceDateTime(placeTime(instant, "Europe/Paris"), "en")).toBe("15 Jan 2027 13:00 CET");
  });

  it("round-trips entry and display in three zones, summer and winter", () => {
    for (const zone of ["Europe/Istanbul", "Europe/London", "America/New_York"]) {
      for (const wall of ["2027-01-15T09:05", "2027-07-15T23:55"]) {
        const instant = parseWallDateTime(wall, zone)!;
        expect(placeDateTimeInput(placeTime(instant, zone))).toBe(wall);
      }
    }
    expect(parseWallDateTime("2027-07-15T09:00", "Europe/London")!.toISOString()).toBe("2027-07-15T08:00:00.000Z");
    expect(parseWallDateTime("2027-07-15T09:00", "America/New_York")!.toISOString()).toBe("2027-07-15T13:00:00.000Z");
  });

  it("gives a flight from İstanbul at 09:00 with a four-hour block its London arrival in London time", () => {
    const departure = parseWallDateTime("2027-07-15T09:00", "Europe/Istanbul")!;
    const arrival = new Date(departure.getTime() + 4 * 3_600_000);
    expect(formatPlaceTime(placeTime(arrival, "Europe/London"))).toBe("11:00 BST");
    expect(formatPlaceTime(placeTime(departure, "Europe/Istanbul"))).toBe("09:00 GMT+3");
  });

  it("refuses a wall time the clocks skip and takes the earlier of a repeated one", () => {
    expect(readWallDateTime("2026-03-29T02:30", "Europe/Paris")).toEqual({ ok: false, reason: "skipped" });
    expect(readWallDateTime("2026-03-29T02:30", "Europe/Istanbul").ok).toBe(true);
    const repeated = parseWallDateTime("2026-10-25T02:30", "Europe/Paris")!;
    expect(repeated.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(formatPlaceTime(placeTime(repeated, "Europe/Paris"))).toBe("02:30 CEST");
    expect(formatPlaceTime(placeTime(new Date(repeated.getTime() + 3_600_000), "Europe/Paris"))).toBe("02:30 CET");
  });

  it("computes a leg across the spring change from the instants, not the wall clocks", () => {
    const departure = parseWallDateTime("2026-03-29T00:30", "Europe/London")!;
    const arrival = parseWallDateTime("2026-03-29T04:30", "Europe/Paris")!;
    expect((arrival.getTime() - departure.getTime()) / 60_000).toBe(120);
    expect(formatPlaceTime(placeTime(departure, "Europe/London"))).toBe("00:30 GMT");
    expect(formatPlaceTime(placeTime(arrival, "Europe/Paris"))).toBe("04:30 CEST");
  });

  it("says 'format' for text that is no date-time and for impossible dates", () => {
    for (const bad of ["", "2027-02-30T10:00", "2027-01-15 10:00", "2027-01-15T24:00", "yarın", "2027-01-15T10:60"]) {
      expect(readWallDateTime(bad, "Europe/Paris")).toEqual({ ok: false, reason: "format" });
    }
    expect(readWallDateTime("2027-01-15T10:00", "Mars/Olympus")).toEqual({ ok: false, reason: "format" });
  });

  it("takes the date at the place as the departure's date", () => {
    // 23:30 in London on the 15th is already the 16th in İstanbul
    const t = placeTime(parseWallDateTime("2027-01-15T23:30", "Europe/London")!, "Europe/London");
    expect(formatPlaceDate(t)).toBe("15.01.2027");
    expect(placeDateInput(t)).toBe("2027-01-15");
    expect(formatPlaceDate(placeTime(t!.at, "Europe/Istanbul"))).toBe("16.01.2027");
  });

  it("puts a date-only request's default hour at the departure airport", () => {
    expect(dateAndClockAt("2027-07-15", "09:00", "Europe/Paris")!.toISOString()).toBe("2027-07-15T07:00:00.000Z");
    expect(dateAndClockAt("2027-07-15", "9", "Europe/Paris")).toBeNull();
    expect(dateAndClockAt("2026-03-29", "02:30", "Europe/Paris")).toBeNull();
  });

  it("writes UTC as operations do", () => {
    const instant = new Date("2027-07-15T06:05:00Z");
    expect(formatUtc(instant)).toBe("06:05Z");
    expect(formatUtc(instant, { withDate: true })).toBe("15.07.2027 06:05Z");
    expect(formatUtc("not a date")).toBe("");
  });

  it("falls back to İstanbul's zone for an unknown place and gives nothing for no instant", () => {
    expect(placeTime(new Date("2027-01-15T10:00:00Z"), null)).toEqual({
      at: "2027-01-15T10:00:00.000Z",
      zone: "Europe/Istanbul",
      zoneName: "GMT+3",
    });
    expect(placeTime(new Date("2027-01-15T10:00:00Z"), "Nowhere/Zone")!.zone).toBe("Europe/Istanbul");
    expect(placeTime(null, "Europe/Paris")).toBeNull();
    expect(placeTime("garbage", "Europe/Paris")).toBeNull();
    expect(formatPlaceDateTime(null)).toBe("");
  });

  it("shows staff the time at the place with İstanbul's beside it, İstanbul's date only when it is another day there", () => {
    const nice = (wall: string) => placeTime(parseWallDateTime(wall, "Europe/Paris"), "Europe/Paris");
    expect(formatPlaceAndIstanbul(nice("2027-01-15T13:00"), { withDate: false })).toBe("13:00 CET (15:00 GMT+3)");
    expect(formatPlaceAndIstanbul(nice("2027-01-15T13:00"))).toBe("15.01.2027 13:00 CET (15:00 GMT+3)");
    expect(formatPlaceAndIstanbul(nice("2027-07-15T13:00"), { withDate: false })).toBe("13:00 CEST (14:00 GMT+3)");
    expect(formatPlaceAndIstanbul(nice("2027-01-15T23:30"))).toBe("15.01.2027 23:30 CET (16.01.2027 01:30 GMT+3)");
    const istanbul = placeTime(parseWallDateTime("2027-01-15T09:00", "Europe/Istanbul"), "Europe/Istanbul");
    expect(formatPlaceAndIstanbul(istanbul, { withDate: false })).toBe("09:00 GMT+3");
    expect(formatPlaceAndIstanbul(null)).toBe("");
  });
});

describe("a requested departure at its airport", () => {
  it("shows a date-only request as the date at its airport, which may differ from İstanbul's", () => {
    const lateInLondon = placeTime(new Date("2027-01-15T23:30:00Z"), "Europe/London");
    expect(formatPlaceDeparture(lateInLondon, true)).toBe("15.01.2027");
    expect(formatPlaceDeparture(lateInLondon, false)).toBe("15.01.2027 23:30 GMT");
    expect(formatPlaceDeparture(lateInLondon, false, "en")).toBe("15 Jan 2027 23:30 GMT");
    expect(formatPlaceDeparture(null, true)).toBe("");
  });
});
