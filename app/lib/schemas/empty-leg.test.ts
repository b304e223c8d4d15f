import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { toLocalDateTimeInput } from "#app/lib/format";
import { emptyLegFormSchema, toEmptyLegInput } from "./empty-leg";

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

function parse(fields: Record<string, string>) {
  return parseWithZod(form(fields), { schema: emptyLegFormSchema });
}

describe("emptyLegFormSchema", () => {
  it("accepts the four required fields alone; blanks become null and currency USD", () => {
    const result = parse({ ...base(), price: "", seat_capacity: "", currency: "" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    const input = toEmptyLegInput(result.value);
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
    if (result.status === "success") expect(toEmptyLegInput(result.value).price).toBe(stored);
  });

  it("reads the date-time as Istanbul wall time", () => {
    const result = parse({ ...base(), departure_datetime: "2099-07-01T10:30" });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(toEmptyLegInput(result.value).departureDatetime.toISOString()).toBe("2099-07-01T07:30:00.000Z");
  });

  it.each([
    [{ aircraft_type: "" }, "aircraft_type", "validation.required"],
    [{ departure_datetime: "2000-01-01T10:00" }, "departure_datetime", "emptyLegs.errors.departurePast"],
    [
      { departure_datetime: "2099-01-01T10:00", arrival_datetime: "2099-01-01T09:00" },
      "arrival_datetime",
      "emptyLegs.errors.arrivalBeforeDeparture",
    ],
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
    if (result.status === "success") expect(Object.keys(toEmptyLegInput(result.value))).not.toEqual(expect.arrayContaining(["approved"]));
    if (result.status === "success") expect(result.value).not.toHaveProperty("approved");
  });
});
