import { describe, expect, it } from "vitest";
import { createPricePreviewSchema, TRIP_ERRORS as E } from "#app/lib/schemas/guest-trip";
import { createFlightRequestSchema } from "#app/lib/schemas/flight-request";

// a fixed clock: 10 March 2027, 12:00 in İstanbul (09:00Z)
const clock = { today: () => "2027-03-10", now: () => new Date("2027-03-10T09:00:00Z") };
const schema = createPricePreviewSchema(clock);

const good = {
  departure_city: "Londra",
  arrival_city: "İstanbul",
  departure_date: "2027-04-02",
  departure_time: "15:30",
  passenger_count: "4",
};

function errorsOf(input: Record<string, unknown>) {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return out;
}

describe("the indicative price's fields", () => {
  it("reads the time as the departure airport's wall clock", () => {
    const v = schema.parse(good);
    // London is on BST on 2 April 2027: 15:30 there is 14:30Z
    expect(v.departure.toISOString()).toBe("2027-04-02T14:30:00.000Z");
    expect(v).toMatchObject({ departure_city: "Londra", arrival_city: "İstanbul", passenger_count: 4, departure_time: "15:30" });
  });

  it("takes 09:00 at the place and one passenger when those fields are empty", () => {
    const v = schema.parse({ ...good, departure_city: "İstanbul", arrival_city: "Londra", departure_time: "", passenger_count: "" });
    expect(v.departure.toISOString()).toBe("2027-04-02T06:00:00.000Z");
    expect(v.passenger_count).toBe(1);
  });

  it("accepts today at a time still ahead, and the last minute of the day", () => {
    expect(
      errorsOf({ ...good, departure_date: "2027-03-10", departure_time: "12:30", departure_city: "İstanbul", arrival_city: "Londra" }),
    ).toBeNull();
    expect(errorsOf({ ...good, departure_time: "23:59" })).toBeNull();
  });

  const big = "x".repeat(10_240);
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["no departure city", { departure_city: "" }, "departure_city", E.required],
    ["no arrival city", { arrival_city: undefined }, "arrival_city", E.required],
    ["no date", { departure_date: "" }, "departure_date", E.required],
    ["spaces as a city", { departure_city: "   " }, "departure_city", E.required],
    ["a number as a city", { departure_city: 42 }, "departure_city", E.invalid],
    ["a list as a city", { arrival_city: ["Londra"] }, "arrival_city", E.invalid],
    ["unknown departure airport", { departure_city: "Atlantis" }, "departure_city", E.unknownCity],
    ["unknown arrival airport", { arrival_city: "Gotham" }, "arrival_city", E.unknownCity],
    ["an IATA code", { departure_city: "LHR" }, "departure_city", E.unknownCity],
    ["HTML as a city", { arrival_city: "<b>Nice</b>" }, "arrival_city", E.unknownCity],
    ["SQL as a city", { departure_city: "' OR 1=1 --" }, "departure_city", E.unknownCity],
    ["10 kB city", { departure_city: big }, "departure_city", E.unknownCity],
    ["NUL in a city", { arrival_city: "İstan\u0000bul" }, "arrival_city", E.invalid],
    ["same airports", { arrival_city: "Londra" }, "arrival_city", E.sameCity],
    ["same airports in another case", { departure_city: "LONDRA", arrival_city: "londra" }, "arrival_city", E.sameCity],
    ["yesterday", { departure_date: "2027-03-09" }, "departure_date", E.pastDate],
    ["a year ago", { departure_date: "2026-03-10" }, "departure_date", E.pastDate],
    ["more than two years ahead", { departure_date: "2029-03-11" }, "departure_date", E.farDate],
    ["year 9999", { departure_date: "9999-12-31" }, "departure_date", E.farDate],
    ["month 13", { departure_date: "2027-13-01" }, "departure_date", E.date],
    ["30 February", { departure_date: "2027-02-30" }, "departure_date", E.date],
    ["day 32", { departure_date: "2027-05-32" }, "departure_date", E.date],
    ["a word as date", { departure_date: "yarın" }, "departure_date", E.date],
    ["Turkish order", { departure_date: "02.04.2027" }, "departure_date", E.date],
    ["date with a time", { departure_date: "2027-04-02T10:00" }, "departure_date", E.date],
    ["short year", { departure_date: "27-04-02" }, "departure_date", E.date],
    ["10 kB date", { departure_date: big }, "departure_date", E.date],
    ["25 o'clock", { departure_time: "25:00" }, "departure_time", E.time],
    ["24:00", { departure_time: "24:00" }, "departure_time", E.time],
    ["minute 60", { departure_time: "10:60" }, "departure_time", E.time],
    ["one-digit hour", { departure_time: "9:30" }, "departure_time", E.time],
    ["seconds", { departure_time: "09:30:00" }, "departure_time", E.time],
    ["12-hour clock", { departure_time: "9:30 PM" }, "departure_time", E.time],
    ["a word as time", { departure_time: "öğlen" }, "departure_time", E.time],
    ["10 kB time", { departure_time: big }, "departure_time", E.time],
    ["NUL in the time", { departure_time: "10:\u000000" }, "departure_time", E.invalid],
    ["the hour the clocks skip in London", { departure_date: "2027-03-28", departure_time: "01:30" }, "departure_time", E.skippedTime],
    [
      "the hour the clocks skip in Warsaw",
      { departure_city: "Varşova", departure_date: "2027-03-28", departure_time: "02:15" },
      "departure_time",
      E.skippedTime,
    ],
    [
      "a time already past today",
      { departure_city: "İstanbul", arrival_city: "Londra", departure_date: "2027-03-10", departure_time: "11:59" },
      "departure_time",
      E.pastTime,
    ],
    ["a time past at London today", { departure_date: "2027-03-10", departure_time: "08:00" }, "departure_time", E.pastTime],
    ["0 passengers", { passenger_count: "0" }, "passenger_count", E.passengers],
    ["13 passengers", { passenger_count: "13" }, "passenger_count", E.passengers],
    ["-2 passengers", { passenger_count: "-2" }, "passenger_count", E.passengers],
    ["2.5 passengers", { passenger_count: "2.5" }, "passenger_count", E.passengers],
    ["letters as passengers", { passenger_count: "dört" }, "passenger_count", E.passengers],
    ["1e1 passengers", { passenger_count: "1e1" }, "passenger_count", E.passengers],
    ["10 kB of digits", { passenger_count: "9".repeat(10_240) }, "passenger_count", E.passengers],
  ];

  it("has at least 40 bad inputs", () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases)("%s → its field's message", (_label, change, field, message) => {
    const errors = errorsOf({ ...good, ...change });
    expect(errors, "refused").not.toBeNull();
    expect(errors![field]).toContain(message);
  });
});

describe("the guest request's preferred time", () => {
  const request = createFlightRequestSchema(clock);
  const contact = { name: "Ece Yıldız", email: "ece@example.com", phone: "+90 532 000 11 22" };

  it("carries the time, and says whether one was typed", () => {
    const typed = request.parse({ ...good, ...contact });
    expect(typed.departure.toISOString()).toBe("2027-04-02T14:30:00.000Z");
    expect(typed.departure_time_chosen).toBe(true);
    const empty = request.parse({ ...good, ...contact, departure_time: "" });
    expect(empty.departure.toISOString()).toBe("2027-04-02T08:00:00.000Z");
    expect(empty.departure_time_chosen).toBe(false);
  });

  it("refuses a skipped time next to the time field", () => {
    const r = request.safeParse({ ...good, ...contact, departure_date: "2027-03-28", departure_time: "01:30" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path[0] === "departure_time")?.message).toBe(E.skippedTime);
  });
});
