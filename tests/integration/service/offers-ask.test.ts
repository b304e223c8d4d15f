import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as customerOffers from "#app/routes/customer/offers";
import tr from "#app/locales/tr";
import { db } from "#app/server/platform/db/client.server";
import { customerThread } from "#app/server/service/concierge-reads.server";
import { deleteOffer } from "#app/server/service/offers.server";
import { formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { daysFromNow, makeOffer, makeRoleAccounts } from "../../support/factories";

/**
 * "Bu teklifi istiyorum" (decision 025, on the concierge thread of decision 024): a customer's ask posts a message
 * naming the offer into their own conversation; only an offer they can see now may be asked for.
 */
const CUSTOMER = "musteri@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const BROKER = "broker@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";
/** a published offer, a draft and an expired one (made below; their ids are known to the bad-input list) */
const PUBLISHED = randomUUID();
const DRAFT = randomUUID();
const EXPIRED = randomUUID();

let customerId: string;

beforeAll(async () => {
  const accounts = await makeRoleAccounts();
  customerId = accounts.customer.user.id;
  const createdById = accounts.operations.id;
  await makeOffer({ id: PUBLISHED, createdById, title: "Bodrum'da üç gece süit konaklama", originalPrice: 2400, discountedPrice: 1800 });
  await makeOffer({ id: DRAFT, createdById, publishedAt: null });
  await makeOffer({ id: EXPIRED, createdById, publishedAt: daysFromNow(-30), validUntil: daysFromNow(-3) });
});

const ask = async (fields: Record<string, string | string[]>, email = CUSTOMER, path = "/dashboard/offers") =>
  run(customerOffers, "action", await signedInRequest(path, email, formInit(fields)));

async function snapshot() {
  const [conversations, messages, audits, mails] = await Promise.all([
    db().conciergeConversation.count(),
    db().conciergeMessage.count(),
    db().auditLog.count(),
    db().outboxEmail.count(),
  ]);
  return JSON.stringify({ conversations, messages, audits, mails });
}

describe("asking for an offer", () => {
  it("posts a message naming the offer into the customer's concierge thread, with its audit row and the e-mail to staff", async () => {
    // staff have read the thread (if any), so the new message e-mails them (decision 024)
    await db().conciergeMessage.updateMany({ where: { authorSide: "customer", readAt: null }, data: { readAt: new Date() } });
    const mailsBefore = await db().outboxEmail.count({ where: { template: "concierge-to-staff" } });
    const result = await ask({ intent: "ask", offer_id: PUBLISHED }, CUSTOMER, "/dashboard/offers?category=hotel");
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/dashboard/offers?category=hotel");
    const thread = await customerThread({ customerUserId: customerId, before: null });
    const last = thread.messages.at(-1)!;
    expect(last.side).toBe("customer");
    expect(last.body).toContain("Bodrum'da üç gece süit konaklama");
    expect(last.body).toContain("€1.800");
    const stored = await db().conciergeMessage.findUniqueOrThrow({ where: { id: last.id } });
    expect(stored.offerId).toBe(PUBLISHED);
    expect(await db().auditLog.count({ where: { action: "concierge.message", entityId: last.id, actorId: customerId } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "concierge-to-staff" } })).toBeGreaterThan(mailsBefore);
  });

  it.each([
    ["a draft", DRAFT],
    ["an expired offer", EXPIRED],
    ["a missing offer", MISSING],
  ])("answers 404 for %s and writes nothing", async (_label, id) => {
    const before = await snapshot();
    expect(statusOf(await ask({ intent: "ask", offer_id: id }))).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("refuses staff and brokers (403) and writes nothing", async () => {
    const before = await snapshot();
    expect(statusOf(await ask({ intent: "ask", offer_id: PUBLISHED }, OPS))).toBe(403);
    expect(statusOf(await ask({ intent: "ask", offer_id: PUBLISHED }, BROKER))).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("deleting an offer keeps the customer's message and forgets the link", async () => {
    const offer = await db().offer.create({
      data: {
        category: "dining",
        title: "Silinecek teklif",
        location: "İzmir",
        originalPrice: "100.00",
        discountedPrice: "90.00",
        currency: "EUR",
        validUntil: new Date(Date.now() + 86_400_000),
        publishedAt: new Date(),
      },
    });
    expect(statusOf(await ask({ intent: "ask", offer_id: offer.id }))).toBe(302);
    const message = await db().conciergeMessage.findFirstOrThrow({ where: { offerId: offer.id } });
    const ops = await db().user.findUniqueOrThrow({ where: { email: OPS } });
    await deleteOffer({ actorId: ops.id, ip: null, id: offer.id });
    const after = await db().conciergeMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(after.offerId).toBeNull();
    expect(after.body).toContain("Silinecek teklif");
  });
});

const BAD: Array<[string, Record<string, string | string[]>]> = [
  ["no offer", { intent: "ask" }],
  ["empty offer", { intent: "ask", offer_id: "" }],
  ["blank offer", { intent: "ask", offer_id: "   " }],
  ["offer as a word", { intent: "ask", offer_id: "bodrum" }],
  ["offer as a number", { intent: "ask", offer_id: "42" }],
  ["offer as a negative number", { intent: "ask", offer_id: "-1" }],
  ["offer one character short", { intent: "ask", offer_id: PUBLISHED.slice(0, -1) }],
  ["offer one character long", { intent: "ask", offer_id: `${PUBLISHED}0` }],
  ["offer without hyphens", { intent: "ask", offer_id: PUBLISHED.replace(/-/g, "") }],
  ["offer in braces", { intent: "ask", offer_id: `{${PUBLISHED}}` }],
  ["offer as a URN", { intent: "ask", offer_id: `urn:uuid:${PUBLISHED}` }],
  ["offer with a leading space", { intent: "ask", offer_id: ` ${PUBLISHED}` }],
  ["offer with a trailing newline", { intent: "ask", offer_id: `${PUBLISHED}\n` }],
  ["offer with a non-hex letter", { intent: "ask", offer_id: PUBLISHED.replace(/^./, "g") }],
  ["offer with Turkish letters", { intent: "ask", offer_id: "ğğğğğğğğ-ğğğğ-ğğğğ-ğğğğ-ğğğğğğğğğğğğ" }],
  ["offer with full-width digits", { intent: "ask", offer_id: "０".repeat(8) }],
  ["offer as SQL", { intent: "ask", offer_id: "' OR 1=1 --" }],
  ["offer as SQL after an id", { intent: "ask", offer_id: `${PUBLISHED}' OR '1'='1` }],
  ["offer as markup", { intent: "ask", offer_id: "<script>alert(1)</script>" }],
  ["offer as a path", { intent: "ask", offer_id: "../../etc/passwd" }],
  ["offer as JSON", { intent: "ask", offer_id: `{"id":"${PUBLISHED}"}` }],
  ["offer as an array notation", { intent: "ask", offer_id: `[${PUBLISHED}]` }],
  ["offer with a percent escape", { intent: "ask", offer_id: `%7B${PUBLISHED}` }],
  ["offer with a control character", { intent: "ask", offer_id: `${PUBLISHED.slice(0, -1)}\u0007` }],
  // a zero-width space is dropped from every form value (parse.ts); the joiner stays, and is no id
  ["offer with a zero-width joiner", { intent: "ask", offer_id: `${PUBLISHED.slice(0, 8)}\u200d${PUBLISHED.slice(8)}` }],
  ["offer very long", { intent: "ask", offer_id: "a".repeat(5000) }],
  ["two offers", { intent: "ask", offer_id: [PUBLISHED, DRAFT] }],
  ["offer as null", { intent: "ask", offer_id: "null" }],
  ["offer as undefined", { intent: "ask", offer_id: "undefined" }],
  ["offer as true", { intent: "ask", offer_id: "true" }],
  ["offer with an emoji", { intent: "ask", offer_id: "🎁" }],
  ["offer as a title", { intent: "ask", offer_id: "Bodrum'da üç gece süit konaklama" }],
  ["offer as a URL", { intent: "ask", offer_id: `https://ufukjet.test/offers/${PUBLISHED}` }],
  ["offer with hyphens moved", { intent: "ask", offer_id: `${PUBLISHED.slice(0, 7)}-${PUBLISHED.slice(7, 8)}${PUBLISHED.slice(9)}` }],
  ["offer with underscores", { intent: "ask", offer_id: PUBLISHED.replace(/-/g, "_") }],
  ["offer with a tab inside", { intent: "ask", offer_id: `${PUBLISHED.slice(0, 8)}\t${PUBLISHED.slice(9)}` }],
  ["offer as a hash", { intent: "ask", offer_id: "d41d8cd98f00b204e9800998ecf8427e" }],
  ["no intent", { offer_id: PUBLISHED }],
  ["unknown intent", { intent: "send", offer_id: PUBLISHED }],
  ["intent upper-case", { intent: "ASK", offer_id: PUBLISHED }],
  ["two intents", { intent: ["ask", "ask"], offer_id: PUBLISHED }],
  ["intent with a space", { intent: "ask ", offer_id: PUBLISHED }],
];

describe("the ask form's bad input", () => {
  it("has at least 40 cases", () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
  });

  it.each(BAD)("%s → 400 with a message on its field, nothing written", async (_label, fields) => {
    const before = await snapshot();
    const result = await ask(fields);
    expect(statusOf(result)).toBe(400);
    const answer = (result as { data: { result: { error?: Record<string, string[] | null> }; formError: string } }).data;
    const fieldErrors = Object.values(answer.result.error ?? {}).flat();
    expect(fieldErrors.length, JSON.stringify(answer.result.error)).toBeGreaterThan(0);
    expect(answer.formError).toBe(tr.offers.errors.askInvalid);
    expect(await snapshot()).toBe(before);
  });

  it("the same form with a good offer succeeds (the cases fail for their own reason)", async () => {
    expect(statusOf(await ask({ intent: "ask", offer_id: PUBLISHED.toUpperCase() }))).toBe(302);
  });
});
