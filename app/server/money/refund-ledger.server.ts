import { fromCents, sumCents, toCents } from "#app/lib/domain/money";
import { isRefundable, REFUNDABLE_STATUSES, statusAfterRefunds } from "#app/lib/domain/payment-status";
import { formatMoney } from "#app/lib/format";
import { lockReservation, type Tx } from "./balance.server";
import { mailReservationSelect } from "./payment-mail.server";
import { PaymentError } from "./payment-rules.server";

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

/**
 * The refund rules of one payment (decision 042), checked under the reservation's row lock that it takes: the
 * payment belongs to a reservation, takes refunds, and `amountCents` is at most what is left of it once every
 * refund made, due or on its way to the provider is counted. Both refund paths (manual and card) start here, so
 * their writes that follow in the same transaction cannot together exceed the payment.
 */
export async function lockRefundable(tx: Tx, paymentId: string, amountCents: number) {
  const target = await tx.payment.findUnique({ where: { id: paymentId }, select: { reservationId: true } });
  if (!target) throw new PaymentError("notFound");
  if (!target.reservationId) throw new PaymentError("notRefundable", "amount");
  await lockReservation(tx, target.reservationId);
  const payment = await tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: { status: true, amount: true, currency: true, transactionReference: true, reservation: { select: mailReservationSelect } },
  });
  if (!isRefundable(payment.status)) throw new PaymentError("notRefundable", "amount");
  const { left } = await refundableCents(tx, paymentId, payment.amount);
  if (left <= 0) throw new PaymentError("notRefundable", "amount");
  if (amountCents > left) throw new PaymentError("refundTooHigh", "amount", { max: formatMoney(fromCents(left), payment.currency) });
  return { reservationId: target.reservationId, payment };
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
