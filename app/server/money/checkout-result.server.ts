import { fromCents, toCents } from "#app/lib/domain/money";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { logger } from "#app/server/platform/logger.server";
import { balanceFromRow, balanceSelect, lockReservation } from "./balance.server";
import { confirmOnDeposit } from "./payment-changes.server";
import { mailPaymentReceived, mailReservationSelect } from "./payment-mail.server";
import {
  PaymentProviderUnavailable,
  refundProviderPayment,
  retrieveProviderCheckout,
  type CheckoutResult,
  type ProviderCurrency,
} from "./payment-provider.server";
import { isPayable, TX_OPTIONS } from "./payment-rules.server";
import { forgetPaymentSummary } from "./payment-summary.server";

/**
 * The provider's callback after a hosted checkout (decision 045): the posted token only names the attempt; what
 * happened is asked of the provider server to server, and a payment is recorded only when the provider's signed
 * answer says SUCCESS for exactly the attempt's amount, currency, conversation and basket. The payment, its audit
 * row, the receipt e-mail, the attempt's move to `paid` and an option's confirmation are one transaction under the
 * reservation's lock; the attempt's move is a conditional write, so replays and parallel callbacks record one
 * payment. Money the reservation no longer owes (its balance changed while the page was open) goes back through
 * the provider.
 */

export type CheckoutOutcome =
  /** `already`: an earlier callback recorded it (a replay or a reload) */
  | { kind: "paid"; reservationId: string; already: boolean }
  /** the provider declined; `reason` is its message (asked for in Turkish) */
  | { kind: "failed"; reservationId: string; reason: string | null }
  /** not finished at the provider (abandoned, still open) — nothing recorded, the balance stays due */
  | { kind: "pending"; reservationId: string }
  | { kind: "unavailable"; reservationId: string }
  /** the provider's answer does not match the attempt (or is not signed): nothing recorded */
  | { kind: "mismatch"; reservationId: string }
  /** paid, but the reservation no longer owed it: refunded through the provider (`refunded` false: staff must) */
  | { kind: "notDue"; reservationId: string; refunded: boolean }
  /** no attempt has this token: forged or from another shop */
  | { kind: "unknown" };

/** The provider's tokens are UUID-like; anything else is not worth a database read. */
const TOKEN_PATTERN = /^[A-Za-z0-9-]{8,120}$/;

const attemptSelect = { id: true, reservationId: true, status: true, amount: true, currency: true } as const;

export interface CallbackAttempt {
  id: string;
  reservationId: string;
  status: "started" | "paid" | "failed" | "expired";
  amount: { toFixed(digits: number): string };
  currency: ProviderCurrency;
}

/** Whether the provider's paid answer is a payment of exactly this attempt (its status is checked before). */
export function resultMatches(attempt: CallbackAttempt, result: CheckoutResult): boolean {
  const cents = toCents(attempt.amount.toFixed(2));
  return (
    result.conversationId === attempt.id &&
    result.basketId === attempt.id &&
    result.currency === attempt.currency &&
    result.priceCents === cents &&
    result.paidCents === cents &&
    result.paymentId !== null &&
    result.transactions.length === 1 &&
    result.transactions[0]!.paidCents === cents
  );
}

async function closeAttempt(id: string, status: "failed", errorCode: string, errorMessage: string, now: Date) {
  return db().paymentAttempt.updateMany({
    where: { id, status: { in: ["started", "expired"] } },
    data: { status, errorCode: errorCode.slice(0, 40), errorMessage: errorMessage.slice(0, 300), completedAt: now },
  });
}

/** Handles the callback for `token`: asks the provider, then records at most one payment. */
export async function completeCheckout(token: string, ip: string | null, now = new Date()): Promise<CheckoutOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { kind: "unknown" };
  const attempt = await db().paymentAttempt.findUnique({ where: { providerToken: token }, select: attemptSelect });
  if (!attempt) return { kind: "unknown" };
  const reservationId = attempt.reservationId;
  if (attempt.status === "paid") return { kind: "paid", reservationId, already: true };

  let result: Awaited<ReturnType<typeof retrieveProviderCheckout>>;
  try {
    result = await retrieveProviderCheckout(token, { conversationId: attempt.id, locale: "tr" });
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    logger.warn({ attemptId: attempt.id, err: error.message }, "card checkout result: provider unavailable");
    return { kind: "unavailable", reservationId };
  }
  if (!result.ok) {
    // unsigned is not the provider's; any other refusal is an unfinished checkout (nothing to record yet)
    if (result.reason === "signature") {
      logger.warn({ attemptId: attempt.id }, "card checkout result: signature does not verify");
      return { kind: "mismatch", reservationId };
    }
    return { kind: "pending", reservationId };
  }
  if (result.outcome === "pending") return { kind: "pending", reservationId };
  if (result.outcome === "failed") {
    const reason = result.errorMessage;
    await closeAttempt(attempt.id, "failed", result.errorCode ?? "FAILURE", reason ?? "", now);
    return { kind: "failed", reservationId, reason };
  }
  if (!resultMatches(attempt, result)) {
    logger.error(
      {
        attemptId: attempt.id,
        paymentId: result.paymentId,
        price: result.priceCents,
        currency: result.currency,
        basketId: result.basketId,
      },
      "card checkout result does not match its attempt: nothing recorded",
    );
    await closeAttempt(attempt.id, "failed", "MISMATCH", "the provider's result does not match the attempt", now);
    return { kind: "mismatch", reservationId };
  }
  return recordCheckoutPayment(attempt, result, ip, now);
}

