import type { Prisma } from "#app/generated/prisma/client";
import { depositPaid } from "#app/lib/domain/balance";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { formatDateTime, formatMoney, type Currency } from "#app/lib/format";
import { legTimesOfOne, placeText } from "./leg-times.server";
import { balanceFromRow, balanceSelect, lockReservation } from "#app/server/money/balance.server";
import { settleCancellation } from "#app/server/money/cancellation.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { enqueueJob } from "#app/server/platform/jobs/queue.server";
import { composeEmail, customerWordText } from "#app/server/platform/mail/texts.server";
import { reservationWord } from "#app/lib/domain/customer-status-words";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { logger } from "#app/server/platform/logger.server";

/**
 * Options and their deadline (decision 042). An option holds its jet until `option_deadline`; when it is made
 * (or a draft becomes one) a job `option-expiry` is queued for that moment in the same transaction, and a
 * schedule sweeps every few minutes for any the queue missed. At the deadline an option whose deposit is not in
 * is released — cancelled without a fee, so the jet is free again, anything paid left due as a refund — and the
 * customer and staff are told by e-mail, in the release's transaction.
 */
export const OPTION_EXPIRY_JOB = "option-expiry" as const;

/** How many expired options one sweep releases (the next tick takes the rest). */
const SWEEP_BATCH = 200;

/** Queues the release of an option at its deadline, inside the transaction that made the option. */
export async function scheduleOptionExpiry(tx: Prisma.TransactionClient, reservationId: string, deadline: Date): Promise<void> {
  await enqueueJob(OPTION_EXPIRY_JOB, { reservationId }, { tx, startAfter: deadline });
}

/**
 * Releases one option if, now, it is still an option, its deadline has passed and its deposit is not in.
 * Answers whether it was released. Safe to run twice and in parallel (the row is locked, the move conditional).
 */
export async function releaseOption(reservationId: string, now: Date = new Date()): Promise<boolean> {
  return db().$transaction(
    async (tx) => {
      if (!(await lockReservation(tx, reservationId))) return false;
      const row = await tx.reservation.findUniqueOrThrow({
        where: { id: reservationId },
        select: {
          ...balanceSelect,
          optionDeadline: true,
          route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true } },
          customer: { select: { email: true, firstName: true, lastName: true } },
        },
      });
      if (row.status !== "optional" || !row.optionDeadline || row.optionDeadline.getTime() > now.getTime()) return false;
      if (depositPaid(balanceFromRow(row))) return false;
      const settled =
        row.departureDatetime.getTime() > now.getTime()
          ? await settleCancellation(tx, { reservationId, actorId: null, reason: "option-expired" }, now)
          : null;
      const { count } = await tx.reservation.updateMany({
        where: { id: reservationId, status: "optional" },
        data: { status: "cancelled", ...(settled ? {} : { cancelledAt: now, cancellationFee: "0" }) },
      });
      if (count !== 1) return false;
      await audit(
        {
          actorId: null,
          action: "reservation.option-expired",
          entity: "reservation",
          entityId: reservationId,
          before: { status: "optional", optionDeadline: row.optionDeadline.toISOString() },
          after: { status: "cancelled" },
          ip: null,
        },
        tx,
      );
      // the departure at its airport, with its zone (decision 043); the deadline is a business time, İstanbul's
      const times = await legTimesOfOne(
        { departureDatetime: row.departureDatetime, arrivalDatetime: null, route: row.route },
        { lookUp: false },
      );
      const values = {
        name: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
        code: reservationCode(reservationId),
        status: customerWordText(reservationWord("cancelled")),
        route: `${row.route.departureCity} → ${row.route.arrivalCity}`,
        departure: placeText(times.departure),
        deadline: formatDateTime(row.optionDeadline),
        amount: row.totalAmount === null ? null : formatMoney(row.totalAmount.toString(), row.currency as Currency),
      };
      await queueEmail(
        { to: row.customer.email, ...(await composeEmail("optionExpired", values)), template: "reservation.option-expired" },
        tx,
      );
      await queueEmail(
        {
          to: env().STAFF_NOTIFICATION_EMAIL,
          ...(await composeEmail("optionExpiredStaff", values)),
          template: "reservation.option-expired-staff",
        },
        tx,
      );
      return true;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** Releases every option past its deadline (the job without a reservation, and the schedule's tick). */
export async function releaseExpiredOptions(now: Date = new Date()): Promise<number> {
  const due = await db().reservation.findMany({
    where: { status: "optional", optionDeadline: { lte: now } },
    orderBy: { optionDeadline: "asc" },
    take: SWEEP_BATCH,
    select: { id: true },
  });
  let released = 0;
  for (const { id } of due) {
    try {
      if (await releaseOption(id, now)) released += 1;
    } catch (error) {
      logger.error({ err: error, reservationId: id }, "option expiry failed");
    }
  }
  return released;
}

/** The job's handler: one option when the job names it, otherwise every expired one. */
export async function runOptionExpiryJob(data: Record<string, unknown>): Promise<void> {
  const id = typeof data.reservationId === "string" ? data.reservationId : null;
  if (id) await releaseOption(id);
  else await releaseExpiredOptions();
}
