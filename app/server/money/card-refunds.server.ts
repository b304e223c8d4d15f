import type { Prisma } from "#app/generated/prisma/client";
import { fromCents, toCents } from "#app/lib/domain/money";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { logger } from "#app/server/platform/logger.server";
import { lockReservation } from "./balance.server";
import { mailRefund, mailReservationSelect } from "./payment-mail.server";
import { PaymentProviderUnavailable, refundProviderPayment, type ProviderCurrency, type RefundResult } from "./payment-provider.server";
import { PaymentError, TX_OPTIONS, type StaffInput } from "./payment-rules.server";
import { forgetPaymentSummary } from "./payment-summary.server";
import { followRefunds, lockRefundable } from "./refund-ledger.server";

/**
 * Refunds of card payments through the provider (decision 050). The money leaves at the provider, so the book
 * records a refund only from the provider's answer, in three steps:
 * 1. **reserve**: under the reservation's lock, the refund rules (`lockRefundable`, decision 042) and a pending
 *    refund row in state `sending` — it counts against what is left of the payment at once, so parallel refunds
 *    cannot together ask the provider for more than is refundable;
 * 2. **ask** the provider, outside any transaction (a call may take up to the client's time limit);
 * 3. **settle** on success (completed, with the provider's refund reference, the payment's status, the audit row and
 *    the customer's e-mail in one transaction) or **release** on a refusal (the reserved row removed — a refund a
 *    cancellation left due goes back to due — and the provider's reason shown). No answer leaves the row
 *    `unanswered`: staff see it, check the provider's panel, then send it again or mark it done there.
 */

/** A call still `sending` after this long died with its process (the client's own limit is 20 s): staff may act. */
export const STALE_SENDING_MS = 2 * 60_000;

/** The provider's transaction of a payment made by card through the checkout; null for a manual payment. */
export async function cardTransactionOf(paymentId: string): Promise<string | null> {
  const attempt = await db().paymentAttempt.findUnique({ where: { paymentId }, select: { providerTransactionId: true } });
  return attempt?.providerTransactionId ?? null;
}

interface Reserved {
  id: string;
  paymentId: string;
  reservationId: string;
  amountCents: number;
  currency: ProviderCurrency;
  transactionId: string;
  reason: string | null;
  /** made by this request (removed on a refusal) rather than a refund already due (which stays due) */
  fresh: boolean;
}

/** Refunds part or all of a card payment through the provider (the refund form of /admin/payments). */
export async function refundCardPayment(
  input: StaffInput & { paymentId: string; amount: number; reason: string | null; now?: Date },
  transactionId: string,
): Promise<{ id: string }> {
  const now = input.now ?? new Date();
  const amountCents = toCents(input.amount.toFixed(2));
  const reserved = await db().$transaction(async (tx): Promise<Reserved> => {
    const { reservationId, payment } = await lockRefundable(tx, input.paymentId, amountCents);
    const row = await tx.refund.create({
      data: {
        paymentId: input.paymentId,
        reservationId,
        amount: fromCents(amountCents),
        currency: payment.currency,
        status: "pending",
        reason: input.reason,
        providerState: "sending",
        providerRequestedAt: now,
      },
      select: { id: true },
    });
    return {
      ...row,
      paymentId: input.paymentId,
      reservationId,
      amountCents,
      currency: payment.currency,
      transactionId,
      reason: input.reason,
      fresh: true,
    };
  }, TX_OPTIONS);
  await ask(reserved, input, now);
  return { id: reserved.id };
}

/** The refunds staff may hand to the provider now: never sent, unanswered, or `sending` from a call that died. */
const claimable = (now: Date): Prisma.RefundWhereInput => ({
  status: "pending",
  OR: [
    { providerState: null },
    { providerState: "unanswered" },
    { providerState: "sending", providerRequestedAt: { lt: new Date(now.getTime() - STALE_SENDING_MS) } },
  ],
});

/**
 * Sends a pending refund of a card payment through the provider: one a cancellation left due, or one the provider
 * did not answer (staff checked its panel: it was not made). The claim is one conditional update, so of parallel
 * clicks one asks the provider.
 */
export async function sendCardRefund(input: StaffInput & { refundId: string; now: Date }, transactionId: string): Promise<void> {
  const { now } = input;
  const { count } = await db().refund.updateMany({
    where: { id: input.refundId, ...claimable(now) },
    data: { providerState: "sending", providerRequestedAt: now, providerError: null },
  });
  if (count !== 1) throw new PaymentError("refundDone");
  const row = await db().refund.findUniqueOrThrow({
    where: { id: input.refundId },
    select: { id: true, paymentId: true, reservationId: true, amount: true, currency: true, reason: true },
  });
  await ask({ ...row, amountCents: toCents(row.amount.toString()), transactionId, fresh: false }, input, now);
}

