import { beforeAll, describe, expect, it } from "vitest";
import * as brokerQuotesRoute from "#app/routes/admin/broker-quotes";
import * as flightsRoute from "#app/routes/admin/flights";
import * as quoteRequestsRoute from "#app/routes/admin/quote-requests";
import * as brokerRequestsRoute from "#app/routes/broker/quote-requests";
import * as brokerDashboardRoute from "#app/routes/broker/dashboard";
import * as customersRoute from "#app/routes/admin/customers";
import * as reservationsRoute from "#app/routes/admin/reservations";
import * as publicLegsRoute from "#app/routes/public/empty-legs";
import { LIST_COUNT_CAP, SEARCH_COUNT_CAP } from "#app/lib/list-params";
import { listFlights } from "#app/server/bookings/flights.server";
import { listReservations } from "#app/server/bookings/reservations.server";
import { brokerDashboard, listRequestsForBroker } from "#app/server/brokerage/broker-quoting.server";
import { FILTER_FIRST_LIMIT, listCustomers } from "#app/server/customers/customers.server";
import { listBrokerQuotesForStaff } from "#app/server/brokerage/staff-quote-decisions.server";
import { listQuoteRequestsForStaff } from "#app/server/brokerage/staff-quote-requests.server";
import { ADMIN_PAGE_SIZE, adminEmptyLegPage } from "#app/server/empty-legs/empty-legs.server";
import { listPublicEmptyLegs } from "#app/server/empty-legs/public-empty-legs.server";
import { listPayments } from "#app/server/money/payment-book.server";
import { db } from "#app/server/platform/db/client.server";
import { i18nFor } from "#app/server/platform/i18n.server";
import { run, signedInRequest } from "../../support/auth";
import {
  daysFromNow,
  makeBrokerQuote,
  makeCustomer,
  makeEmptyLeg,
  makePayment,
  makeQuoteRequest,
  makeReservation,
  makeRoleAccounts,
} from "../../support/factories";

/**
 * The list screens count their rows up to LIST_COUNT_CAP (decision 059): below the cap the exact number, beyond it
 * the cap with `capped` set (the screen says "10.000+"), and the pager still reaches the cap's last page. Each
 * list gets one row more than the cap here, copied from a row the factories made, then loses two.
 */
const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const BROKER = "broker@ufukjet.test";
const OVER = LIST_COUNT_CAP + 1;
let broker: { userId: string; brokerId: string };

/** `count` copies of a row (without its id and the database's generated search text), changed by `change`. */
function copies<T extends { id: string }>(row: T, count: number, change: (copy: T, i: number) => object = () => ({})) {
  const { id: _id, searchText: _searchText, ...rest } = row as T & { searchText?: unknown };
  return Array.from({ length: count }, (_, i) => ({ ...rest, ...change(row, i) }));
}

beforeAll(async () => {
  const accounts = await makeRoleAccounts();
  broker = { userId: accounts.broker.user.id, brokerId: accounts.broker.broker.id };
  const request = await makeQuoteRequest({ visibleToBrokers: true });
  await db().quoteRequest.createMany({
    data: copies(request, OVER - 1, (_, i) => ({ createdAt: new Date(request.createdAt.getTime() - (i + 1) * 60_000), tripId: null })),
  });
  const quote = await makeBrokerQuote({ quoteRequestId: request.id, ...broker, expiresAt: daysFromNow(30) });
  await db().brokerQuote.createMany({
    data: copies(quote, OVER - 1, (_, i) => ({ submittedAt: new Date(quote.submittedAt.getTime() - (i + 1) * 60_000) })),
  });
  const flight = await makeReservation({ status: "confirmed", departureDatetime: daysFromNow(20) });
  await db().reservation.createMany({
    data: copies(flight, OVER - 1, (c, i) => ({
      departureDatetime: new Date(c.departureDatetime.getTime() + (i + 1) * 60_000),
      arrivalDatetime: c.arrivalDatetime ? new Date(c.arrivalDatetime.getTime() + (i + 1) * 60_000) : null,
      quoteRequestId: null,
    })),
  });
  const payment = await makePayment({ reservationId: flight.id, status: "pending" });
  await db().payment.createMany({
    data: copies(payment, OVER - 1, (_, i) => ({
      transactionReference: `${payment.transactionReference}-${i}`,
      stripePaymentIntentId: null,
    })),
  });
  const leg = await makeEmptyLeg({ createdBy: broker.userId, brokerId: broker.brokerId, approved: true });
  await db().emptyLeg.createMany({ data: copies(leg, OVER - 1) });
  const customer = await makeCustomer({ firstName: "Kalabalık", lastName: "Soyadlı" });
  await db().customer.createMany({
    data: copies(customer, OVER - 1, (c, i) => ({
      email: `kalabalik${i}@test.example`,
      createdAt: new Date(c.createdAt.getTime() - (i + 1) * 1_000),
    })),
  });
}, 300_000);

