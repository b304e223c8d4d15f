import { beforeAll, describe, expect, it } from "vitest";
import * as conciergeRoute from "#app/routes/customer/concierge";
import * as offersRoute from "#app/routes/customer/offers";
import * as staffConversationRoute from "#app/routes/admin/concierge-conversation";
import { fieldErrorText } from "#app/lib/schemas/message";
import { translate, type Texts } from "#app/lib/translate";
import tr from "#app/locales/tr";
import { db } from "#app/server/platform/db/client.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { signUp, verifyEmail } from "#app/server/customers/sign-up.server";
import { tokenHash } from "#app/server/platform/auth/credentials.server";
import { CUSTOMER_LIMITS } from "#app/server/service/customer-limits.server";
import { contextFor, createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeOffer, makeRoleAccounts } from "../../support/factories";

/**
 * Decision 049: a customer's concierge messages and offer asks are limited per account and per address; twenty asks
 * for one offer are one; an account that has not verified its address makes the app e-mail nobody but its
 * verification.
 */
let opsId: string;

beforeAll(async () => {
  const accounts = await makeRoleAccounts();
  opsId = accounts.operations.id;
});

let made = 0;
const account = async (verified = true) => createTestUser({ email: `sinir.${++made}@example.com`, firstName: "Sınır", verified });

/** The route's action as the address `ip` posts it. */
async function postAt(mod: { action: unknown }, path: string, email: string, fields: Record<string, string>, ip: string) {
  const request = await signedInRequest(path, email, formInit(fields));
  const context = await contextFor(request, ip);
  try {
    return await (mod.action as (args: unknown) => Promise<unknown>)({ request, context, params: {}, unstable_pattern: "" });
  } catch (thrown) {
    return thrown;
  }
}

const send = (email: string, body: string, ip = "203.0.113.1") =>
  postAt(conciergeRoute, "/dashboard/concierge", email, { intent: "send", body }, ip);
const ask = (email: string, offerId: string, ip = "203.0.113.1") =>
  postAt(offersRoute, "/dashboard/offers", email, { intent: "ask", offer_id: offerId }, ip);

const trT = (key: string, options?: Record<string, unknown>) => translate(tr as unknown as Texts, "tr", key, options);

type Answer = { data: { result: { error?: Record<string, string[] | null> }; formError?: string } };

async function counts() {
  const [messages, interests, audits, mails, conversations] = await Promise.all([
    db().conciergeMessage.count(),
    db().offerInterest.count(),
    db().auditLog.count(),
    db().outboxEmail.count(),
    db().conciergeConversation.count(),
  ]);
  return { messages, interests, audits, mails, conversations };
}

describe("concierge message limits", () => {
  it("refuses the account's message past its limit with the Turkish text next to the box, writing nothing", async () => {
    const user = await account();
    const limit = CUSTOMER_LIMITS.message.account;
    for (let i = 1; i <= limit; i++) expect(statusOf(await send(user.email, `Mesaj ${i}`, `198.51.100.${i}`))).toBe(302);
    const before = await counts();
    // another address: the account's own limit refuses it
    const refused = (await send(user.email, "Bir tane daha", "198.51.100.200")) as Answer;
    expect(statusOf(refused)).toBe(429);
    const [key] = refused.data.result.error?.body ?? [];
    const text = fieldErrorText(key!, trT);
    expect(text).toBe(tr.concierge.limits.message.replace("{{minutes}}", String(CUSTOMER_LIMITS.message.windowSeconds / 60)));
    expect(text).toContain("çok fazla mesaj");
    expect(await counts()).toEqual(before);
  });

  it("refuses the address's message past its limit, whichever account sends it, writing nothing", async () => {
    const { account: perAccount, address: perAddress } = CUSTOMER_LIMITS.message;
    const ip = "203.0.113.50";
    let sent = 0;
    while (sent < perAddress) {
      const user = await account();
      for (let i = 0; i < perAccount && sent < perAddress; i++, sent++)
        expect(statusOf(await send(user.email, `Adres ${sent}`, ip))).toBe(302);
    }
    const fresh = await account();
    const before = await counts();
    const refused = (await send(fresh.email, "Yeni hesaptan", ip)) as Answer;
    expect(statusOf(refused)).toBe(429);
    expect(fieldErrorText(refused.data.result.error?.body?.[0] ?? "", trT)).toContain("çok fazla mesaj");
    expect(await counts()).toEqual(before);
    // the same account from another address is not refused
    expect(statusOf(await send(fresh.email, "Başka adresten", "203.0.113.51"))).toBe(302);
  });
});

