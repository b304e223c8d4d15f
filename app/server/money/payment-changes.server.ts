import { canTransition, PAYMENT_STATUSES } from "#app/lib/domain/payment-status";
import { depositPaid } from "#app/lib/domain/balance";
import { fromCents, toCents } from "#app/lib/domain/money";
import { reservationCode } from "#app/lib/domain/reservation-code";
import type { QuoteCurrency } from "#app/lib/domain/quote-terms";
import { formatMoney } from "#app/lib/format";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { composeEmail, customerWordText } from "#app/server/platform/mail/texts.server";
import { reservationWord } from "#app/lib/domain/customer-status-words";
import { balanceFromRow, balanceSelect, lockReservation, type Tx } from "./balance.server";
import { mailPaymentReceived, mailReservationSelect, timesAtAirports } from "./payment-mail.server";
import { isPayable, PaymentError, TX_OPTIONS, type StaffInput } from "./payment-rules.server";
import { forgetPaymentSummary } from "./payment-summary.server";

/**
 * Money coming in (/admin/payments, spec §2.11, §7.3; decision 042): record a payment against a reservation within
 * what it owes, mark it paid or failed. Every change locks the reservation's row, checks the balance
 * (`lib/domain/balance.ts`), moves along the payment state machine (`lib/domain/payment-status.ts`) and writes its
 * audit row and, where the customer should know, an e-mail, in one transaction: twenty parallel payments never
 * take more than is due. Refunds are in `refunds.server.ts`.
 */
export interface RecordPaymentInput extends StaffInput {
  reservationId: string;
  amount: number;
  currency: QuoteCurrency;
  method: string;
  reference: string | null;
}

/**
 * Records a pending payment against a reservation, within what it owes (decision 042): in the reservation's
 * currency only, never on a draft, a cancelled or an unpriced reservation, and at most the amount due — what is
 * owed less what is paid or already recorded as pending. The reservation's row is locked first, so parallel
 * payments are checked one after the other and cannot together exceed the due amount.
 */
export async function recordPayment(input: RecordPaymentInput): Promise<{ id: string }> {
  const amountCents = toCents(input.amount.toFixed(2));
  try {
    return await db().$transaction(async (tx) => {
      if (!(await lockReservation(tx, input.reservationId))) throw new PaymentError("reservationNotFound", "reservation_id");
      const row = await tx.reservation.findUniqueOrThrow({ where: { id: input.reservationId }, select: balanceSelect });
      if (!isPayable(row.status)) throw new PaymentError("reservationClosed", "reservation_id", { status: row.status });
      if (row.totalAmount === null) throw new PaymentError("notPriced", "reservation_id");
      if (input.currency !== row.currency) throw new PaymentError("currencyMismatch", "currency", { currency: row.currency });
      const balance = balanceFromRow(row);
      if (balance.due === 0) throw new PaymentError("nothingDue", "amount");
      if (amountCents > balance.due) {
        throw new PaymentError("overDue", "amount", { due: formatMoney(fromCents(balance.due), row.currency) });
      }
      const payment = await tx.payment.create({
        data: {
          reservationId: input.reservationId,
          amount: fromCents(amountCents),
          currency: input.currency,
          paymentMethod: input.method,
          transactionReference: input.reference,
          status: "pending",
        },
        select: { id: true },
      });
      forgetPaymentSummary();
      await audit(
        {
          actorId: input.actorId,
          action: "payment.create",
          entity: "payment",
          entityId: payment.id,
          after: {
            reservationId: input.reservationId,
            amount: fromCents(amountCents),
            currency: input.currency,
            method: input.method,
            reference: input.reference,
            dueBefore: fromCents(balance.due),
          },
          ip: input.ip,
        },
        tx,
      );
      return payment;
    }, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error)) throw new PaymentError("referenceTaken", "transaction_reference");
    throw error;
  }
}

/**
 * Marks a pending payment paid or failed (a failed one may be put back to pending): one conditional update along
 * the state machine, so of twenty parallel clicks one changes it. Money is received only on a reservation that
 * takes money; a retried payment is checked against the due amount again. When the money received reaches the
 * deposit of an option, the option is confirmed in the same transaction (decision 042).
 */
