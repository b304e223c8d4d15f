import { checkoutAmount } from "#app/lib/domain/card-checkout";
import { fromCents } from "#app/lib/domain/money";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { formatDateTime, formatPrice } from "#app/lib/format";
import { balanceFromRow, balanceSelect, lockReservation } from "#app/server/money/balance.server";
import { flightPaymentUrl, mailReservationSelect, timesAtAirports } from "#app/server/money/payment-mail.server";
import { isPayable } from "#app/server/money/payment-rules.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { logger } from "#app/server/platform/logger.server";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";

/**
 * "Your option's deadline is approaching" (decision 050): a schedule sweeps every few minutes for options whose
 * deadline is within `OPTION_REMINDER_BEFORE_MS` and whose customer was not reminded yet, and e-mails them the
 * deposit still missing and the payment link the "option held" e-mail carries. Once per option: the marker
 * `option_reminder_sent_at` is set by a conditional write in the e-mail's transaction. Options already paid
 * (confirmed, or the deposit in), cancelled or expired get none.
 */
export const OPTION_REMINDER_JOB = "option-reminder" as const;

/** How long before an option's deadline its customer is reminded: 24 hours (a day to pay of the 72-hour hold). */
export const OPTION_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** How many reminders one sweep sends (the next tick takes the rest). */
const SWEEP_BATCH = 200;

/** Reminds one option's customer if, now, it is still an unpaid option within the window. Answers whether it sent. */
export async function remindOption(reservationId: string, baseUrl: string, now: Date = new Date()): Promise<boolean> {
  return db().$transaction(
    async (tx) => {
      if (!(await lockReservation(tx, reservationId))) return false;
      const row = await tx.reservation.findUniqueOrThrow({
        where: { id: reservationId },
        select: { ...balanceSelect, ...mailReservationSelect, optionDeadline: true, optionReminderSentAt: true },
      });
      const deadline = row.optionDeadline;
      if (row.status !== "optional" || !deadline || row.optionReminderSentAt) return false;
      const left = deadline.getTime() - now.getTime();
      if (left <= 0 || left > OPTION_REMINDER_BEFORE_MS) return false;
      // the same rule the card checkout charges by: an option pays what is missing of its deposit
      const due = checkoutAmount(balanceFromRow(row), row.status, isPayable(row.status));
      if (!due.ok || due.purpose !== "deposit") return false;
      const { count } = await tx.reservation.updateMany({
        where: { id: reservationId, status: "optional", optionReminderSentAt: null },
        data: { optionReminderSentAt: now },
      });
      if (count !== 1) return false;
      const mail = await composeEmail("optionReminder", {
        name: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
        code: reservationCode(reservationId),
        route: `${row.route.departureCity} → ${row.route.arrivalCity}`,
        date: timesAtAirports(row).departure,
        amount: formatPrice(fromCents(due.amountCents), row.currency),
        // the deadline is a business time, İstanbul's (decision 043)
        deadline: formatDateTime(deadline),
        url: flightPaymentUrl(baseUrl, reservationId),
      });
      await queueEmail({ to: row.customer.email, ...mail, template: "reservation.option-reminder" }, tx);
      await audit(
        {
          actorId: null,
          action: "reservation.option-reminder",
          entity: "reservation",
          entityId: reservationId,
          after: { optionDeadline: deadline.toISOString(), depositDue: fromCents(due.amountCents) },
          ip: null,
        },
        tx,
      );
      return true;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** Reminds every unpaid option whose deadline is within the window and that was not reminded yet (the job). */
export async function sendOptionReminders(baseUrl: string, now: Date = new Date()): Promise<number> {
  const due = await db().reservation.findMany({
    where: {
      status: "optional",
      optionReminderSentAt: null,
      optionDeadline: { gt: now, lte: new Date(now.getTime() + OPTION_REMINDER_BEFORE_MS) },
    },
    orderBy: { optionDeadline: "asc" },
    take: SWEEP_BATCH,
    select: { id: true },
  });
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await remindOption(id, baseUrl, now)) sent += 1;
    } catch (error) {
      logger.error({ err: error, reservationId: id }, "option reminder failed");
    }
  }
  return sent;
}