describe("offer asks", () => {
  it("makes one interest, one message and one e-mail to each staff member of twenty parallel asks for one offer", async () => {
    const user = await account();
    const offer = await makeOffer({ createdById: opsId });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(user.email, offer.id)));
    expect(answers.map(statusOf)).toEqual(Array(20).fill(302));
    expect(await db().offerInterest.count({ where: { offerId: offer.id, customerUserId: user.id } })).toBe(1);
    const messages = await db().conciergeMessage.findMany({ where: { offerId: offer.id, authorUserId: user.id } });
    expect(messages).toHaveLength(1);
    const interest = await db().offerInterest.findFirstOrThrow({ where: { offerId: offer.id, customerUserId: user.id } });
    expect(interest.messageId).toBe(messages[0]!.id);
    const mails = await db().outboxEmail.findMany({ where: { template: "concierge-to-staff", text: { contains: user.email } } });
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length);
    // and asking again later says so and writes nothing
    const before = await counts();
    const again = await ask(user.email, offer.id);
    expect(statusOf(again)).toBe(302);
    expect(locationOf(again)).toBe("/dashboard/offers");
    expect(await counts()).toEqual(before);
  });

  it("refuses the account's ask past its limit with the Turkish text, writing nothing", async () => {
    const user = await account();
    const limit = CUSTOMER_LIMITS.interest.account;
    const offers = await Promise.all(Array.from({ length: limit + 1 }, () => makeOffer({ createdById: opsId })));
    for (let i = 0; i < limit; i++) expect(statusOf(await ask(user.email, offers[i]!.id, `198.51.100.${i + 1}`))).toBe(302);
    const before = await counts();
    const refused = (await ask(user.email, offers[limit]!.id, "198.51.100.201")) as Answer;
    expect(statusOf(refused)).toBe(429);
    expect(refused.data.formError).toBe(tr.concierge.limits.interest.replace("{{minutes}}", "60"));
    expect(await counts()).toEqual(before);
    // a refused ask left no interest row: the same ask later (in a new window) is a new ask, not a duplicate
    expect(await db().offerInterest.count({ where: { offerId: offers[limit]!.id } })).toBe(0);
  });

  it("refuses the address's ask past its limit, whichever account asks, writing nothing", async () => {
    const { account: perAccount, address: perAddress } = CUSTOMER_LIMITS.interest;
    const ip = "203.0.113.90";
    const offers = await Promise.all(Array.from({ length: perAccount }, () => makeOffer({ createdById: opsId })));
    let asked = 0;
    while (asked < perAddress) {
      const user = await account();
      for (let i = 0; i < perAccount && asked < perAddress; i++, asked++)
        expect(statusOf(await ask(user.email, offers[i]!.id, ip))).toBe(302);
    }
    const fresh = await account();
    const before = await counts();
    const refused = (await ask(fresh.email, offers[0]!.id, ip)) as Answer;
    expect(statusOf(refused)).toBe(429);
    expect(refused.data.formError).toContain("çok fazla teklif talebi");
    expect(await counts()).toEqual(before);
  });
});

