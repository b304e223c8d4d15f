import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as dashboardRoute from "#app/routes/customer/dashboard";
import * as flightRoute from "#app/routes/customer/flight";
import * as flightsRoute from "#app/routes/customer/flights";
import * as requestsRoute from "#app/routes/customer/requests";
import * as staffRequestsRoute from "#app/routes/admin/quote-requests";
import * as staffCustomerRoute from "#app/routes/admin/customer";
import { formatPlaceDeparture, formatPlaceTime, type PlaceTime } from "#app/lib/format";
import { changeReservationStatus } from "#app/server/bookings/reservation-changes.server";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { formInit, run, signedInRequest } from "../../support/auth";
import { makeJet, makeQuoteRequest, makeReservation, makeRoleAccounts, makeRoute } from "../../support/factories";

/**
 * Issue 27 on the customer's side, against PGlite: a flight from İstanbul at 09:00 (06:00Z) with a four-hour block
 * lands at 10:00Z, which London's clock reads 11:00 in summer (BST, UTC+1) and 10:00 in winter (GMT). The
 * customer's flight page, lists and e-mails give each time at its own airport with its zone; a requested departure
 * that is a date only shows the date at the departure airport.
 */
const CUSTOMER = "musteri@ufukjet.test";
const HOUR = 3_600_000;
// 09:00 in İstanbul (UTC+3 all year)
const SUMMER = new Date("2027-07-12T06:00:00Z");
const WINTER = new Date("2027-01-12T06:00:00Z");

let customerId: string;
let adminId: string;
let routeId: string;
let jetId: string;

beforeAll(async () => {
  await seedAirports(db());
  const accounts = await makeRoleAccounts();
  customerId = accounts.customer.customer.id;
  adminId = accounts.admin.id;
  routeId = (await makeRoute("İstanbul", "Londra")).id;
  jetId = (await makeJet()).id;
});

const flight = (departure: Date, status: "draft" | "optional" = "draft") =>
  makeReservation({ customerId, routeId, departureDatetime: departure, arrivalDatetime: new Date(departure.getTime() + 4 * HOUR), status });

async function loadFlight(id: string) {
  const data = (await run(flightRoute, "loader", await signedInRequest(`/dashboard/flights/${id}`, CUSTOMER), { reservationId: id })) as {
    flight: { departure: PlaceTime; arrival: PlaceTime | null };
  };
  return data.flight;
}

describe("the customer's flight page", () => {
  it("shows a summer İstanbul 09:00 → London flight departing 09:00 GMT+3 and arriving 11:00 BST", async () => {
    const { id } = await flight(SUMMER);
    const f = await loadFlight(id);
    expect(f.departure).toMatchObject({ at: SUMMER.toISOString(), zone: "Europe/Istanbul", zoneName: "GMT+3" });
    expect(f.arrival).toMatchObject({ at: "2027-07-12T10:00:00.000Z", zone: "Europe/London", zoneName: "BST" });
    expect(formatPlaceTime(f.departure)).toBe("09:00 GMT+3");
    expect(formatPlaceTime(f.arrival)).toBe("11:00 BST");
  });

  it("shows the same flight in winter arriving 10:00 GMT", async () => {
    const { id } = await flight(WINTER);
    const f = await loadFlight(id);
    expect(formatPlaceTime(f.departure)).toBe("09:00 GMT+3");
    expect(f.arrival?.zoneName).toBe("GMT");
    expect(formatPlaceTime(f.arrival)).toBe("10:00 GMT");
  });

  it("gives the cards of /dashboard/flights and the dashboard's rows the same local times", async () => {
    const { id } = await flight(new Date(SUMMER.getTime() + 24 * HOUR));
    const list = (await run(flightsRoute, "loader", await signedInRequest("/dashboard/flights", CUSTOMER))) as {
      rows: { id: string; departure: PlaceTime; arrival: PlaceTime | null }[];
    };
    const card = list.rows.find((r) => r.id === id)!;
    expect(formatPlaceTime(card.departure)).toBe("09:00 GMT+3");
    expect(formatPlaceTime(card.arrival)).toBe("11:00 BST");
    const dash = (await run(dashboardRoute, "loader", await signedInRequest("/dashboard", CUSTOMER))) as {
      upcoming: { id: string; departure: PlaceTime; arrival: PlaceTime | null }[];
    };
    const row = dash.upcoming.find((r) => r.id === id);
    // the dashboard shows the first few upcoming flights; this one is among them or later
    if (row) expect(formatPlaceTime(row.arrival)).toBe("11:00 BST");
    expect(dash.upcoming.every((r) => r.departure.zone === "Europe/Istanbul" && r.arrival?.zone === "Europe/London")).toBe(true);
  });
});

