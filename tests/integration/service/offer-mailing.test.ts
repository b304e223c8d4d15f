import { beforeAll, describe, expect, it } from "vitest";
import * as offersRoute from "#app/routes/admin/offers";
import { consentGranted } from "#app/lib/domain/consent";
import { accountSubject, recordConsent } from "#app/server/customers/consent.server";
import { CONSENT_WITHDRAW_PATH, verifyConsentToken } from "#app/server/customers/consent-token.server";
import { db } from "#app/server/platform/db/client.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { mailOfferToConsenting, OFFER_MAILING_JOB } from "#app/server/service/offer-mailing.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { daysFromNow, makeOffer, makeRoleAccounts, makeUser, unique } from "../../support/factories";

/**
 * The marketing e-mail of a published offer (decision 056) against PGlite: only customer accounts whose address is
 * verified and whose latest marketing record is a grant; in batches; once per offer and account (a re-run and two
 * runs at once send one e-mail each); never to a withdrawn one; each with the one-click withdrawal header and link.
 */
const BASE = "https://ufukjet.example";
let opsId: string;

beforeAll(async () => {
  const accounts = await makeRoleAccounts();
  opsId = accounts.operations.id;
});

async function consent(userId: string, action: "granted" | "withdrawn") {
  await db().$transaction(async (tx) =>
    recordConsent(
      { subject: (await accountSubject(userId, tx))!, purpose: "marketing_offers", action, source: "profile", ip: "127.0.0.1" },
      tx,
    ),
  );
}

async function customer(
  options: { consent?: "granted" | "withdrawn" | "regranted" | null; verified?: boolean; role?: "sales" | "operations" } = {},
) {
  const user = await makeUser(options.role ?? "sales", { verified: options.verified ?? true, email: `teklif${unique()}@test.example` });
  const wanted = options.consent === undefined ? "granted" : options.consent;
  if (wanted === "granted" || wanted === "withdrawn" || wanted === "regranted") await consent(user.id, "granted");
  if (wanted === "withdrawn" || wanted === "regranted") await consent(user.id, "withdrawn");
  if (wanted === "regranted") await consent(user.id, "granted");
  return user;
}

const offerMails = (title: string) =>
  db().outboxEmail.findMany({ where: { template: "offer-marketing", subject: { contains: title } }, orderBy: { to: "asc" } });

/** Every account the job should mail, by the domain rule over all records (independent of the job's SQL). */
async function expectedRecipients(): Promise<string[]> {
  const users = await db().user.findMany({
    where: { emailVerifiedAt: { not: null }, disabledAt: null, profile: { role: "sales" } },
    select: {
      email: true,
      consentRecords: { where: { purpose: "marketing_offers" }, select: { id: true, action: true, createdAt: true } },
    },
  });
  return users
    .filter((u) => consentGranted(u.consentRecords))
    .map((u) => u.email)
    .sort();
}