/**
 * Staff checked the provider's panel and the refund the provider did not answer was made there: it is recorded
 * as sent (without the provider's reference, which staff did not get), with its audit row and the customer's e-mail.
 */
export async function settleCardRefund(input: StaffInput & { refundId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const row = await db().refund.findUnique({
    where: { id: input.refundId },
    select: { id: true, paymentId: true, reservationId: true, amount: true, currency: true, reason: true },
  });
  if (!row) throw new PaymentError("refundNotFound");
  const answered: Prisma.RefundWhereInput = {
    OR: [
      { providerState: "unanswered" },
      { providerState: "sending", providerRequestedAt: { lt: new Date(now.getTime() - STALE_SENDING_MS) } },
    ],
  };
  await settle(
    { id: row.id, paymentId: row.paymentId, reservationId: row.reservationId, amount: row.amount.toString(), reason: row.reason },
    answered,
    {
      state: "settled",
      providerRefundId: null,
      actor: input,
      now,
    },
  );
}

/** Asks the provider for the reserved refund, then settles, releases or leaves it unanswered. */
async function ask(reserved: Reserved, actor: StaffInput, now: Date): Promise<void> {
  let answer: RefundResult;
  try {
    answer = await refundProviderPayment({
      paymentTransactionId: reserved.transactionId,
      amountCents: reserved.amountCents,
      currency: reserved.currency,
      // the refund's own id: the provider keeps it with the refund, so staff find it in its panel
      conversationId: reserved.id,
      ip: actor.ip ?? "127.0.0.1",
      locale: "tr",
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    logger.warn({ refundId: reserved.id, err: error.message }, "card refund: the provider did not answer; left for staff");
    await db().refund.updateMany({
      where: { id: reserved.id, status: "pending", providerState: "sending" },
      data: { providerState: "unanswered", providerError: error.message.slice(0, 300) },
    });
    throw new PaymentError("providerNoAnswer");
  }
  if (!answer.ok) {
    const mine = { id: reserved.id, status: "pending", providerState: "sending" } as const;
    if (reserved.fresh) await db().refund.deleteMany({ where: mine });
    else
      await db().refund.updateMany({
        where: mine,
        data: { providerState: null, providerError: `${answer.errorCode}: ${answer.errorMessage}`.slice(0, 300) },
      });
    throw new PaymentError("providerRefused", "amount", { reason: answer.errorMessage });
  }
  const amount = fromCents(reserved.amountCents);
  await settle(
    { ...reserved, amount },
    { providerState: "sending" },
    {
      state: "refunded",
      providerRefundId: answer.refundReference,
      actor,
      now,
    },
  ).catch((error: unknown) => {
    // the money went back at the provider: the row stays `sending` and turns stale, for staff to mark it done
    logger.error(
      { refundId: reserved.id, providerRefundId: answer.refundReference, err: String(error) },
      "card refund made but not recorded",
    );
    throw error;
  });
}

/** Records the refund as sent: the conditional move, the payment's status, the audit row and the e-mail, in one transaction. */
async function settle(
  refund: { id: string; paymentId: string; reservationId: string; amount: string; reason: string | null },
  from: Prisma.RefundWhereInput,
  how: { state: "refunded" | "settled"; providerRefundId: string | null; actor: StaffInput; now: Date },
): Promise<void> {
  await db().$transaction(async (tx) => {
    await lockReservation(tx, refund.reservationId);
    const { count } = await tx.refund.updateMany({
      where: { id: refund.id, status: "pending", ...from },
      data: {
        status: "completed",
        completedAt: how.now,
        providerState: how.state,
        providerRefundId: how.providerRefundId,
        providerError: null,
      },
    });
    if (count !== 1) throw new PaymentError("refundDone");
    const payment = await tx.payment.findUniqueOrThrow({
      where: { id: refund.paymentId },
      select: { amount: true, currency: true, transactionReference: true, reservation: { select: mailReservationSelect } },
    });
    const status = await followRefunds(tx, refund.paymentId, payment.amount);
    forgetPaymentSummary();
    await audit(
      {
        actorId: how.actor.actorId,
        action: how.state === "refunded" ? "refund.card" : "refund.settled",
        entity: "payment",
        entityId: refund.paymentId,
        after: { status, refundId: refund.id, amount: refund.amount, reason: refund.reason, providerRefundId: how.providerRefundId },
        ip: how.actor.ip,
      },
      tx,
    );
    await mailRefund(tx, refund.amount, payment);
  }, TX_OPTIONS);
}
