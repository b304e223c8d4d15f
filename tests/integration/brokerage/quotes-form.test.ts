import { quoteFormSchema } from "#app/lib/schemas/quote";
import { beforeAll, describe, expect, it } from "vitest";
import * as brokerQuote from "#app/routes/broker/quote";
import { db } from "#app/server/platform/db/client.server";
import tr from "#app/locales/tr";
import { formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { daysFromNow, makeBrokerUser, makeJet, makeQuoteRequest, makeRoute } from "../../support/factories";

/** Bad input for the broker quote form: a clear message next to the field, 400, nothing written. */
const BROKER = "broker@ufukjet.test";
/** a pending request visible to brokers: six passengers İstanbul → Nice in 20 days */
let REQUEST: string;
const MISSING = "00000000-0000-4000-8000-000000000000";

function translate(key: string): string | undefined {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tr) as
    string | undefined;
}

async function snapshot() {
  const [quotes, request, audits, mails] = await Promise.all([
    db().brokerQuote.count(),
    db().quoteRequest.findUniqueOrThrow({ where: { id: REQUEST }, select: { status: true, updatedAt: true } }),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ quotes, request, audits, mails });
}

let unavailableJet: string;
/** an available jet one seat short of the request's party, and one whose range cannot reach with one stop */
let smallJet: string;
let shortRangeJet: string;

beforeAll(async () => {
  await makeBrokerUser({ email: BROKER });
  const route = await makeRoute("İstanbul", "Nice");
  REQUEST = (await makeQuoteRequest({ routeId: route.id, passengerCount: 6, departureDatetime: daysFromNow(20), visibleToBrokers: true }))
    .id;
  unavailableJet = (await makeJet({ isAvailable: false, seatCapacity: 12 })).id;
  const trip = await db().quoteRequest.findUniqueOrThrow({ where: { id: REQUEST }, select: { passengerCount: true, route: true } });
  const jet = { manufacturer: "Deneme", yearManufactured: 2020, maxSpeedKmh: 700, hourlyRate: "50000", category: "light" as const };
  smallJet = (await db().jet.create({ data: { ...jet, model: "Küçük", seatCapacity: trip.passengerCount - 1, rangeKm: 20_000 } })).id;
  shortRangeJet = (
    await db().jet.create({ data: { ...jet, model: "Kısa Menzil", seatCapacity: 19, rangeKm: Math.floor(trip.route.distanceKm / 4) } })
  ).id;
});

const ok = { quoted_price: "25000", currency: "USD", validity_hours: "48" };

type Case = [label: string, fields: Record<string, string | string[]>, field: string];

