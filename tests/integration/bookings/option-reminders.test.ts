import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { enqueueJob } from "#app/server/platform/jobs/queue.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { OPTION_REMINDER_BEFORE_MS, OPTION_REMINDER_JOB, sendOptionReminders } from "#app/server/bookings/option-reminders.server";
import { flightPaymentUrl } from "#app/server/money/payment-mail.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { makeCustomer, makePayment, makeReservation } from "../../support/factories";

/**
 * The "option deadline approaching" e-mail (decision 050): once per unpaid option whose deadline is within a day,
 * with the deposit still missing and the payment link the "option held" e-mail carries; none for options paid,
 * confirmed, cancelled or expired, and a re-run sends nothing more.
 */
const BASE = "https://ufukjet.example";
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  await seedAirports(db());
});

async function option(hoursLeft: number, data: Parameters<typeof makeReservation>[0] = {}, now = new Date()) {
  const customer = await makeCustomer();
  const reservation = await makeReservation({
    customerId: customer.id,
    status: "optional",
    totalAmount: "10000.00",
    currency: "EUR",
    optionDeadline: new Date(now.getTime() + hoursLeft * HOUR),
    ...data,
  });
  return { customer, reservation };
}

const remindersTo = (email: string) => db().outboxEmail.findMany({ where: { template: "reservation.option-reminder", to: email } });

describe("the option deadline reminder", () => {
  it("e-mails an unpaid option within a day of its deadline once: the deposit due and the payment link", async () => {
    const now = new Date();
    const { customer, reservation } = await option(20, {}, now);
    expect(await sendOptionReminders(BASE, now)).toBeGreaterThanOrEqual(1);
    const mails = await remindersTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Ödenecek kapora: €3.000\n");
    expect(mails[0]!.text).toContain(`${BASE}/dashboard/flights/${reservation.id}`);
    expect(mails[0]!.text).toContain(flightPaymentUrl(BASE, reservation.id));
    const row = await db().reservation.findUniqueOrThrow({ where: { id: reservation.id } });
    expect(row.optionReminderSentAt?.toISOString()).toBe(now.toISOString());

    // a re-run, later or at once, sends nothing more
    expect(await sendOptionReminders(BASE, now)).toBe(0);
    expect(await sendOptionReminders(BASE, new Date(now.getTime() + 10 * HOUR))).toBe(0);
    expect(await remindersTo(customer.email)).toHaveLength(1);
  });

  it("names what is missing of the deposit when part of it is paid", async () => {
    const now = new Date();
    const { customer, reservation } = await option(5, {}, now);
    await makePayment({ reservationId: reservation.id, status: "paid", amount: 1000, currency: "EUR" });
    await sendOptionReminders(BASE, now);
    const [mail] = await remindersTo(customer.email);
    expect(mail!.text).toContain("Ödenecek kapora: €2.000\n");
  });

  it("waits until the deadline is within the window", async () => {
    const now = new Date();
    const { customer } = await option(30, {}, now);
    await sendOptionReminders(BASE, now);
    expect(await remindersTo(customer.email)).toHaveLength(0);
    await sendOptionReminders(BASE, new Date(now.getTime() + 30 * HOUR - OPTION_REMINDER_BEFORE_MS + 1000));
    expect(await remindersTo(customer.email)).toHaveLength(1);
  });

  it("is not sent for an option whose deposit is paid, nor a confirmed, cancelled or expired one", async () => {
    const now = new Date();
    const paid = await option(10, {}, now);
    await makePayment({ reservationId: paid.reservation.id, status: "paid", amount: 3000, currency: "EUR" });
    const confirmed = await option(10, { status: "confirmed" }, now);
    const cancelled = await option(10, { status: "cancelled" }, now);
    const expired = await option(-1, {}, now);
    await sendOptionReminders(BASE, now);
    for (const { customer, reservation } of [paid, confirmed, cancelled, expired]) {
      expect(await remindersTo(customer.email)).toHaveLength(0);
      expect((await db().reservation.findUniqueOrThrow({ where: { id: reservation.id } })).optionReminderSentAt).toBeNull();
    }
  });

  it("runs as the background job, with the app's public address in the link", async () => {
    const { customer, reservation } = await option(3);
    await enqueueJob(OPTION_REMINDER_JOB, {});
    expect(await runQueuedJobsNow(OPTION_REMINDER_JOB)).toBeGreaterThanOrEqual(1);
    const [mail] = await remindersTo(customer.email);
    expect(mail!.text).toContain(flightPaymentUrl(publicBaseUrl(), reservation.id));
    await enqueueJob(OPTION_REMINDER_JOB, {});
    await runQueuedJobsNow(OPTION_REMINDER_JOB);
    expect(await remindersTo(customer.email)).toHaveLength(1);
  });
});
