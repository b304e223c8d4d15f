import { fromCents, sumCents, toCents } from "#app/lib/domain/money";
import { REFUNDABLE_STATUSES, statusAfterRefunds } from "#app/lib/domain/payment-status";
import type { Tx } from "./balance.server";

/**
 * The refunds of a payment (decision 042), shared by the payments screen's refunds and a cancellation's: what of a
 * payment may still be refunded, the payment's status following its executed refunds, and the refunds a
 * cancellation leaves due. Called inside a transaction that holds the reservation's row lock.
 */
/** What of a payment may still be refunded: its amount less every refund made or due on it, in cents. */
export async function refundableCents(
  tx: Tx,
  paymentId: string,
  amount: { toString(): string },
): Promise<{ left: number; completed: number }> {
  const refunds = await tx.refund.findMany({ where: { paymentId }, select: { amount: true, status: true } });
  const all = sumCents(refunds.map((r) => toCents(r.amount)));
  const completed = sumCents(refunds.filter((r) => r.status === "completed").map((r) => toCents(r.amount)));
  return { left: toCents(amount) - all, completed };
}

/** The payment's status follows its executed refunds (paid, partially_refunded, refunded). */
export async function followRefunds(tx: Tx, paymentId: string, amount: { toString(): string }) {
  const { completed } = await refundableCents(tx, paymentId, amount);
  const status = statusAfterRefunds(toCents(amount), completed);
  await tx.payment.update({ where: { id: paymentId }, data: { status } });
  return status;
}

/**
 * The refunds a cancellation leaves due (decision 042), inside the cancellation's transaction (the reservation's
 * row is already locked): `refundCents` spread over the reservation's received payments, the newest first, each
 * at most what is left of it; pending, for an admin to send. Answers the refunds made.
 */
export async function createCancellationRefunds(
  tx: Tx,
  input: { reservationId: string; refundCents: number; reason: string },
): Promise<Array<{ id: string; amountCents: number }>> {
  if (input.refundCents <= 0) return [];
  const payments = await tx.payment.findMany({
    where: { reservationId: input.reservationId, status: { in: [...REFUNDABLE_STATUSES] } },
    orderBy: [{ paidAt: "desc" }, { id: "asc" }],
    select: { id: true, amount: true, currency: true },
  });
  let rest = input.refundCents;
  const made: Array<{ id: string; amountCents: number }> = [];
  for (const payment of payments) {
    if (rest === 0) break;
    const { left } = await refundableCents(tx, payment.id, payment.amount);
    const take = Math.min(left, rest);
    if (take <= 0) continue;
    const refund = await tx.refund.create({
      data: {
        paymentId: payment.id,
        reservationId: input.reservationId,
        amount: fromCents(take),
        currency: payment.currency,
        status: "pending",
        reason: input.reason,
      },
      select: { id: true },
    });
    made.push({ id: refund.id, amountCents: take });
    rest -= take;
  }
  return made;
}
