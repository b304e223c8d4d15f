/**
 * The demo data loader (decision 039): writes the rows of demo/plan.ts into the database, then the demo concierge
 * thread, the staff offers and the empty-leg watches. Not part of the app's server bundle: `react-router build`
 * builds it on its own into build/demo/seed.js (demo/build.ts), and server.js hands it to the start-up, which runs
 * it only on an empty database that wants demo data (SEED_DEMO). Tests import it directly.
 *
 * Idempotent: every row has a fixed id derived from a name, all inserts skip rows that are already there, and rows
 * that already exist under the same natural key (e-mail, broker code, city pair) with another id are reused, so a
 * second call adds nothing and changes nothing. The main rows are written in one transaction.
 */
import type { PrismaClient } from "#app/generated/prisma/client";
import { hashPassword } from "#app/server/platform/auth/password.server";
import { DEMO_FEED, demoFeedUrl } from "#app/server/brokerage/demo-feed.server";
import { seedConciergeDemo } from "./concierge";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./data/accounts";
import { BROKERS } from "./data/brokers";
import { CUSTOMERS } from "./data/customers";
import { ROUTES } from "./data/routes";
import { seedDemoLegWatches } from "./leg-watches";
import { seedDemoOffers } from "./offers";
import { checkedDemoRows, routeKey } from "./plan";

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export async function seedDemo(prisma: PrismaClient, now: Date = new Date()): Promise<void> {
  const [existingUsers, existingBrokers, existingCustomers, existingRoutes] = await prisma.$transaction([
    prisma.user.findMany({ where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } }, select: { id: true, email: true } }),
    prisma.broker.findMany({
      where: { code: { in: [...BROKERS.map((b) => b.code), DEMO_FEED.brokerCode] } },
      select: { id: true, code: true },
    }),
    prisma.customer.findMany({ where: { email: { in: CUSTOMERS.map((c) => c.email) } }, select: { id: true, email: true } }),
    prisma.route.findMany({
      where: { OR: ROUTES.map(([from, to]) => ({ departureCity: from, arrivalCity: to })) },
      select: { id: true, departureCity: true, arrivalCity: true },
    }),
  ]);
  const users = new Map(existingUsers.map((u) => [u.email, u.id]));
  // password hashing is slow: hash once, and only when an account is missing
  const missingAccount = DEMO_ACCOUNTS.some((a) => !users.has(a.email));
  const rows = checkedDemoRows({
    now,
    existing: {
      users,
      brokers: new Map(existingBrokers.map((b) => [b.code, b.id])),
      customers: new Map(existingCustomers.map((c) => [c.email, c.id])),
      routes: new Map(existingRoutes.map((r) => [routeKey(r.departureCity, r.arrivalCity), r.id])),
    },
    passwordHash: missingAccount ? await hashPassword(DEMO_PASSWORD) : "",
    demoFeed: { brokerCode: DEMO_FEED.brokerCode, brokerName: DEMO_FEED.brokerName, url: demoFeedUrl() },
  });

  await prisma.$transaction([
    prisma.broker.createMany({ data: rows.brokers, skipDuplicates: true }),
    ...(missingAccount ? [prisma.user.createMany({ data: rows.users, skipDuplicates: true })] : []),
    prisma.customer.createMany({ data: rows.customers, skipDuplicates: true }),
    prisma.userProfile.createMany({ data: rows.profiles, skipDuplicates: true }),
    prisma.jet.createMany({ data: rows.jets, skipDuplicates: true }),
    prisma.route.createMany({ data: rows.routes, skipDuplicates: true }),
    prisma.emptyLeg.createMany({ data: rows.emptyLegs, skipDuplicates: true }),
    prisma.quoteRequest.createMany({ data: rows.quoteRequests, skipDuplicates: true }),
    prisma.brokerQuote.createMany({ data: rows.brokerQuotes, skipDuplicates: true }),
    prisma.reservation.createMany({ data: rows.reservations, skipDuplicates: true }),
    prisma.membershipPoint.createMany({ data: rows.membershipPoints, skipDuplicates: true }),
    prisma.payment.createMany({ data: rows.payments, skipDuplicates: true }),
    prisma.refund.createMany({ data: rows.refunds, skipDuplicates: true }),
    prisma.outboxEmail.createMany({ data: rows.failedEmails, skipDuplicates: true }),
  ]);
  const customer = DEMO_ACCOUNTS.find((a) => a.key === "customer")!;
  await seedConciergeDemo(prisma, {
    customerUserId: rows.customerUserId,
    staffUserId: rows.staffUserId,
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer.email,
    now,
  });
  await seedDemoOffers(prisma, now, rows.staffUserId);
  await seedDemoLegWatches(prisma, now);
}
