import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import tr from "#app/locales/tr";
import {
  MISSING_KEYS,
  createEmptyLegRequestSchema,
  createFlightRequestSchema,
  isMissingInfoMessage,
  maxDepartureDate,
} from "./flight-request";

const TODAY = "2026-11-23";
// the start of that day in İstanbul: any time of it is still ahead
const schema = createFlightRequestSchema({ today: () => TODAY, now: () => new Date(`${TODAY}T00:00:00+03:00`) });

const valid = {
  departure_city: "İstanbul",
  arrival_city: "Londra",
  departure_date: "2026-12-01",
  passenger_count: "4",
  name: "Ayşe Nur Yılmaz",
  email: "Ayse@Example.COM",
  phone: "+90 532 123 45 67",
  special_requests: "Vejetaryen menü",
};

type Parsed = { status?: string; value?: Record<string, unknown>; error?: Record<string, string[] | null> };

function parse(fields: Record<string, string>, s: z.ZodType = schema): Parsed {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return parseWithZod(form, { schema: s }) as Parsed;
}

function errorsOf(fields: Record<string, string>) {
  const result = parse(fields);
  if (result.status === "success") throw new Error("expected a failure");
  return result.error ?? {};
}

describe("guest flight request schema", () => {
  it("accepts a full request and normalises it", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
    expect(result.value).toEqual({
      departure_city: "İstanbul",
      arrival_city: "Londra",
      departure_date: "2026-12-01",
      // no time typed: the day at 09:00 in İstanbul, a day only
      departure_time: "09:00",
      departure_time_chosen: false,
      departure: new Date("2026-12-01T06:00:00Z"),
      passenger_count: 4,
      name: "Ayşe Nur Yılmaz",
      email: "ayse@example.com",
      phone: "+90 532 123 45 67",
      special_requests: "Vejetaryen menü",
    });
  });

  it("defaults to one passenger and no special requests, and knows cities in any case", () => {
    const result = parse({ ...valid, passenger_count: "", special_requests: "  ", departure_city: "ISTANBUL", arrival_city: "london" });
    expect(result.status).toBe("success");
    expect(result.value?.passenger_count).toBe(1);
    expect(result.value?.special_requests).toBeNull();
    expect(result.value?.departure_city).toBe("İstanbul");
    expect(result.value?.arrival_city).toBe("Londra");
  });

  it("the spec's three checks carry its verbatim texts", () => {
    expect(tr.site.request.missingTitle).toBe("Eksik bilgi");
    expect(tr.site.request.errors.missingCities).toBe("Lütfen kalkış ve varış şehirlerini seçin.");
    expect(tr.site.request.errors.missingDate).toBe("Lütfen kalkış tarihini seçin.");
    expect(tr.site.request.errors.missingContact).toBe("Lütfen tüm zorunlu alanları doldurun.");
    expect(tr.site.request.successTitle).toBe("Uçuş Talebi Gönderildi");
    expect(tr.site.request.successText).toBe("24 saat içinde kişiselleştirilmiş teklif ile sizinle iletişime geçeceğiz.");
    expect(tr.site.request.submitting).toBe("Gönderiliyor...");
  });

  it("an empty form gets every §5 message at once, in the spec's order, and every missing field marked", () => {
    const errors = errorsOf({});
    expect(errors[""]).toEqual([MISSING_KEYS.cities, MISSING_KEYS.date, MISSING_KEYS.contact]);
    for (const field of ["departure_city", "arrival_city", "departure_date", "name", "email", "phone"]) {
      expect(errors[field], field).toEqual(["validation.required"]);
    }
  });

  it("one missing city is check 1 too", () => {
    expect(errorsOf({ ...valid, arrival_city: "" })[""]).toEqual([MISSING_KEYS.cities]);
  });

  it("the date and the contact checks come in order, with the details of filled fields beside them", () => {
    const errors = errorsOf({ ...valid, departure_date: "", name: "", email: "nope", phone: "abc", arrival_city: "İstanbul" });
    expect(errors[""]).toEqual([MISSING_KEYS.date, MISSING_KEYS.contact]);
    expect(errors.departure_date).toEqual(["validation.required"]);
    expect(errors.name).toEqual(["validation.required"]);
    expect(errors.email).toEqual(["validation.email"]);
    expect(errors.phone).toEqual(["validation.phone"]);
    expect(errors.arrival_city).toEqual(["site.request.errors.sameCity"]);
  });

  it("then name, e-mail and phone", () => {
    for (const field of ["name", "email", "phone"]) {
      const errors = errorsOf({ ...valid, [field]: " " });
      expect(errors[""]).toEqual([MISSING_KEYS.contact]);
      expect(errors[field]).toEqual(["validation.required"]);
    }
  });

  it("after the three checks, the details all at once", () => {
    const errors = errorsOf({
      ...valid,
      arrival_city: "İstanbul",
      departure_date: "2026-11-22",
      passenger_count: "13",
      email: "nope",
      phone: "abc",
    });
    expect(errors[""]).toBeUndefined();
    expect(errors.arrival_city).toEqual(["site.request.errors.sameCity"]);
    expect(errors.departure_date).toEqual(["site.request.errors.pastDate"]);
    expect(errors.passenger_count).toEqual(["site.request.errors.passengers"]);
    expect(errors.email).toEqual(["validation.email"]);
    expect(errors.phone).toEqual(["validation.phone"]);
  });

  it("today (Istanbul) is allowed, yesterday and far future are not", () => {
    expect(parse({ ...valid, departure_date: TODAY }).status).toBe("success");
    expect(errorsOf({ ...valid, departure_date: "2026-11-22" }).departure_date).toEqual(["site.request.errors.pastDate"]);
    expect(parse({ ...valid, departure_date: maxDepartureDate(TODAY) }).status).toBe("success");
    expect(errorsOf({ ...valid, departure_date: "2030-01-01" }).departure_date).toEqual(["site.request.errors.farDate"]);
    expect(errorsOf({ ...valid, departure_date: "2026-02-30" }).departure_date).toEqual(["site.request.errors.invalidDate"]);
  });

  it.each(["0", "13", "-1", "1.5", "abc", "1e1", "99999"])("refuses %s passengers", (n) => {
    expect(errorsOf({ ...valid, passenger_count: n }).passenger_count).toEqual(["site.request.errors.passengers"]);
  });

  it.each(["1", "12"])("accepts %s passengers", (n) => {
    expect(parse({ ...valid, passenger_count: n }).status).toBe("success");
  });

  it("refuses cities outside the list and over-long texts", () => {
    expect(errorsOf({ ...valid, departure_city: "Atlantis" }).departure_city).toEqual(["site.request.errors.unknownCity"]);
    expect(errorsOf({ ...valid, name: "a".repeat(101) }).name).toEqual(["validation.tooLong"]);
    expect(errorsOf({ ...valid, special_requests: "x".repeat(2001) }).special_requests).toEqual(["validation.tooLong"]);
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` }).email).toEqual(["validation.tooLong"]);
  });

  it("tells the 'Eksik bilgi' messages from the others", () => {
    expect(isMissingInfoMessage(MISSING_KEYS.contact)).toBe(true);
    expect(isMissingInfoMessage("site.request.errors.generic")).toBe(false);
    expect(isMissingInfoMessage(undefined)).toBe(false);
  });
});

describe("empty-leg request schema", () => {
  const leg = { name: "Can Demir", email: "can@example.com", phone: "0532 111 22 33", passenger_count: "3" };

  it("accepts contact details and passengers up to the leg's seats", () => {
    const result = parse(leg, createEmptyLegRequestSchema({ maxPassengers: 8 }));
    expect(result.status).toBe("success");
  });

  it("refuses more passengers than the leg has seats (and never more than 12)", () => {
    const small = parse({ ...leg, passenger_count: "9" }, createEmptyLegRequestSchema({ maxPassengers: 8 }));
    expect(small.status).not.toBe("success");
    expect(small.error?.passenger_count).toEqual(["site.request.errors.legPassengers"]);
    const big = parse({ ...leg, passenger_count: "13" }, createEmptyLegRequestSchema({ maxPassengers: 19 }));
    expect(big.error?.passenger_count).toEqual(["site.request.errors.passengers"]);
  });

  it("checks 3 of §5 under 'Eksik bilgi'", () => {
    const result = parse({ ...leg, phone: "" }, createEmptyLegRequestSchema());
    expect(result.error?.[""]).toEqual([MISSING_KEYS.contact]);
  });
});