describe("e-mails", () => {
  it("confirms the reservation to the customer with both local times", async () => {
    const { id } = await makeReservation({
      customerId,
      routeId,
      jetId,
      departureDatetime: new Date(SUMMER.getTime() + 3 * 24 * HOUR),
      arrivalDatetime: new Date(SUMMER.getTime() + 3 * 24 * HOUR + 4 * HOUR),
      status: "optional",
    });
    await changeReservationStatus({ actorId: adminId, id, from: "optional", to: "confirmed" });
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "reservation.confirmed" }, orderBy: { createdAt: "desc" } });
    expect(mail.to).toBe(CUSTOMER);
    expect(mail.text).toContain("Kalkış: 15.07.2027 09:00 GMT+3\nVarış: 15.07.2027 11:00 BST");
    expect(mail.text).not.toContain("İstanbul saati");
  });

  it("writes a customer's change request to staff with both local times", async () => {
    const { id } = await flight(new Date(WINTER.getTime() + 2 * 24 * HOUR));
    await run(
      flightRoute,
      "action",
      await signedInRequest(
        `/dashboard/flights/${id}`,
        CUSTOMER,
        formInit({ intent: "request-change", request_key: randomUUID(), message: "Bir saat sonra kalkabilir miyiz?" }),
      ),
      { reservationId: id },
    );
    const mail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "customer-changeRequestStaff" },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.text).toContain("Kalkış: 14.01.2027 09:00 GMT+3\nVarış: 14.01.2027 10:00 GMT");
  });
});

describe("the customer's requests", () => {
  it("shows a requested time at the departure airport with its zone, and a date-only request's date there", async () => {
    const nice = await makeRoute("Nice", "İstanbul");
    const london = await makeRoute("Londra", "İstanbul");
    // 13:00 in Nice (CET, UTC+1) on 15 January
    const timed = await makeQuoteRequest({ customerId, routeId: nice.id, departureDatetime: new Date("2027-01-15T12:00:00Z") });
    // late on the 15th in London, already the 16th in İstanbul
    const dateOnly = await makeQuoteRequest({
      customerId,
      routeId: london.id,
      departureDatetime: new Date("2027-01-15T23:30:00Z"),
      departureDateOnly: true,
    });
    const data = (await run(requestsRoute, "loader", await signedInRequest("/dashboard/requests", CUSTOMER))) as {
      list: { rows: { id: string; departure: PlaceTime; departureDateOnly: boolean }[] };
    };
    const row = (id: string) => data.list.rows.find((r) => r.id === id)!;
    expect(formatPlaceDeparture(row(timed.id).departure, false)).toBe("15.01.2027 13:00 CET");
    expect(formatPlaceDeparture(row(dateOnly.id).departure, true)).toBe("15.01.2027");
  });
});

describe("staff see a request's wished departure at its departure airport", () => {
  it("on the requests book and on the customer's page: 13:00 CET for a Nice request, the Nice date for a date-only one", async () => {
    const nice = await makeRoute("Nice", "İstanbul");
    // 12:00Z on a winter day is 13:00 in Nice (CET) and 15:00 in İstanbul
    const timed = await makeQuoteRequest({ customerId, routeId: nice.id, departureDatetime: new Date("2027-01-15T12:00:00Z") });
    // 22:30Z on 15 January is 23:30 on the 15th in Nice but 01:30 on the 16th in İstanbul: the Nice date is shown
    const dateOnly = await makeQuoteRequest({
      customerId,
      routeId: nice.id,
      departureDatetime: new Date("2027-01-15T22:30:00Z"),
      departureDateOnly: true,
    });
    const book = (await run(staffRequestsRoute, "loader", await signedInRequest("/admin/quote-requests", "admin@ufukjet.test"))) as {
      rows: { id: string; departure: PlaceTime; departureDateOnly: boolean }[];
    };
    const timedRow = book.rows.find((r) => r.id === timed.id)!;
    const dateOnlyRow = book.rows.find((r) => r.id === dateOnly.id)!;
    expect(formatPlaceDeparture(timedRow.departure, timedRow.departureDateOnly)).toBe("15.01.2027 13:00 CET");
    expect(formatPlaceDeparture(dateOnlyRow.departure, dateOnlyRow.departureDateOnly)).toBe("15.01.2027");
    const page = (await run(staffCustomerRoute, "loader", await signedInRequest(`/admin/customers/${customerId}`, "admin@ufukjet.test"), {
      customerId,
    })) as { history: { requests: { rows: { id: string; departure: PlaceTime; departureDateOnly: boolean }[] } } };
    const onPage = page.history.requests.rows.find((r) => r.id === timed.id)!;
    expect(formatPlaceDeparture(onPage.departure, onPage.departureDateOnly)).toBe("15.01.2027 13:00 CET");
  });
});
