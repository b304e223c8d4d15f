import { cancellationTerms, type CancellationTerms } from "#app/lib/domain/money-terms";
import { fromCents, toCents } from "#app/lib/domain/money";
import { audit } from "#app/server/platform/audit.server";
import { balanceFromRow, balanceSelect, lockReservation, type Tx } from "./balance.server";
import { createCancellationRefunds } from "./refund-ledger.server";

/**
 * The money side of cancelling a reservation (decision 042), inside the cancellation's transaction, whoever
 * cancels (staff, the customer's own option, the option-expiry job): the reservation's row is locked, the
 * policy's fee computed from the notice before departure (app/lib/domain/money-terms.ts), the fee and the moment
 * written on the reservation, payments still pending marked failed (no money may arrive on a cancelled
 * reservation), and what the customer paid above the fee left due as pending refunds for an admin to send.
 * Answers the terms, or the refusal (`allowed: false`) when the flight has departed or is final.
 */
export async function settleCancellation(
  tx: Tx,
  input: { reservationId: string; actorId: string | null; ip?: string | null; reason: string },
  now: Date,
): Promise<CancellationTerms & { refunds: Array<{ id: string; amountCents: number }> }> {
  await lockReservation(tx, input.reservationId);
  const row = await tx.reservation.findUniqueOrThrow({ where: { id: input.reservationId }, select: balanceSelect });
  const balance = balanceFromRow(row);
  const terms = cancellationTerms(
    {
      status: row.status,
      departure: row.departureDatetime,
      totalCents: row.totalAmount === null ? null : toCents(row.totalAmount),
      netPaidCents: balance.net,
    },
    now,
  );
  if (!terms.allowed) return { ...terms, refunds: [] };
  await tx.reservation.update({
    where: { id: input.reservationId },
    data: { cancellationFee: fromCents(terms.feeCents), cancelledAt: now },
  });
  const pending = await tx.payment.updateMany({
    where: { reservationId: input.reservationId, status: "pending" },
    data: { status: "failed" },
  });
  const refunds = await createCancellationRefunds(tx, {
    reservationId: input.reservationId,
    refundCents: terms.refundCents,
    reason: input.reason,
  });
  await audit(
    {
      actorId: input.actorId,
      action: "reservation.cancellation-settled",
      entity: "reservation",
      entityId: input.reservationId,
      after: {
        percent: terms.percent,
        fee: fromCents(terms.feeCents),
        refund: fromCents(terms.refundCents),
        refunds: refunds.map((r) => r.id),
        pendingPaymentsFailed: pending.count,
      },
      ip: input.ip ?? null,
    },
    tx,
  );
  return { ...terms, refunds };
}
