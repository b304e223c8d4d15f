import { flightRequestSchema } from "#app/lib/schemas/flight-request";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { findCity } from "#app/lib/airports";
import { FALLBACK_ROUTE } from "#app/lib/domain/quote-terms";
import { istanbulDateTime, todayInIstanbul, wallTimeOf } from "#app/lib/format";
import { greatCircleKm } from "#app/lib/geo";
import tr from "#app/locales/tr";
import { db } from "#app/server/platform/db/client.server";
import {
  GUEST_ERROR_KEYS,
  GUEST_REQUEST_LIMIT,
  GUEST_REQUEST_WINDOW_SECONDS,
  findOrCreateRoute,
  guestRequestErrorKey,
  guestRequestRateLimitKey,
  placeOfAirportLabel,
  placeOfCity,
  splitName,
} from "#app/server/brokerage/guest-request.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { locationOf, statusOf } from "../../support/auth";
import { makeRoute } from "../../support/factories";
import {
  daysFromToday,
  guestAnswerOf,
  guestWriteCounts as counts,
  pastTimeAndPartyCases,
  postGuestForm as post,
  setUpGuestForm,
} from "../../support/guest-form";

// a switch to make the outbox fail inside the transaction (the last write), to prove the rollback
const mailFailure = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock("#app/server/platform/mail/delivery.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/server/platform/mail/delivery.server")>();
  return {
    ...original,
    queueEmail: (...args: Parameters<typeof original.queueEmail>) => {
      if (mailFailure.error) throw mailFailure.error;
      return original.queueEmail(...args);
    },
  };
});

const FUTURE = daysFromToday(10);

const valid = () => ({
  intent: "flight-request",
  departure_city: "Trabzon",
  arrival_city: "Varşova",
  departure_date: FUTURE,
  passenger_count: "3",
  name: "Ayşe Nur Yılmaz",
  email: "Ayse.Yilmaz@Example.COM",
  phone: "+90 532 123 45 67",
  special_requests: "Vejetaryen menü lütfen",
});

type Payload = { result: { error?: Record<string, string[] | null> }; formError: string | null; errorTitle: string | null };
const payloadOf = (result: unknown) => guestAnswerOf<Payload>(result);

setUpGuestForm(async () => {
  await makeRoute("İstanbul", "Bodrum");
});

beforeEach(() => {
  mailFailure.error = null;
});

describe("§8.2 error catalogue", () => {
  it("maps each condition to its message, in the spec's words", async () => {
    const text = (key: string) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], tr);
    expect(text(guestRequestErrorKey({ code: "23505" }))).toBe("Bu email adresi ile zaten bir kayıt bulunmaktadır.");
    expect(text(guestRequestErrorKey({ code: "42501" }))).toBe("Yetki hatası. Lütfen daha sonra tekrar deneyin.");
    expect(text(guestRequestErrorKey(new Error("fetch failed: Network is unreachable")))).toBe(
      "İnternet bağlantısı hatası. Lütfen bağlantınızı kontrol edin.",
    );
    expect(text(guestRequestErrorKey(new Error("boom")))).toBe("Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.");
    expect(text(guestRequestErrorKey(null))).toBe("Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.");
    expect(tr.site.request.errorTitle).toBe("Hata");
  });

  it("recognises the codes inside Prisma's errors and a real unique violation of the database", async () => {
    expect(guestRequestErrorKey({ code: "P2002" })).toBe(GUEST_ERROR_KEYS.duplicate);
    expect(guestRequestErrorKey({ name: "DriverAdapterError", cause: { originalCode: "42501" } })).toBe(GUEST_ERROR_KEYS.permission);
    expect(guestRequestErrorKey({ message: "network timeout" })).toBe(GUEST_ERROR_KEYS.network);
    const error = await db()
      .customer.create({ data: { firstName: "Kopya", email: "musteri@ufukjet.test" } })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(guestRequestErrorKey(error)).toBe(GUEST_ERROR_KEYS.duplicate);
  });
});

