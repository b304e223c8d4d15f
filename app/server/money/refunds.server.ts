import { fromCents, toCents } from "#app/lib/domain/money";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { lockReservation } from "./balance.server";
import { mailRefund, mailReservationSelect } from "./payment-mail.server";
import { PaymentError, TX_OPTIONS, type StaffInput } from "./payment-rules.server";
import { forgetPaymentSummary } from "./payment-summary.server";
import { cardTransactionOf, refundCardPayment, sendCardRefund } from "./card-refunds.server";
import { followRefunds, lockRefundable } from "./refund-ledger.server";

/**
 * Money going out, an admin's act (decision 042): refunding part or all of a received payment, and sending a
 * refund a cancellation left due. Each locks the reservation's row, writes the refund record, lets the payment's
 * status follow (`refund-ledger.server.ts`), and writes its audit row and the customer's e-mail in one
 * transaction: twenty parallel refunds never give back more than was paid.
 */
export interface RefundInput extends StaffInput {
  paymentId: string;
  amount: number;
  reason: string | null;
  now?: Date;
}

/**
 * Refunds part or all of a received payment at once (an admin sends the money now): a completed refund record
 * linked to the payment, whose status follows. The reservation's row is locked first, so parallel refunds are
 * checked one after the other: their total never exceeds the payment (nor, so, what was paid).
 */
export async function refundPayment(input: RefundInput): Promise<{ id: string }> {
  // a card payment goes back through the provider, and is recorded from its answer (decision 050)
  const transactionId = await cardTransactionOf(input.paymentId);
  if (transactionId) return refundCardPayment(input, transactionId);
  const now = input.now ?? new Date();
  const amountCents = toCents(input.amount.toFixed(2));
  return db().$transaction(async (tx) => {
    const { reservationId, payment } = await lockRefundable(tx, input.paymentId, amountCents);
    const refund = await tx.refund.create({
      data: {
        paymentId: input.paymentId,
        reservationId,
        amount: fromCents(amountCents),
        currency: payment.currency,
        status: "completed",
        completedAt: now,
        reason: input.reason,
      },
      select: { id: true },
    });
    const status = await followRefunds(tx, input.paymentId, payment.amount);
    forgetPaymentSummary();
    await audit(
      {
        actorId: input.actorId,
        action: "refund.create",
        entity: "payment",
        entityId: input.paymentId,
        before: { status: payment.status },
        after: { status, refundId: refund.id, amount: fromCents(amountCents), reason: input.reason },
        ip: input.ip,
      },
      tx,
    );
    await mailRefund(tx, fromCents(amountCents), payment);
    return refund;
  }, TX_OPTIONS);
}

/**
 * Sends a refund a cancellation left due (pending → completed, an admin's act): one conditional update, so of
 * parallel clicks one sends it; the payment's status follows and the customer is told.
 */
export async function executeRefund(input: StaffInput & { refundId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const due = await db().refund.findUnique({ where: { id: input.refundId }, select: { paymentId: true } });
  if (!due) throw new PaymentError("refundNotFound");
  // a card payment's refund is sent through the provider (also a retry after no answer; decision 050)
  const transactionId = await cardTransactionOf(due.paymentId);
  if (transactionId) return sendCardRefund({ ...input, now }, transactionId);
  await db().$transaction(async (tx) => {
    const refund = await tx.refund.findUnique({
      where: { id: input.refundId },
      select: { reservationId: true, paymentId: true, amount: true },
    });
    if (!refund) throw new PaymentError("refundNotFound");
    await lockReservation(tx, refund.reservationId);
    const { count } = await tx.refund.updateMany({
      where: { id: input.refundId, status: "pending" },
      data: { status: "completed", completedAt: now },
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
        actorId: input.actorId,
        action: "refund.completed",
        entity: "payment",
        entityId: refund.paymentId,
        after: { status, refundId: input.refundId, amount: refund.amount.toString() },
        ip: input.ip,
      },
      tx,
    );
    await mailRefund(tx, refund.amount.toString(), payment);
  }, TX_OPTIONS);
}
