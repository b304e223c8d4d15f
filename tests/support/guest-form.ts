/**
 * The landing page's guest form through its real action (`/?index`): the price preview (decision 046) and the
 * guest's request share the form, so their tests share how they post, read the answer and count what a post wrote.
 */
import { todayInIstanbul } from "#app/lib/format";
import * as home from "#app/routes/public/home";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, formInit, run } from "./auth";
import { makeRoleAccounts } from "./factories";

/** İstanbul's calendar day `days` from today (negative: in the past), as the form's date field takes it. */
export function daysFromToday(days: number) {
  const date = new Date(`${todayInIstanbul()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The form posted from 127.0.0.1, as a browser without JavaScript sends it. */
export function postGuestForm(fields: Record<string, string | string[]>) {
  return run(home, "action", new Request(new URL("/?index", BASE), formInit(fields)));
}

/** The data of the action's answer. */
export const guestAnswerOf = <T>(result: unknown) => (result as { data: T }).data;

/** The rows a guest's post may write: a price preview none, a request one of each (two e-mails). */
export async function guestWriteCounts() {
  const [customers, routes, requests, emails, audits] = await Promise.all([
    db().customer.count(),
    db().route.count(),
    db().quoteRequest.count(),
    db().outboxEmail.count(),
    db().auditLog.count(),
  ]);
  return { customers, routes, requests, emails, audits };
}

/** What the form stands on: the airport table, and the staff accounts its e-mails go to. */
export async function prepareGuestForm() {
  await seedAirports(db());
  await makeRoleAccounts();
}

/** Each test starts under the per-address limits. */
export async function clearRateLimits() {
  await db().rateLimit.deleteMany();
}
