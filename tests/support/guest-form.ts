/**
 * The landing page's guest form through its real action (`/?index`): the price preview (decision 046) and the
 * guest's request share the form, so their tests share how they post, read the answer and count what a post wrote.
 */
import { beforeAll, beforeEach } from "vitest";
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

/**
 * Bad inputs both of the form's intents refuse alike: a time already past today and a party the schema does not
 * take. Each intent's test lists them among its own cases.
 */
export function pastTimeAndPartyCases(): Array<[string, Record<string, string>]> {
  return [
    ["a time already past today", { departure_date: todayInIstanbul(), departure_time: "00:00" }],
    ["0 passengers", { passenger_count: "0" }],
    ["13 passengers", { passenger_count: "13" }],
    ["-1 passengers", { passenger_count: "-1" }],
    ["1.5 passengers", { passenger_count: "1.5" }],
    ["letters as passengers", { passenger_count: "abc" }],
    ["1e1 passengers", { passenger_count: "1e1" }],
    ["10 kB of digits as passengers", { passenger_count: "9".repeat(10_240) }],
  ];
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

/**
 * The set-up of a test file of the form: once, what the form stands on (the airport table, the staff accounts its
 * e-mails go to) and then the file's own rows (`prepare`); before each test, the per-address limits cleared.
 */
export function setUpGuestForm(prepare?: () => Promise<void>) {
  beforeAll(async () => {
    await seedAirports(db());
    await makeRoleAccounts();
    await prepare?.();
  });
  beforeEach(async () => {
    await db().rateLimit.deleteMany();
  });
}