const CASES: Case[] = [
  ["no amount at all", { currency: "USD" }, "quoted_price"],
  ["empty amount", { ...ok, quoted_price: "" }, "quoted_price"],
  ["blank amount", { ...ok, quoted_price: "    " }, "quoted_price"],
  ["letters", { ...ok, quoted_price: "abc" }, "quoted_price"],
  ["zero", { ...ok, quoted_price: "0" }, "quoted_price"],
  ["zero with decimals", { ...ok, quoted_price: "0,00" }, "quoted_price"],
  ["negative", { ...ok, quoted_price: "-5" }, "quoted_price"],
  ["negative decimal", { ...ok, quoted_price: "-1.500,50" }, "quoted_price"],
  ["digits and letters", { ...ok, quoted_price: "12a" }, "quoted_price"],
  ["exponent", { ...ok, quoted_price: "1e5" }, "quoted_price"],
  ["Infinity", { ...ok, quoted_price: "Infinity" }, "quoted_price"],
  ["NaN", { ...ok, quoted_price: "NaN" }, "quoted_price"],
  ["trailing mark", { ...ok, quoted_price: "5." }, "quoted_price"],
  ["trailing comma", { ...ok, quoted_price: "5," }, "quoted_price"],
  ["mixed marks", { ...ok, quoted_price: "1,2,3.4,5" }, "quoted_price"],
  ["double sign", { ...ok, quoted_price: "--5" }, "quoted_price"],
  ["currency symbol", { ...ok, quoted_price: "$100" }, "quoted_price"],
  ["amount with code", { ...ok, quoted_price: "100 USD" }, "quoted_price"],
  ["hex", { ...ok, quoted_price: "0x10" }, "quoted_price"],
  ["underscore grouping", { ...ok, quoted_price: "1_000" }, "quoted_price"],
  ["bad space grouping", { ...ok, quoted_price: "1 2" }, "quoted_price"],
  ["bad dot grouping", { ...ok, quoted_price: "1.23.456" }, "quoted_price"],
  ["Arabic-Indic digits", { ...ok, quoted_price: "١٠٠" }, "quoted_price"],
  ["three decimals", { ...ok, quoted_price: "12,345" }, "quoted_price"],
  ["tiny fraction", { ...ok, quoted_price: "0,001" }, "quoted_price"],
  ["too high", { ...ok, quoted_price: "10000000000" }, "quoted_price"],
  ["far too high", { ...ok, quoted_price: "999999999999999999999" }, "quoted_price"],
  ["too long", { ...ok, quoted_price: "1".repeat(31) }, "quoted_price"],
  ["two amounts", { ...ok, quoted_price: ["100", "200"] }, "quoted_price"],
  ["SQL in amount", { ...ok, quoted_price: "1; DROP TABLE broker_quotes" }, "quoted_price"],
  ["unknown currency", { ...ok, currency: "GBP" }, "currency"],
  ["lower-case currency", { ...ok, currency: "usd" }, "currency"],
  ["TL instead of TRY", { ...ok, currency: "TL" }, "currency"],
  ["markup as currency", { ...ok, currency: "<script>" }, "currency"],
  ["two currencies", { ...ok, currency: ["USD", "EUR"] }, "currency"],
  ["validity 12", { ...ok, validity_hours: "12" }, "validity_hours"],
  ["validity 0", { ...ok, validity_hours: "0" }, "validity_hours"],
  ["validity negative", { ...ok, validity_hours: "-48" }, "validity_hours"],
  ["validity decimal", { ...ok, validity_hours: "48.0" }, "validity_hours"],
  ["validity 169", { ...ok, validity_hours: "169" }, "validity_hours"],
  ["validity text", { ...ok, validity_hours: "iki gün" }, "validity_hours"],
  ["jet not a uuid", { ...ok, jet_offered_id: "abc" }, "jet_offered_id"],
  ["jet SQL", { ...ok, jet_offered_id: "' OR 1=1 --" }, "jet_offered_id"],
  ["jet that does not exist", { ...ok, jet_offered_id: MISSING }, "jet_offered_id"],
  ["jet not available", { ...ok, jet_offered_id: "UNAVAILABLE" }, "jet_offered_id"],
  ["jet with fewer seats than the party", { ...ok, jet_offered_id: "SMALL" }, "jet_offered_id"],
  ["jet that cannot reach with one stop", { ...ok, jet_offered_id: "SHORT_RANGE" }, "jet_offered_id"],
  ["notes too long", { ...ok, broker_notes: "a".repeat(1001) }, "broker_notes"],
  ["notes too long in Turkish letters", { ...ok, broker_notes: "ğ".repeat(1001) }, "broker_notes"],
];

describe("quote form bad input", () => {
  it("has a bad-input case for every field of the form's schema", () => {
    const covered = new Set(CASES.map(([, , field]) => field));
    expect(
      Object.keys(quoteFormSchema.shape).filter((field) => !covered.has(field)),
      "fields without a case",
    ).toEqual([]);
  });

  it.each(CASES)("%s → 400 with a message on the field, nothing written", async (_label, fields, field) => {
    const body = { ...fields };
    if (body.jet_offered_id === "UNAVAILABLE") body.jet_offered_id = unavailableJet;
    if (body.jet_offered_id === "SMALL") body.jet_offered_id = smallJet;
    if (body.jet_offered_id === "SHORT_RANGE") body.jet_offered_id = shortRangeJet;
    const before = await snapshot();
    const request = await signedInRequest(`/broker/quote/${REQUEST}`, BROKER, formInit(body));
    const result = await run(brokerQuote, "action", request, { requestId: REQUEST });
    expect(statusOf(result)).toBe(400);
    const reply = (result as { data: { result: { error?: Record<string, string[] | null> } } }).data.result;
    const messages = reply.error?.[field];
    expect(messages?.length ?? 0, JSON.stringify(reply.error)).toBeGreaterThan(0);
    for (const key of messages ?? []) expect(translate(key), key).toEqual(expect.any(String));
    expect(await snapshot()).toBe(before);
  });

  it("a good submission with the same setup succeeds (the cases above fail for their own reason)", async () => {
    const request = await signedInRequest(
      `/broker/quote/${REQUEST}`,
      BROKER,
      formInit({ ...ok, quoted_price: "1.234.567,89", broker_notes: "ğ".repeat(1000) }),
    );
    const result = await run(brokerQuote, "action", request, { requestId: REQUEST });
    expect(statusOf(result)).toBe(302);
    const quote = await db().brokerQuote.findFirstOrThrow({ where: { quoteRequestId: REQUEST } });
    expect(quote.quotedPrice.toString()).toBe("1234567.89");
  });
});