describe("an account that has not verified its address", () => {
  it("posts concierge messages that stay in the thread, with no e-mail to staff", async () => {
    const user = await account(false);
    const before = await db().outboxEmail.count();
    expect(statusOf(await send(user.email, "Doğrulanmamış hesaptan merhaba"))).toBe(302);
    expect(await db().conciergeMessage.count({ where: { authorUserId: user.id } })).toBe(1);
    expect(await db().outboxEmail.count()).toBe(before);
  });

  it("asks for an offer: the interest and its message are kept, no e-mail to staff", async () => {
    const user = await account(false);
    const offer = await makeOffer({ createdById: opsId });
    const before = await db().outboxEmail.count();
    expect(statusOf(await ask(user.email, offer.id))).toBe(302);
    expect(await db().offerInterest.count({ where: { customerUserId: user.id } })).toBe(1);
    expect(await db().outboxEmail.count()).toBe(before);
  });

  it("is not e-mailed a staff answer", async () => {
    const user = await account(false);
    expect(statusOf(await send(user.email, "Bir sorum var"))).toBe(302);
    const conversation = await db().conciergeConversation.findUniqueOrThrow({ where: { customerUserId: user.id } });
    const before = await db().outboxEmail.count();
    const reply = await run(
      staffConversationRoute,
      "action",
      await signedInRequest(
        `/admin/concierge/${conversation.id}`,
        "operasyon@ufukjet.test",
        formInit({ intent: "reply", body: "Yanıtımız" }),
      ),
      { conversationId: conversation.id },
    );
    expect(statusOf(reply)).toBe(302);
    expect(await db().conciergeMessage.count({ where: { conversationId: conversation.id, authorSide: "staff" } })).toBe(1);
    expect(await db().outboxEmail.count()).toBe(before);
  });

  it("is e-mailed nothing a feature queues to its address or on its behalf; verified accounts and guests are", async () => {
    const held = await account(false);
    const verified = await account(true);
    const message = { subject: "Konu", text: "Metin" };
    for (const template of ["offer.ready", "password-changed", "leg-alert-match", "concierge-to-customer", "reservation.confirmed"]) {
      expect(await queueEmail({ to: held.email.toUpperCase(), ...message, template })).toBeNull();
    }
    expect(await queueEmail({ to: "operasyon@ufukjet.test", ...message, template: "wizard-request-staff", causedBy: held.id })).toBeNull();
    expect(await db().outboxEmail.count({ where: { OR: [{ to: held.email }, { text: "Metin", to: "operasyon@ufukjet.test" }] } })).toBe(0);
    expect(await queueEmail({ to: verified.email, ...message, template: "offer.ready" })).not.toBeNull();
    expect(
      await queueEmail({ to: "operasyon@ufukjet.test", ...message, template: "wizard-request-staff", causedBy: verified.id }),
    ).not.toBeNull();
    expect(await queueEmail({ to: "misafir@example.com", ...message, template: "guest-request-received" })).not.toBeNull();
  });

  it("still gets its verification e-mail, and once verified its messages e-mail staff", async () => {
    const email = "yeni.kayit@example.com";
    expect(
      await signUp({
        firstName: "Yeni",
        lastName: "Kayıt",
        email,
        password: "UfukJet!2026x",
        role: "sales",
        baseUrl: "https://jet.example.com",
      }),
    ).toEqual({
      created: true,
    });
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { to: email, template: "verify-email" } });
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)![1]!);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(await db().userToken.count({ where: { id: tokenHash(token), userId: user.id } })).toBe(1);

    const before = await db().outboxEmail.count();
    expect(statusOf(await send(email, "Doğrulamadan önce"))).toBe(302);
    expect(await db().outboxEmail.count()).toBe(before);

    expect(await verifyEmail(token)).toBe(true);
    // staff have read the first message, so the next one tells them (one e-mail per unread batch, decision 024)
    await db().conciergeMessage.updateMany({ where: { authorUserId: user.id }, data: { readAt: new Date() } });
    expect(statusOf(await send(email, "Doğruladıktan sonra"))).toBe(302);
    expect(
      await db().outboxEmail.count({ where: { template: "concierge-to-staff", text: { contains: "Doğruladıktan sonra" } } }),
    ).toBeGreaterThan(0);
  });
});
