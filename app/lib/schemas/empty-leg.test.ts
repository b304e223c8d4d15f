import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { toLocalDateTimeInput } from "#app/lib/format";
import { emptyLegFormSchema, readLegTimes, toEmptyLegInput } from "./empty-leg";

const DAY = 86_400_000;

function form(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

const base = () => ({
  aircraft_type: "Light Jet",
  departure_airport: "İstanbul (IST)",
  arrival_airport: "Bodrum (BJV)",
  departure_datetime: toLocalDateTimeInput(new Date(Date.now() + 3 * DAY)),
});

const ISTANBUL = { place: "İstanbul", zone: "Europe/Istanbul" };
const NICE = { place: "Nice", zone: "Europe/Paris" };
const NEW_YORK = { place: "New York", zone: "America/New_York" };
const TIMES = { departure: new Date("2099-07-01T07:30:00Z"), arrival: null };

function parse(fields: Record<string, string>) {
  return parseWithZod(form(fields), { schema: emptyLegFormSchema });
}

describe("emptyLegFormSchema", () => {
  it("accepts the four required fields alone; blanks become null and currency USD", () => {
    const result = parse({ ...base(), price: "", seat_capacity: "", currency: "" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    const times = readLegTimes(result.value, { departure: ISTANBUL, arrival: ISTANBUL });
    expect(times.ok).toBe(true);
    if (!times.ok) return;
    const input = toEmptyLegInput(result.value, times);
    expect(input).toMatchObject({
      price: null,
      seatCapacity: null,
      currency: "USD",
      aircraftModel: null,
      arrivalDatetime: null,
      notes: null,
    });
    expect(input.departureDatetime.getUTCSeconds()).toBe(0);
  });

  it.each([
    ["12.500,50", "12500.50"],
    ["12500.5", "12500.50"],
    ["0", "0.00"],
    ["1.234", "1234.00"],
    ["7,25", "7.25"],
  ])("reads the price %s as %s", (price, stored) => {
    const result = parse({ ...base(), price });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(toEmptyLegInput(result.value, TIMES).price).toBe(stored);
  });

  it("reads each time at its own airport: a Nice departure in Nice time, winter and summer, an arrival in İstanbul time", () => {
    const winter = readLegTimes(
      { departure_datetime: "2099-01-15T13:00", arrival_datetime: "2099-01-15T17:30" },
      { departure: NICE, arrival: ISTANBUL },
    );
    expect(winter).toEqual({ ok: true, departure: new Date("2099-01-15T12:00:00Z"), arrival: new Date("2099-01-15T14:30:00Z") });
    const summer = readLegTimes({ departure_datetime: "2099-07-15T13:00" }, { departure: NICE, arrival: ISTANBUL });
    expect(summer).toEqual({ ok: true, departure: new Date("2099-07-15T11:00:00Z"), arrival: null });
    const istanbul = readLegTimes({ departure_datetime: "2099-07-01T10:30" }, { departure: ISTANBUL, arrival: NICE });
    expect(istanbul.ok && istanbul.departure.toISOString()).toBe("2099-07-01T07:30:00.000Z");
  });

  it("refuses a time the clocks skip at the airport, naming the place, and takes the earlier of a time shown twice", () => {
    // 30 March 2098: Europe's clocks go from 02:00 to 03:00 on the last Sunday of March
    const skipped = readLegTimes({ departure_datetime: "2098-03-30T02:30" }, { departure: NICE, arrival: ISTANBUL });
    expect(skipped).toEqual({ ok: false, errors: { departure_datetime: ['emptyLegs.errors.skippedTime::{"place":"Nice"}'] } });
    const arrivalSkipped = readLegTimes(
      { departure_datetime: "2098-03-29T20:00", arrival_datetime: "2098-03-30T02:15" },
      { departure: ISTANBUL, arrival: NICE },
    );
    expect(arrivalSkipped.ok ? null : arrivalSkipped.errors.arrival_datetime).toEqual(['emptyLegs.errors.skippedTime::{"place":"Nice"}']);
    // the same wall time in İstanbul exists
    expect(readLegTimes({ departure_datetime: "2098-03-30T02:30" }, { departure: ISTANBUL, arrival: NICE }).ok).toBe(true);
    // 26 October 2098: 02:30 happens twice in Nice; the first is 00:30Z (CEST)
    const twice = readLegTimes({ departure_datetime: "2098-10-26T02:30" }, { departure: NICE, arrival: ISTANBUL });
    expect(twice.ok && twice.departure.toISOString()).toBe("2098-10-26T00:30:00.000Z");
  });

  it("checks the past and the order of the times as instants, not as wall clocks", () => {
    const now = new Date("2099-01-15T11:30:00Z");
    // 13:00 in İstanbul is 10:00Z, already past; 13:00 in Nice is 12:00Z, still to come
    expect(readLegTimes({ departure_datetime: "2099-01-15T13:00" }, { departure: ISTANBUL, arrival: NICE }, now)).toEqual({
      ok: false,
      errors: { departure_datetime: ["emptyLegs.errors.departurePast"] },
    });
    expect(readLegTimes({ departure_datetime: "2099-01-15T13:00" }, { departure: NICE, arrival: ISTANBUL }, now).ok).toBe(true);
    // İstanbul 10:00 (07:00Z) → New York 06:00 (11:00Z): earlier on the wall, four hours later in fact
    expect(
      readLegTimes(
        { departure_datetime: "2099-01-20T10:00", arrival_datetime: "2099-01-20T06:00" },
        { departure: ISTANBUL, arrival: NEW_YORK },
        now,
      ).ok,
    ).toBe(true);
    // Nice 13:00 (12:00Z) → İstanbul 14:00 (11:00Z): later on the wall, before the departure in fact
    expect(
      readLegTimes(
        { departure_datetime: "2099-01-20T13:00", arrival_datetime: "2099-01-20T14:00" },
        { departure: NICE, arrival: ISTANBUL },
        now,
      ),
    ).toEqual({
      ok: false,
      errors: { arrival_datetime: ["emptyLegs.errors.arrivalBeforeDeparture"] },
    });
    // an airport not known: its time is not read (the airport's own error says why)
    expect(readLegTimes({ departure_datetime: "2099-01-20T13:00" }, { departure: null, arrival: NICE }, now)).toEqual({
      ok: false,
      errors: {},
    });
  });

  it.each([
    [{ aircraft_type: "" }, "aircraft_type", "validation.required"],
    [{ departure_datetime: "2000-01-01T10:00" }, "departure_datetime", "emptyLegs.errors.departurePast"],
    // before the departure whichever zones the airports are in (the server reads the exact instants)
    [
      { departure_datetime: "2099-01-03T10:00", arrival_datetime: "2099-01-02T07:59" },
      "arrival_datetime",
      "emptyLegs.errors.arrivalBeforeDeparture",
    ],
    [{ departure_datetime: "2099-02-30T10:00" }, "departure_datetime", "emptyLegs.errors.dateTime"],
    [{ price: "-5" }, "price", "emptyLegs.errors.price"],
    [{ price: "1,005" + "5" }, "price", "emptyLegs.errors.price"],
    [{ seat_capacity: "0" }, "seat_capacity", "emptyLegs.errors.seats"],
    [{ seat_capacity: "2.5" }, "seat_capacity", "emptyLegs.errors.seats"],
    [{ currency: "GBP" }, "currency", "validation.invalidChoice"],
    [{ notes: "x".repeat(2001) }, "notes", "validation.tooLong"],
  ] as const)("refuses %j on %s", (overrides, field, message) => {
    const result = parse({ ...base(), ...overrides });
    expect(result.status).toBe("error");
    if (result.status === "error") expect(result.error?.[field]).toContain(message);
  });

  it("ignores fields that are not the form's own", () => {
    const result = parse({ ...base(), approved: "true", created_by: "x", broker_id: "y" });
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(Object.keys(toEmptyLegInput(result.value, TIMES))).not.toEqual(expect.arrayContaining(["approved"]));
    if (result.status === "success") expect(result.value).not.toHaveProperty("approved");
  });

  it("leaves to the server an arrival or a departure that only some zones make wrong", () => {
    // an hour before on the wall: fine between İstanbul and London, so the browser does not refuse it
    expect(parse({ ...base(), departure_datetime: "2099-01-01T10:00", arrival_datetime: "2099-01-01T09:00" }).status).toBe("success");
    // two hours ago on a UTC clock is past in İstanbul but still to come at UTC−12: only what is past everywhere is refused here
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 16);
    expect(parse({ ...base(), departure_datetime: twoHoursAgo }).status).toBe("success");
  });
});