describe("names and places", () => {
  it("splits the first word from the rest", () => {
    expect(splitName("Ayşe Nur  Yılmaz")).toEqual({ firstName: "Ayşe", lastName: "Nur Yılmaz" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("finds the city of an empty leg's airport text", () => {
    expect(placeOfAirportLabel("İstanbul Airport (IST)").city).toBe("İstanbul");
    expect(placeOfAirportLabel("LTFM").city).toBe("İstanbul");
    expect(placeOfAirportLabel("Londra").city).toBe("Londra");
    expect(placeOfAirportLabel("Küçük Pist").airport).toBeUndefined();
  });

  it("uses the spec's placeholders only for a place without data", async () => {
    const route = await db().$transaction((tx) => findOrCreateRoute(tx, placeOfCity("Hayal Kasabası"), placeOfCity("Ankara")));
    const row = await db().route.findUniqueOrThrow({ where: { id: route.id } });
    expect(row.distanceKm).toBe(FALLBACK_ROUTE.distanceKm);
    expect(row.departureCountry).toBe(FALLBACK_ROUTE.country);
    expect(row.arrivalCountry).toBe("Türkiye");
    // no placeholder price is planted (decision 036)
    expect(row.basePrice).toBeNull();
  });
});

describe("a guest's request (§7.2)", () => {
  it("creates the customer, the route and a pending hidden request, with two e-mails, in one go", async () => {
    const before = await counts();
    const result = await post(valid());
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toMatch(/^\/\?gonderildi=[0-9a-z]+$/);
    // the page's own "sent" message is the answer: no toast repeating it
    expect((result as Response).headers.get("Set-Cookie") ?? "").not.toContain("ufuk_toast=");
    const departure = await db().quoteRequest.findFirstOrThrow({
      where: { customer: { email: "ayse.yilmaz@example.com" } },
      select: { departureDateOnly: true },
    });
    expect(departure.departureDateOnly).toBe(true);

    const customer = await db().customer.findUniqueOrThrow({ where: { email: "ayse.yilmaz@example.com" } });
    expect(customer).toMatchObject({ firstName: "Ayşe", lastName: "Nur Yılmaz", phone: "+90 532 123 45 67", segment: "individual" });

    const from = findCity("Trabzon")!;
    const to = findCity("Varşova")!;
    const route = await db().route.findUniqueOrThrow({
      where: { departureCity_arrivalCity: { departureCity: "Trabzon", arrivalCity: "Varşova" } },
    });
    expect(route.distanceKm).toBe(greatCircleKm(from, to));
    expect(route.distanceKm).not.toBe(FALLBACK_ROUTE.distanceKm);
    expect(route.departureCountry).toBe("Türkiye");
    expect(route.arrivalCountry).toBe(to.country);
    expect(route.departureAirport).toBe(`${from.name} (${from.iata})`);
    expect(route.arrivalAirport).toBe(`${to.name} (${to.iata})`);

    const request = await db().quoteRequest.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(request).toMatchObject({
      routeId: route.id,
      passengerCount: 3,
      specialRequests: "Vejetaryen menü lütfen",
      status: "pending",
      visibleToBrokers: false,
      createdBy: null,
      emptyLegId: null,
    });
    expect(request.departureDatetime.toISOString()).toBe(istanbulDateTime(FUTURE, "09:00")!.toISOString());

    const emails = await db().outboxEmail.findMany({ orderBy: { createdAt: "desc" }, take: 2 });
    expect(emails.map((e) => e.to).sort()).toEqual(["ayse.yilmaz@example.com", "operasyon@ufukjet.test"]);
    expect(emails.find((e) => e.to === "ayse.yilmaz@example.com")?.text).toContain("24 saat içinde");

    const after = await counts();
    expect(after).toEqual({
      customers: before.customers + 1,
      routes: before.routes + 1,
      requests: before.requests + 1,
      emails: before.emails + 2,
      audits: before.audits + 1,
    });
  });

  it("reuses the customer (e-mail in any case) and the route, and keeps the customer's details", async () => {
    const before = await counts();
    const result = await post({
      ...valid(),
      email: "AYSE.YILMAZ@example.com",
      name: "Başka İsim",
      phone: "0555 000 00 00",
      special_requests: "",
    });
    expect(statusOf(result)).toBe(302);
    const after = await counts();
    expect(after.customers).toBe(before.customers);
    expect(after.routes).toBe(before.routes);
    expect(after.requests).toBe(before.requests + 1);
    const customer = await db().customer.findUniqueOrThrow({ where: { email: "ayse.yilmaz@example.com" } });
    expect(customer.firstName).toBe("Ayşe");
    const latest = await db().quoteRequest.findFirstOrThrow({ where: { customerId: customer.id }, orderBy: { createdAt: "desc" } });
    expect(latest.specialRequests).toBeNull();
  });

  it("reuses an existing customer and route", async () => {
    const existingRoute = await db().route.findFirstOrThrow({ where: { departureCity: "İstanbul", arrivalCity: "Bodrum" } });
    const before = await counts();
    const result = await post({
      ...valid(),
      email: "musteri@ufukjet.test",
      departure_city: "İstanbul",
      arrival_city: "Bodrum",
      passenger_count: "",
    });
    expect(statusOf(result)).toBe(302);
    const after = await counts();
    expect(after.customers).toBe(before.customers);
    expect(after.routes).toBe(before.routes);
    const latest = await db().quoteRequest.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(latest.routeId).toBe(existingRoute.id);
    expect(latest.passengerCount).toBe(1);
  });

  it("keeps a date-only request from Nice at 09:00 Nice time, and e-mails its date at Nice", async () => {
    const result = await post({ ...valid(), email: "nice.guest@example.com", departure_city: "Nice", arrival_city: "İstanbul" });
    expect(statusOf(result)).toBe(302);
    const customer = await db().customer.findUniqueOrThrow({ where: { email: "nice.guest@example.com" } });
    const request = await db().quoteRequest.findFirstOrThrow({ where: { customerId: customer.id } });
    // the wall clock at Nice is 09:00 on the chosen day; İstanbul's clock reads one or two hours later then
    expect(wallTimeOf(request.departureDatetime, "Europe/Paris")).toMatchObject({ hour: 9, minute: 0, day: Number(FUTURE.slice(8)) });
    const hoursAfterIstanbul9 = (request.departureDatetime.getTime() - istanbulDateTime(FUTURE, "09:00")!.getTime()) / 3_600_000;
    expect([1, 2]).toContain(hoursAfterIstanbul9);
    expect(request.departureDateOnly).toBe(true);
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { to: "nice.guest@example.com" } });
    expect(mail.text).toContain(`Kalkış: ${FUTURE.slice(8)}.${FUTURE.slice(5, 7)}.${FUTURE.slice(0, 4)}\n`);
  });

  it("two first requests of the same new guest at once make one customer and one route", async () => {
    const before = await counts();
    const fields = { ...valid(), email: "ayni.anda@example.com", departure_city: "Gaziantep", arrival_city: "Beyrut" };
    const results = await Promise.all([post(fields), post(fields), post(fields)]);
    expect(results.map(statusOf)).toEqual([302, 302, 302]);
    const after = await counts();
    expect(after.customers).toBe(before.customers + 1);
    expect(after.routes).toBe(before.routes + 1);
    expect(after.requests).toBe(before.requests + 3);
  });

  it("rolls everything back when a step fails, and answers with the §8.2 message", async () => {
    const before = await counts();
    mailFailure.error = new Error("boom");
    const result = await post({ ...valid(), email: "yeni.kisi@example.com", departure_city: "Kayseri", arrival_city: "Tunus" });
    expect(statusOf(result)).toBe(500);
    const payload = payloadOf(result);
    expect(payload.errorTitle).toBe("Hata");
    expect(payload.formError).toBe("Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.");
    expect(await counts()).toEqual(before);
    expect(await db().customer.findUnique({ where: { email: "yeni.kisi@example.com" } })).toBeNull();
  });

  it("answers a network failure with its message (503) and writes nothing", async () => {
    const before = await counts();
    mailFailure.error = new Error("network connection lost");
    const result = await post({ ...valid(), email: "ag.hatasi@example.com" });
    expect(statusOf(result)).toBe(503);
    expect(payloadOf(result).formError).toBe("İnternet bağlantısı hatası. Lütfen bağlantınızı kontrol edin.");
    expect(await counts()).toEqual(before);
  });

  it("answers a bot that fills the honeypot like a person, and writes nothing", async () => {
    const before = await counts();
    const result = await post({ ...valid(), website: "http://spam.example" });
    expect(statusOf(result)).toBe(302);
    expect(await counts()).toEqual(before);
  });

  it("limits valid requests per IP (429, values kept, nothing written)", async () => {
    for (let i = 0; i < GUEST_REQUEST_LIMIT; i++) {
      await hitRateLimit(guestRequestRateLimitKey("127.0.0.1"), GUEST_REQUEST_LIMIT, GUEST_REQUEST_WINDOW_SECONDS);
    }
    const before = await counts();
    const result = await post({ ...valid(), email: "cok.talep@example.com" });
    expect(statusOf(result)).toBe(429);
    expect(payloadOf(result).formError).toMatch(/dakika sonra tekrar deneyin/);
    expect(await counts()).toEqual(before);
  });

  it("refuses a POST without the form's intent", async () => {
    const result = await post({ ...valid(), intent: "something-else" });
    expect(statusOf(result)).toBe(400);
  });
});

describe("bad input through the real action → 400 with a message, nothing written", () => {
  const big = "x".repeat(10_240);
  const yesterday = daysFromToday(-1);
  const nextYear = Number(todayInIstanbul().slice(0, 4)) + 1;
  const cases: Array<[string, Record<string, string | string[]>]> = [
    ["everything empty", { intent: "flight-request" }],
    ["no departure city", { departure_city: "" }],
    ["no arrival city", { arrival_city: "" }],
    ["no date", { departure_date: "" }],
    ["no name", { name: "" }],
    ["no e-mail", { email: "" }],
    ["no phone", { phone: "" }],
    ["only spaces as name", { name: "   " }],
    ["unknown departure city", { departure_city: "Atlantis" }],
    ["HTML as arrival city", { arrival_city: "<script>alert(1)</script>" }],
    ["SQL as departure city", { departure_city: "'; DROP TABLE customers; --" }],
    ["10 kB departure city", { departure_city: big }],
    ["same cities", { arrival_city: "Trabzon" }],
    ["same cities, other case", { departure_city: "istanbul", arrival_city: "İSTANBUL" }],
    ["yesterday", { departure_date: yesterday }],
    ["year 2000", { departure_date: "2000-01-01" }],
    ["year 2100", { departure_date: "2100-01-01" }],
    ["month 13", { departure_date: `${nextYear}-13-45` }],
    ["30 February", { departure_date: `${nextYear}-02-30` }],
    ["a word as date", { departure_date: "yarın" }],
    ["date with time", { departure_date: `${FUTURE}T09:00` }],
    ["10 kB date", { departure_date: big }],
    ["25 o'clock", { departure_time: "25:00" }],
    ["a word as time", { departure_time: "öğlen" }],
    [
      "a time the clocks skip at Warsaw",
      { departure_city: "Varşova", arrival_city: "Trabzon", departure_date: "2027-03-28", departure_time: "02:30" },
    ],
    ...pastTimeAndPartyCases(),
    ["e-mail without @", { email: "not-an-email" }],
    ["e-mail without a dot", { email: "a@b" }],
    ["e-mail with a space", { email: "a b@example.com" }],
    ["SQL in the e-mail", { email: "x@y.com' OR 1=1 --" }],
    ["10 kB e-mail", { email: `${big}@example.com` }],
    ["letters as phone", { phone: "abc" }],
    ["too short phone", { phone: "123" }],
    ["HTML as phone", { phone: "<b>0532</b>" }],
    ["10 kB phone", { phone: big }],
    ["10 kB name", { name: big }],
    ["101-letter name", { name: "a".repeat(101) }],
    ["10 kB special requests", { special_requests: big }],
    ["NUL in the name", { name: "Ali\u0000Veli" }],
    ["two departure cities", { departure_city: ["Trabzon", "Ankara"] }],
    ["two names", { name: ["Ali", "Veli"] }],
    ["two passenger counts", { passenger_count: ["2", "3"] }],
  ];

  it("has a bad-input case for every field of the form's schema", () => {
    const covered = new Set(cases.flatMap(([, change]) => Object.keys(change)));
    const fields = Object.keys(flightRequestSchema.in.shape);
    expect(fields.length).toBeGreaterThan(0);
    expect(
      fields.filter((field) => !covered.has(field)),
      "fields without a case",
    ).toEqual([]);
  });

  it.each(cases)("%s", async (_label, change) => {
    const before = await counts();
    const fields = change.intent ? change : { ...valid(), ...change };
    const result = await post(fields);
    expect(statusOf(result)).toBe(400);
    const errors = payloadOf(result).result.error ?? {};
    const messages = Object.values(errors).flat().filter(Boolean);
    expect(messages.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });
});