/**
 * Records the provider's payment of `attempt` (already checked by `resultMatches`). Exported for the tests that
 * call it with a stale view of the attempt, as a callback racing another one has.
 */
export async function recordCheckoutPayment(
  attempt: CallbackAttempt,
  result: CheckoutResult,
  ip: string | null,
  now: Date,
): Promise<CheckoutOutcome> {
  const reservationId = attempt.reservationId;
  const amount = attempt.amount.toFixed(2);
  const transactionId = result.transactions[0]!.paymentTransactionId;
  const providerIds = { providerPaymentId: result.paymentId, providerTransactionId: transactionId };
  const outcome = await db()
    .$transaction(async (tx): Promise<"recorded" | "already" | "notDue"> => {
      await lockReservation(tx, reservationId);
      const row = await tx.reservation.findUniqueOrThrow({
        where: { id: reservationId },
        select: { ...balanceSelect, ...mailReservationSelect },
      });
      if (!isPayable(row.status) || row.currency !== attempt.currency || toCents(amount) > balanceFromRow(row).due) {
        // the money came in, but the reservation no longer owes it: the attempt closes and the payment goes back
        const closed = await tx.paymentAttempt.updateMany({
          where: { id: attempt.id, status: { in: ["started", "expired"] } },
          data: { status: "failed", errorCode: "NOT_DUE", errorMessage: "no longer due; refunded", completedAt: now, ...providerIds },
        });
        return closed.count === 1 ? "notDue" : "already";
      }
      const payment = await tx.payment.create({
        data: {
          reservationId,
          amount,
          currency: attempt.currency,
          paymentMethod: "Kredi Kartı",
          transactionReference: result.paymentId,
          status: "paid",
          paidAt: now,
        },
        select: { id: true },
      });
      // the one write that decides: of any number of callbacks, one moves the attempt to paid
      const claimed = await tx.paymentAttempt.updateMany({
        where: { id: attempt.id, status: { in: ["started", "expired"] } },
        data: { status: "paid", paymentId: payment.id, completedAt: now, errorCode: null, errorMessage: null, ...providerIds },
      });
      if (claimed.count !== 1) throw new AlreadyRecorded();
      await audit(
        {
          actorId: null,
          action: "payment.card",
          entity: "payment",
          entityId: payment.id,
          after: { reservationId, attemptId: attempt.id, amount, currency: attempt.currency, status: "paid", ...providerIds },
          ip,
        },
        tx,
      );
      await mailPaymentReceived(tx, amount, { currency: attempt.currency, transactionReference: result.paymentId, reservation: row });
      await confirmOnDeposit(tx, reservationId, { actorId: null, ip });
      return "recorded";
    }, TX_OPTIONS)
    .catch((error: unknown) => {
      // the provider's payment id is the payment's unique reference: a second row for it is the same payment
      if (error instanceof AlreadyRecorded || isUniqueViolation(error)) return "already" as const;
      throw error;
    });
  if (outcome === "recorded") forgetPaymentSummary();
  if (outcome !== "notDue") return { kind: "paid", reservationId, already: outcome === "already" };
  return { kind: "notDue", reservationId, refunded: await refundNotDue(attempt, transactionId, ip) };
}

class AlreadyRecorded extends Error {}

/** Sends back a payment the reservation no longer owed; a failure is logged for staff and left on the attempt. */
async function refundNotDue(attempt: CallbackAttempt, paymentTransactionId: string, ip: string | null): Promise<boolean> {
  const amountCents = toCents(attempt.amount.toFixed(2));
  let refunded = false;
  try {
    const answer = await refundProviderPayment({
      paymentTransactionId,
      amountCents,
      currency: attempt.currency,
      conversationId: attempt.id,
      ip: ip ?? "127.0.0.1",
    });
    refunded = answer.ok;
    if (!answer.ok) logger.error({ attemptId: attempt.id, errorCode: answer.errorCode }, "card payment not due: refund refused");
  } catch (error) {
    logger.error({ attemptId: attempt.id, err: String(error) }, "card payment not due: refund failed");
  }
  if (!refunded) {
    await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { errorCode: "REFUND_FAILED", errorMessage: `no longer due; refund of ${fromCents(amountCents)} failed` },
    });
  }
  return refunded;
}
