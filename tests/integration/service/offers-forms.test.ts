import { beforeAll, describe, expect, it } from "vitest";
import * as adminOffers from "#app/routes/admin/offers";
import tr from "#app/locales/tr";
import en from "#app/locales/en";
import { todayInIstanbul } from "#app/lib/format";
import { offerFieldsSchema } from "#app/lib/schemas/offer";
import { db } from "#app/server/platform/db/client.server";
import { formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { makeOffer, makeUser } from "../../support/factories";

/** Bad input for the offer forms (add and edit): 400, a clear message next to the field in both languages, nothing written. */
const OPS = "operasyon@ufukjet.test";
const DAY = 86_400_000;

function translate(root: unknown, key: string): string | undefined {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), root) as
    string | undefined;
}

async function snapshot() {
  const [offers, audits] = await Promise.all([
    db().offer.findMany({ orderBy: { id: "asc" }, select: { id: true, updatedAt: true, publishedAt: true } }),
    db().auditLog.count(),
  ]);
  return JSON.stringify({ offers, audits });
}

beforeAll(async () => {
  const staff = await makeUser("operations", { email: OPS });
  // the offer the edit cases change
  await makeOffer({ createdById: staff.id });
});

function inDays(days: number) {
  return new Date(Date.parse(`${todayInIstanbul()}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

type Case = [label: string, fields: Record<string, string | string[]>, field: string];

const ok = {
  intent: "create",
  category: "hotel",
  title: "Kaş'ta butik otel",
  location: "Kaş, Antalya",
  original_price: "1.500",
  discounted_price: "1.200",
  currency: "EUR",
  features: "Kahvaltı, Havuz",
  valid_until: inDays(30),
};

const without = (field: keyof typeof ok) => Object.fromEntries(Object.entries(ok).filter(([k]) => k !== field));

const CASES: Case[] = [
  ["no category", without("category"), "category"],
  ["empty category", { ...ok, category: "" }, "category"],
  ["unknown category", { ...ok, category: "yacht" }, "category"],
  ["category as its label", { ...ok, category: "Spa & Wellness" }, "category"],
  ["category upper-case", { ...ok, category: "HOTEL" }, "category"],
  ["two categories", { ...ok, category: ["hotel", "dining"] }, "category"],
  ["no title", without("title"), "title"],
  ["blank title", { ...ok, title: "   " }, "title"],
  ["title too long", { ...ok, title: "T".repeat(121) }, "title"],
  ["title too long in Turkish letters", { ...ok, title: "ş".repeat(121) }, "title"],
  ["title with a control character", { ...ok, title: "Otel\u0007" }, "title"],
  ["title with an escape character", { ...ok, title: "\u001b[31mOtel" }, "title"],
  ["no location", without("location"), "location"],
  ["empty location", { ...ok, location: "" }, "location"],
  ["location too long", { ...ok, location: "L".repeat(121) }, "location"],
  ["location with a DEL character", { ...ok, location: "Kaş\u007f" }, "location"],
  ["no original price", without("original_price"), "original_price"],
  ["empty original price", { ...ok, original_price: "" }, "original_price"],
  ["original price zero", { ...ok, original_price: "0" }, "original_price"],
  ["original price negative", { ...ok, original_price: "-1500" }, "original_price"],
  ["original price as words", { ...ok, original_price: "bin beş yüz" }, "original_price"],
  ["original price with three decimals", { ...ok, original_price: "1500,555" }, "original_price"],
  ["original price too high", { ...ok, original_price: "99999999999" }, "original_price"],
  ["original price with a currency sign", { ...ok, original_price: "€1500" }, "original_price"],
  ["original price with an exponent", { ...ok, original_price: "1e4" }, "original_price"],
  ["original price Infinity", { ...ok, original_price: "Infinity" }, "original_price"],
  ["no discounted price", without("discounted_price"), "discounted_price"],
  ["empty discounted price", { ...ok, discounted_price: "" }, "discounted_price"],
  ["discounted price zero", { ...ok, discounted_price: "0" }, "discounted_price"],
  ["discounted price negative", { ...ok, discounted_price: "-1" }, "discounted_price"],
  ["discounted price as text", { ...ok, discounted_price: "indirimli" }, "discounted_price"],
  ["discounted price equal to the original", { ...ok, discounted_price: "1500" }, "discounted_price"],
  ["discounted price equal in another notation", { ...ok, discounted_price: "1500,00" }, "discounted_price"],
  ["discounted price above the original", { ...ok, discounted_price: "1.800" }, "discounted_price"],
  ["discounted price far above the original", { ...ok, discounted_price: "150000" }, "discounted_price"],
  ["discounted price with three decimals", { ...ok, discounted_price: "1200,001" }, "discounted_price"],
  ["no currency", without("currency"), "currency"],
  ["unknown currency", { ...ok, currency: "GBP" }, "currency"],
  ["currency lower-case", { ...ok, currency: "eur" }, "currency"],
  ["currency as a symbol", { ...ok, currency: "€" }, "currency"],
  ["too many features", { ...ok, features: Array.from({ length: 13 }, (_, i) => `Özellik ${i}`).join(", ") }, "features"],
  ["a feature too long", { ...ok, features: `Kahvaltı, ${"x".repeat(61)}` }, "features"],
  ["features text too long", { ...ok, features: "ab,".repeat(400) }, "features"],
  ["features with a control character", { ...ok, features: "Kahvaltı\u0001, Havuz" }, "features"],
  ["no valid-until", without("valid_until"), "valid_until"],
  ["empty valid-until", { ...ok, valid_until: "" }, "valid_until"],
  ["valid-until as Turkish text", { ...ok, valid_until: "31.12.2026" }, "valid_until"],
  ["valid-until impossible day", { ...ok, valid_until: "2027-02-30" }, "valid_until"],
  ["valid-until with a time", { ...ok, valid_until: `${inDays(3)}T10:00` }, "valid_until"],
  ["valid-until yesterday", { ...ok, valid_until: inDays(-1) }, "valid_until"],
  ["valid-until long past", { ...ok, valid_until: "2020-01-01" }, "valid_until"],
  ["valid-until more than two years ahead", { ...ok, valid_until: inDays(800) }, "valid_until"],
  ["valid-until as words", { ...ok, valid_until: "yarın" }, "valid_until"],
];

async function expectRefused(fields: Record<string, string | string[]>, field: string) {
  const before = await snapshot();
  const result = await run(adminOffers, "action", await signedInRequest("/admin/offers", OPS, formInit(fields)));
  expect(statusOf(result)).toBe(400);
  const reply = (result as { data: { result: { error?: Record<string, string[] | null> } } }).data.result;
  const messages = reply.error?.[field];
  expect(messages?.length ?? 0, JSON.stringify(reply.error)).toBeGreaterThan(0);
  for (const key of messages ?? []) {
    expect(translate(tr, key), key).toEqual(expect.any(String));
    expect(translate(en, key), key).toEqual(expect.any(String));
  }
  expect(await snapshot()).toBe(before);
}

describe("offer form bad input", () => {
  it("has at least 40 cases and one for every field of the form", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(CASES.map(([, , field]) => field));
    expect(Object.keys(offerFieldsSchema.shape).filter((f) => !covered.has(f))).toEqual([]);
  });

  it.each(CASES)("add: %s → 400 with a message on the field, nothing written", async (_label, fields, field) => {
    await expectRefused(fields, field);
  });

  it.each(CASES)("edit: %s → 400 with a message on the field, nothing written", async (_label, fields, field) => {
    const offer = await db().offer.findFirstOrThrow({ orderBy: { id: "asc" } });
    await expectRefused({ ...fields, intent: "update", id: offer.id, version: offer.updatedAt.toISOString() }, field);
  });

  it("the edit form also refuses a missing or malformed version", async () => {
    const offer = await db().offer.findFirstOrThrow({ orderBy: { id: "asc" } });
    await expectRefused({ ...ok, intent: "update", id: offer.id }, "version");
    await expectRefused({ ...ok, intent: "update", id: offer.id, version: "dün" }, "version");
  });

  it("a good submission with the same setup succeeds (the cases above fail for their own reason)", async () => {
    const before = await db().offer.count();
    const result = await run(adminOffers, "action", await signedInRequest("/admin/offers", OPS, formInit(ok)));
    expect(statusOf(result)).toBe(302);
    expect(await db().offer.count()).toBe(before + 1);
    const offer = await db().offer.findFirstOrThrow({ where: { title: ok.title } });
    const edit = await run(
      adminOffers,
      "action",
      await signedInRequest(
        "/admin/offers",
        OPS,
        formInit({ ...ok, intent: "update", id: offer.id, version: offer.updatedAt.toISOString(), discounted_price: "1499,99" }),
      ),
    );
    expect(statusOf(edit)).toBe(302);
    expect((await db().offer.findUniqueOrThrow({ where: { id: offer.id } })).discountedPrice.toString()).toBe("1499.99");
  });
});
