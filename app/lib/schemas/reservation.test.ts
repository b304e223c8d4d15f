import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { reservationFormSchemaIn, toReservationInput, zoneNameAt, type LegZones } from "./reservation";

const IST_LON: LegZones = { departure: "Europe/Istanbul", arrival: "Europe/London" };
const LON_IST: LegZones = { departure: "Europe/London", arrival: "Europe/Istanbul" };

function form(fields: Record<string, string>) {
  const fd = new FormData();
  const all = {
    customer_id: "11111111-1111-4111-8111-111111111111",
    route_id: "22222222-2222-4222-8222-222222222222",
    passenger_count: "2",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) fd.append(k, v);
  return fd;
}

function parse(zones: LegZones | null, fields: Record<string, string>) {
  return parseWithZod(form(fields), { schema: reservationFormSchemaIn(zones) });
}

function errorsOf(zones: LegZones | null, fields: Record<string, string>) {
  const result = parse(zones, fields);
  return result.status === "error" ? result.error : {};
}

describe("reservationFormSchemaIn: each time at its airport", () => {
  it("reads the departure in the departure zone and the arrival in the arrival zone", () => {
    const result = parse(IST_LON, { departure_datetime: "2031-01-15T09:00", arrival_datetime: "2031-01-15T10:30" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    const input = toReservationInput(result.value, IST_LON, null);
    expect(input.departureDatetime.toISOString()).toBe("2031-01-15T06:00:00.000Z");
    expect(input.arrivalDatetime.toISOString()).toBe("2031-01-15T10:30:00.000Z");
  });

  it("orders the two by their instants, not by their clocks", () => {
    // 10:30 London is after 09:00 İstanbul; 08:59 London (08:59Z) too; 05:59 London is before 06:00Z
    expect(errorsOf(IST_LON, { departure_datetime: "2031-01-15T09:00", arrival_datetime: "2031-01-15T08:59" })).toEqual({});
    expect(errorsOf(IST_LON, { departure_datetime: "2031-01-15T09:00", arrival_datetime: "2031-01-15T06:00" })).toEqual({
      arrival_datetime: ["reservations.errors.arrivalBeforeDeparture"],
    });
    // without a route, the İstanbul order of the two clocks is all the form can check
    expect(errorsOf(null, { departure_datetime: "2031-01-15T09:00", arrival_datetime: "2031-01-15T08:59" })).toEqual({
      arrival_datetime: ["reservations.errors.arrivalBeforeDeparture"],
    });
  });

  it("refuses a wall time the place's clocks skip, next to its field, and no other", () => {
    // 30.03.2031: London skips 01:00–01:59; İstanbul skips nothing
    expect(errorsOf(LON_IST, { departure_datetime: "2031-03-30T01:00", arrival_datetime: "2031-03-30T09:00" })).toEqual({
      departure_datetime: ["reservations.errors.skippedTime"],
    });
    expect(errorsOf(IST_LON, { departure_datetime: "2031-03-29T22:00", arrival_datetime: "2031-03-30T01:59" })).toEqual({
      arrival_datetime: ["reservations.errors.skippedTime"],
    });
    expect(errorsOf(LON_IST, { departure_datetime: "2031-03-30T00:59", arrival_datetime: "2031-03-30T09:00" })).toEqual({});
    expect(errorsOf(LON_IST, { departure_datetime: "2031-03-30T02:00", arrival_datetime: "2031-03-30T09:00" })).toEqual({});
    // a date that is no date stays a format error
    expect(errorsOf(LON_IST, { departure_datetime: "2031-02-30T10:00", arrival_datetime: "2031-03-30T09:00" })).toEqual({
      departure_datetime: ["reservations.errors.dateTime"],
    });
  });
});

describe("zoneNameAt", () => {
  it("names the zone at the typed time, or now for none", () => {
    expect(zoneNameAt("Europe/London", "2031-01-15T09:00")).toBe("GMT");
    expect(zoneNameAt("Europe/London", "2031-07-15T09:00")).toBe("BST");
    expect(zoneNameAt("Europe/Paris", "2031-07-15T09:00")).toBe("CEST");
    expect(zoneNameAt("Europe/London", "", new Date("2031-07-01T00:00:00Z"))).toBe("BST");
    expect(zoneNameAt("Europe/London", undefined, new Date("2031-12-01T00:00:00Z"))).toBe("GMT");
  });
});