export async function changePaymentStatus(
  input: StaffInput & { id: string; to: "paid" | "failed" | "pending"; now?: Date },
): Promise<void> {
  const from = PAYMENT_STATUSES.filter((s) => canTransition(s, input.to));
  const now = input.now ?? new Date();
  await db().$transaction(async (tx) => {
    const target = await tx.payment.findUnique({ where: { id: input.id }, select: { reservationId: true } });
    if (!target) throw new PaymentError("notFound");
    if (target.reservationId && input.to !== "failed") {
      await lockReservation(tx, target.reservationId);
      const row = await tx.reservation.findUniqueOrThrow({ where: { id: target.reservationId }, select: balanceSelect });
      if (!isPayable(row.status)) throw new PaymentError("reservationClosed", undefined, { status: row.status });
      if (input.to === "pending") {
        const payment = await tx.payment.findUniqueOrThrow({ where: { id: input.id }, select: { amount: true, status: true } });
        const balance = balanceFromRow(row);
        if (payment.status === "failed" && toCents(payment.amount) > balance.due) {
          throw new PaymentError("overDue", undefined, { due: formatMoney(fromCents(balance.due), row.currency) });
        }
      }
    }
    const changed = await tx.payment.updateMany({
      where: { id: input.id, status: { in: from } },
      data: { status: input.to, ...(input.to === "paid" ? { paidAt: now } : {}) },
    });
    const payment = await tx.payment.findUniqueOrThrow({
      where: { id: input.id },
      select: {
        status: true,
        amount: true,
        currency: true,
        transactionReference: true,
        reservationId: true,
        reservation: { select: mailReservationSelect },
      },
    });
    if (changed.count !== 1) throw new PaymentError("alreadyChanged");
    forgetPaymentSummary();
    await audit(
      {
        actorId: input.actorId,
        action: `payment.${input.to}`,
        entity: "payment",
        entityId: input.id,
        before: { status: from },
        after: { status: input.to },
        ip: input.ip,
      },
      tx,
    );
    if (input.to === "paid") await mailPaymentReceived(tx, payment.amount.toString(), payment);
    if (input.to === "paid" && payment.reservationId) await confirmOnDeposit(tx, payment.reservationId, input);
  }, TX_OPTIONS);
}

/**
 * An option whose deposit is in becomes confirmed (decision 042): conditional on it still being an option, with
 * its audit row and the customer's confirmation e-mail, in the payment's transaction. Staff's changes and the card
 * checkout's result (`checkout-result.server.ts`, whose actor is the provider: null) both end here.
 */
export async function confirmOnDeposit(tx: Tx, reservationId: string, actor: { actorId: string | null; ip: string | null }) {
  const row = await tx.reservation.findUniqueOrThrow({
    where: { id: reservationId },
    select: { ...balanceSelect, ...mailReservationSelect },
  });
  if (row.status !== "optional" || !depositPaid(balanceFromRow(row))) return;
  const { count } = await tx.reservation.updateMany({ where: { id: reservationId, status: "optional" }, data: { status: "confirmed" } });
  if (count !== 1) return;
  await audit(
    {
      actorId: actor.actorId,
      action: "reservation.confirmed",
      entity: "reservation",
      entityId: reservationId,
      before: { status: "optional" },
      after: { status: "confirmed", reason: "deposit" },
      ip: actor.ip,
    },
    tx,
  );
  const mail = await composeEmail("reservationConfirmed", {
    name: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
    code: reservationCode(reservationId),
    status: customerWordText(reservationWord("confirmed")),
    route: `${row.route.departureCity} → ${row.route.arrivalCity}`,
    ...timesAtAirports(row),
    amount: row.totalAmount === null ? null : formatMoney(row.totalAmount.toString(), row.currency),
  });
  await queueEmail({ to: row.customer.email, ...mail, template: "reservation.confirmed" }, tx);
}
