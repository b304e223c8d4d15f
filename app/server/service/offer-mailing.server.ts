import { formatDate, formatPrice, type Currency } from "#app/lib/format";
import { isUuid } from "#app/lib/schemas/fields";
import { marketingGranted } from "#app/server/customers/consent.server";
import { withdrawalUrl } from "#app/server/customers/consent-token.server";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { logger } from "#app/server/platform/logger.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { customerVisible } from "./offers.server";
export { OFFER_MAILING_JOB } from "./offer-mailing-queue.server";

/**
 * The marketing e-mail of a published offer (decision 056). Publishing queues one job (in the publish's
 * transaction); the job e-mails every customer account whose address is verified and whose current
 * `marketing_offers` consent is granted, in batches of `OFFER_MAILING_BATCH` accounts by id, each batch one
 * transaction:
 * - the batch's accounts are locked (`FOR NO KEY UPDATE`, as a consent change locks its account), so a withdrawal
 *   being written waits for the batch or the batch for it;
 * - `offer_mailings` rows are inserted for those whose consent is still granted by a statement of its own (it sees
 *   a withdrawal that committed while the batch waited), with ON CONFLICT DO NOTHING: only the rows new here get
 *   an e-mail, so a retried job or two runs at once send one e-mail per offer and account;
 * - each e-mail goes through the outbox (`queueEmail`, which also holds it for an unverified account) with the
 *   one-click withdrawal: RFC 8058's List-Unsubscribe header and the same link in the text.
 * An offer no longer published (unpublished, expired, deleted) stops the job at its next batch.
 */
/** Accounts per batch (one transaction, one statement of inserts). */
export const OFFER_MAILING_BATCH = 100;

/** The customer's offer list, linked from the e-mail. */
const OFFERS_PATH = "/dashboard/offers";

const NO_ID = "00000000-0000-0000-0000-000000000000";

export interface OfferMailingResult {
  /** e-mails queued by this run */
  sent: number;
  /** batches this run went through */
  batches: number;
}

/** The job: e-mails the offer to every consenting, verified customer account not yet sent it. */
export async function mailOfferToConsenting(
  offerId: string,
  baseUrl: string,
  options: { batchSize?: number; now?: Date } = {},
): Promise<OfferMailingResult> {
  const result: OfferMailingResult = { sent: 0, batches: 0 };
  if (!isUuid(offerId)) return result;
  const batchSize = options.batchSize ?? OFFER_MAILING_BATCH;
  let after = NO_ID;
  for (;;) {
    const batch = await mailBatch(offerId.toLowerCase(), baseUrl, after, batchSize, options.now ?? new Date());
    if (!batch) break;
    result.batches += 1;
    result.sent += batch.sent;
    if (batch.accounts < batchSize || !batch.last) break;
    after = batch.last;
  }
  if (result.sent > 0) logger.info({ offerId, sent: result.sent, batches: result.batches }, "offer e-mailed to consenting customers");
  return result;
}

async function mailBatch(offerId: string, baseUrl: string, after: string, batchSize: number, now: Date) {
  return db().$transaction(
    async (tx) => {
      const offer = await tx.offer.findFirst({
        where: { id: offerId, ...customerVisible(now) },
        select: { title: true, location: true, originalPrice: true, discountedPrice: true, currency: true, validUntil: true },
      });
      if (!offer) return null;
      const q = sqlDb(tx);
      const accounts = await q
        .selectFrom("users as u")
        .innerJoin("user_profiles as p", "p.id", "u.id")
        .select("u.id")
        .where("p.role", "=", "sales")
        .where("u.email_verified_at", "is not", null)
        .where("u.disabled_at", "is", null)
        .where("u.id", ">", after)
        .where(marketingGranted(sql.ref("u.id")))
        .orderBy("u.id")
        .limit(batchSize)
        .forNoKeyUpdate("u")
        .execute();
      if (accounts.length === 0) return { accounts: 0, sent: 0, last: null };
      const ids = accounts.map((a) => a.id);
      // a statement of its own: a withdrawal committed while the lock above waited is seen here
      const fresh = await q
        .insertInto("offer_mailings")
        .columns(["offer_id", "user_id"])
        .expression((eb) =>
          eb
            .selectFrom("users as u")
            .select([eb.val(offerId).as("offer_id"), "u.id"])
            .where("u.id", "in", ids)
            .where(marketingGranted(sql.ref("u.id"))),
        )
        .onConflict((oc) => oc.doNothing())
        .returning("user_id")
        .execute();
      let sent = 0;
      if (fresh.length > 0) {
        const recipients = await tx.user.findMany({
          where: { id: { in: fresh.map((r) => r.user_id) } },
          select: { id: true, email: true, profile: { select: { firstName: true, lastName: true } } },
        });
        const currency = offer.currency as Currency;
        for (const r of recipients) {
          const link = withdrawalUrl(baseUrl, r.id);
          const mail = await composeEmail("offerMarketing", {
            name: `${r.profile?.firstName ?? ""} ${r.profile?.lastName ?? ""}`.trim() || r.email,
            title: offer.title,
            location: offer.location,
            price: formatPrice(offer.discountedPrice.toString(), currency),
            original: formatPrice(offer.originalPrice.toString(), currency),
            validUntil: formatDate(offer.validUntil),
            url: `${baseUrl}${OFFERS_PATH}`,
            withdraw: link,
          });
          if (await queueEmail({ to: r.email, ...mail, template: "offer-marketing", listUnsubscribe: link }, tx)) sent += 1;
        }
      }
      return { accounts: accounts.length, sent, last: ids[ids.length - 1]! };
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}