describe("the offer's marketing e-mail", () => {
  it("goes to verified customers whose latest record is a grant, never to withdrawn, unverified, staff or silent ones", async () => {
    const granted = await customer();
    const regranted = await customer({ consent: "regranted" });
    const withdrawn = await customer({ consent: "withdrawn" });
    const silent = await customer({ consent: null });
    const unverified = await customer({ verified: false });
    const staff = await customer({ role: "operations" });
    const disabled = await customer();
    await db().user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });

    const offer = await makeOffer({ createdById: opsId, title: `Bodrum villa ${unique()}` });
    const result = await mailOfferToConsenting(offer.id, BASE);
    const mails = await offerMails(offer.title);
    const to = mails.map((m) => m.to);
    expect(to).toContain(granted.email);
    expect(to).toContain(regranted.email);
    for (const refused of [withdrawn, silent, unverified, staff, disabled]) expect(to).not.toContain(refused.email);
    expect(to).toEqual(await expectedRecipients());
    expect(result.sent).toBe(mails.length);
    const rows = await db().offerMailing.findMany({ where: { offerId: offer.id } });
    expect(rows.map((r) => r.userId).sort()).toEqual(
      (await db().user.findMany({ where: { email: { in: to } }, select: { id: true } })).map((u) => u.id).sort(),
    );
  });

  it("carries the one-click withdrawal: List-Unsubscribe and the same signed link in the text, for its own account", async () => {
    const user = await customer();
    const offer = await makeOffer({ createdById: opsId, title: `Göcek tekne ${unique()}` });
    await mailOfferToConsenting(offer.id, BASE);
    const mail = (await offerMails(offer.title)).find((m) => m.to === user.email);
    expect(mail).toBeDefined();
    const link = mail!.listUnsubscribe!;
    expect(link.startsWith(`${BASE}${CONSENT_WITHDRAW_PATH}?t=`)).toBe(true);
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain(offer.title);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(verifyConsentToken(new URL(link).searchParams.get("t"), "marketing_offers")).toEqual({
      userId: user.id,
      purpose: "marketing_offers",
    });
  });

  it("works in batches and sends once per customer: a re-run sends nothing", async () => {
    for (let i = 0; i < 5; i++) await customer();
    const offer = await makeOffer({ createdById: opsId, title: `Kapadokya balon ${unique()}` });
    const expected = await expectedRecipients();
    expect(expected.length).toBeGreaterThanOrEqual(7);
    const first = await mailOfferToConsenting(offer.id, BASE, { batchSize: 2 });
    expect(first.sent).toBe(expected.length);
    expect(first.batches).toBe(Math.floor(expected.length / 2) + 1);
    const again = await mailOfferToConsenting(offer.id, BASE, { batchSize: 2 });
    expect(again.sent).toBe(0);
    const mails = await offerMails(offer.title);
    expect(mails.map((m) => m.to)).toEqual(expected);
  });

  it("two runs at once send one e-mail per customer", async () => {
    const offer = await makeOffer({ createdById: opsId, title: `Nice yat ${unique()}` });
    const expected = await expectedRecipients();
    const [a, b] = await Promise.all([
      mailOfferToConsenting(offer.id, BASE, { batchSize: 3 }),
      mailOfferToConsenting(offer.id, BASE, { batchSize: 3 }),
    ]);
    expect(a.sent + b.sent).toBe(expected.length);
    const mails = await offerMails(offer.title);
    expect(mails.map((m) => m.to)).toEqual(expected);
    expect(await db().offerMailing.count({ where: { offerId: offer.id } })).toBe(expected.length);
  });

  it("never mails a customer who withdrew before the run, and mails one who consented since the offer was made", async () => {
    const leaving = await customer();
    const offer = await makeOffer({ createdById: opsId, title: `Sapanca spa ${unique()}` });
    await consent(leaving.id, "withdrawn");
    const joining = await customer();
    await mailOfferToConsenting(offer.id, BASE);
    const to = (await offerMails(offer.title)).map((m) => m.to);
    expect(to).toContain(joining.email);
    expect(to).not.toContain(leaving.email);
  });

  it("sends nothing for a draft, an expired or a missing offer", async () => {
    await customer();
    const draft = await makeOffer({ createdById: opsId, publishedAt: null, title: `Taslak ${unique()}` });
    const expired = await makeOffer({
      createdById: opsId,
      publishedAt: daysFromNow(-9),
      validUntil: daysFromNow(-1),
      title: `Eski ${unique()}`,
    });
    for (const id of [draft.id, expired.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect(await mailOfferToConsenting(id, BASE)).toEqual({ sent: 0, batches: 0 });
    }
    expect(await offerMails(draft.title)).toHaveLength(0);
    expect(await offerMails(expired.title)).toHaveLength(0);
  });

  it("is queued by the staff's publish (one job) and sent by the queue", async () => {
    const user = await customer();
    const draft = await makeOffer({ createdById: opsId, publishedAt: null, title: `Yayın testi ${unique()}` });
    const res = await run(
      offersRoute,
      "action",
      await signedInRequest("/admin/offers", "operasyon@ufukjet.test", formInit({ intent: "publish", id: draft.id })),
    );
    expect(statusOf(res)).toBe(302);
    expect(await offerMails(draft.title)).toHaveLength(0);
    expect(await runQueuedJobsNow(OFFER_MAILING_JOB)).toBe(1);
    const mails = await offerMails(draft.title);
    expect(mails.map((m) => m.to)).toContain(user.email);
    expect(mails[0]!.listUnsubscribe!.startsWith(`${publicBaseUrl()}${CONSENT_WITHDRAW_PATH}?t=`)).toBe(true);
    // a refused publish (already published: the list answers with a toast) queues nothing
    const again = await run(
      offersRoute,
      "action",
      await signedInRequest("/admin/offers", "operasyon@ufukjet.test", formInit({ intent: "publish", id: draft.id })),
    );
    expect(statusOf(again)).toBe(302);
    expect(await runQueuedJobsNow(OFFER_MAILING_JOB)).toBe(0);
    expect(await offerMails(draft.title)).toHaveLength(mails.length);
  });
});