/** What a capped list hands its screen: the cap, `capped`, and a pager that ends at the cap's last page. */
function expectCapped(list: { total: number; capped: boolean; pages: number; take: number }) {
  expect(list.capped).toBe(true);
  expect(list.total).toBe(LIST_COUNT_CAP);
  expect(list.pages).toBe(Math.ceil(LIST_COUNT_CAP / list.take));
}

describe("beyond the cap", () => {
  it("staff's quote requests: the cap, its last page reachable, the loader says capped", async () => {
    const list = await listQuoteRequestsForStaff({ q: "", status: null, page: null });
    expectCapped(list);
    const last = await listQuoteRequestsForStaff({ q: "", status: null, page: "9999" });
    expect(last.page).toBe(list.pages);
    expect(last.rows).toHaveLength(list.take);
    expect(await run(quoteRequestsRoute, "loader", await signedInRequest("/admin/quote-requests", ADMIN))).toMatchObject({
      capped: true,
      total: LIST_COUNT_CAP,
    });
  });

  it("the broker's visible requests", async () => {
    expectCapped(await listRequestsForBroker(broker, "", null));
    expect(await run(brokerRequestsRoute, "loader", await signedInRequest("/broker/quote-requests", BROKER))).toMatchObject({
      capped: true,
    });
  });

  it("staff's broker quotes (the pending filter)", async () => {
    expectCapped(await listBrokerQuotesForStaff({ q: "", requestId: null, status: "pending", page: null }));
    expect(await run(brokerQuotesRoute, "loader", await signedInRequest("/admin/broker-quotes?status=pending", ADMIN))).toMatchObject({
      capped: true,
    });
  });

  it("the upcoming flights", async () => {
    expectCapped(await listFlights({ tab: "upcoming", q: "", page: null }));
    expect(await run(flightsRoute, "loader", await signedInRequest("/admin/flights?tab=upcoming", OPS))).toMatchObject({ capped: true });
  });

  it("the reservations, with and without a status filter", async () => {
    expectCapped(await listReservations({ q: "", status: null, page: null }));
    const confirmed = await listReservations({ q: "", status: "confirmed", page: "9999" });
    expectCapped(confirmed);
    expect(confirmed.page).toBe(confirmed.pages);
    expect(confirmed.rows).toHaveLength(confirmed.take);
    expect(await run(reservationsRoute, "loader", await signedInRequest("/admin/reservations", ADMIN))).toMatchObject({ capped: true });
  });

  it("the customers: the book in every sort, a broad search up to the search cap", async () => {
    for (const sort of ["newest", "oldest", "name", "name-desc"] as const) expectCapped(await listCustomers({ q: "", sort, page: null }));
    // more matches than FILTER_FIRST_LIMIT: the page walks the sort's index, the total stops at the search cap
    expect(OVER).toBeGreaterThan(FILTER_FIRST_LIMIT);
    const search = await listCustomers({ q: "kalabalık", sort: "name", page: null });
    expect(search).toMatchObject({ capped: true, total: SEARCH_COUNT_CAP, pages: SEARCH_COUNT_CAP / search.take });
    expect(search.rows).toHaveLength(search.take);
    expect(search.rows.every((r) => r.firstName === "Kalabalık")).toBe(true);
    expect(await run(customersRoute, "loader", await signedInRequest("/admin/customers", ADMIN))).toMatchObject({ capped: true });
  });

  it("the broker's dashboard: the open requests counted up to the cap, the tab paged to its last page", async () => {
    const dashboard = await brokerDashboard(broker, "requests", "9999");
    expect(dashboard.counts).toMatchObject({ pendingRequests: LIST_COUNT_CAP, pendingCapped: true });
    expect(dashboard.pages).toBe(LIST_COUNT_CAP / 10);
    expect(dashboard.page).toBe(dashboard.pages);
    expect(dashboard.requests).toHaveLength(10);
    expect(await run(brokerDashboardRoute, "loader", await signedInRequest("/broker", BROKER))).toMatchObject({
      counts: { pendingRequests: LIST_COUNT_CAP, pendingCapped: true },
    });
  });

  it("the payments book without a search (a search keeps its own, smaller cap)", async () => {
    expectCapped(await listPayments({ q: "", status: null, page: null }));
    expectCapped(await listPayments({ q: "", status: "pending", page: null }));
  });

  it("the public empty legs and the staff's, with their tab counters", async () => {
    const list = await listPublicEmptyLegs({ q: "", sort: "departure_datetime", page: null });
    expect(list).toMatchObject({ capped: true, total: LIST_COUNT_CAP });
    expect(await run(publicLegsRoute, "loader", new Request("http://localhost/bos-bacaklar"))).toMatchObject({ capped: true });
    const staff = await adminEmptyLegPage({ tab: "approved", q: "", page: null, legId: null, rejectId: null });
    expect(staff).toMatchObject({
      filtered: LIST_COUNT_CAP,
      filteredCapped: true,
      counts: { published: LIST_COUNT_CAP, pending: 0, total: LIST_COUNT_CAP },
      countsCapped: { published: true, pending: false, total: true },
    });
    // a search's count stops at the same cap; a search that finds nothing is its own zero
    const searched = await adminEmptyLegPage({ tab: "approved", q: "BODRUM", page: null, legId: null, rejectId: null });
    expect(searched).toMatchObject({ filtered: LIST_COUNT_CAP, filteredCapped: true });
    expect(searched.rows).toHaveLength(ADMIN_PAGE_SIZE);
    const none = await adminEmptyLegPage({ tab: "approved", q: "100%_yok", page: null, legId: null, rejectId: null });
    expect(none).toMatchObject({ filtered: 0, filteredCapped: false, rows: [] });
  });

  it("is shown as 10.000+ in Turkish and 10,000+ in English", async () => {
    const tr = (await i18nFor("tr")).t;
    const en = (await i18nFor("en")).t;
    expect(tr("quotes.admin.requests.totalCapped", { count: LIST_COUNT_CAP })).toBe("10.000+ talep");
    expect(en("quotes.admin.requests.totalCapped", { count: LIST_COUNT_CAP })).toBe("10,000+ requests");
    expect(tr("site.legs.foundCapped", { count: LIST_COUNT_CAP })).toBe("10.000+ uçuş bulundu");
    expect(tr("flights.totalCapped", { count: LIST_COUNT_CAP })).toBe("10.000+ uçuş");
    expect(tr("payments.totalMany", { count: LIST_COUNT_CAP })).toBe("10.000+ ödeme");
    expect(tr("reservations.list.totalCapped", { count: LIST_COUNT_CAP })).toBe("10.000+ rezervasyon");
    expect(en("reservations.list.totalCapped", { count: LIST_COUNT_CAP })).toBe("10,000+ reservations");
    expect(tr("customers.totalCapped", { count: SEARCH_COUNT_CAP })).toBe("1.000+ müşteri");
    expect(en("customers.totalCapped", { count: LIST_COUNT_CAP })).toBe("10,000+ customers");
  });
});

describe("at and below the cap", () => {
  it("counts exactly: one row fewer reaches the cap without passing it, a narrower filter is its own number", async () => {
    const newest = await db().quoteRequest.findFirstOrThrow({ orderBy: { createdAt: "asc" }, select: { id: true } });
    await db().quoteRequest.update({ where: { id: newest.id }, data: { status: "cancelled" } });
    const pending = await listQuoteRequestsForStaff({ q: "", status: "pending", page: null });
    expect(pending).toMatchObject({ capped: false, total: LIST_COUNT_CAP });
    const cancelled = await listQuoteRequestsForStaff({ q: "", status: "cancelled", page: null });
    expect(cancelled).toMatchObject({ capped: false, total: 1, pages: 1 });
    expect(cancelled.rows.map((r) => r.id)).toEqual([newest.id]);
    const pendingLegs = await adminEmptyLegPage({ tab: "pending", q: "", page: null, legId: null, rejectId: null });
    expect(pendingLegs).toMatchObject({ filtered: 0, filteredCapped: false });
    const tr = (await i18nFor("tr")).t;
    expect(tr("quotes.admin.requests.total", { count: 3 })).toBe("3 talep");
  });
});
