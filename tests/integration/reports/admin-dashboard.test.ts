import { beforeAll, describe, expect, it } from "vitest";
import { endOfIstanbulDay, startOfIstanbulDay } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { loadAdminDashboard, RECENT_RESERVATIONS } from "#app/server/reports/admin-dashboard.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { makeCustomer, makeJet, makeReservation, makeRoute } from "../../support/factories";

/**
 * The dashboard's live figures (the fleet, today's flights, the latest reservations) read on every view: each
 * condition of their statement is checked by a row that only that condition keeps out.
 */

beforeAll(async () => {
  await seedAirports(db());
  await makeRoute("İstanbul", "Londra");
});

describe("the admin dashboard's live figures", () => {
  it("counts the fleet and its available jets", async () => {
    const before = await loadAdminDashboard();
    await makeJet({ isAvailable: true });
    await makeJet({ isAvailable: false });
    const after = await loadAdminDashboard();
    expect(after.jets.total - before.jets.total).toBe(2);
    expect(after.jets.available - before.jets.available).toBe(1);
    expect(after.today.availableJets).toBe(after.jets.available);
  });

  it("counts today's flights: not cancelled, departing within the İstanbul day, both ends included", async () => {
    const now = new Date();
    const before = await loadAdminDashboard(now);
    const start = startOfIstanbulDay(now);
    const end = endOfIstanbulDay(now);
    await makeReservation({ status: "confirmed", departureDatetime: start });
    await makeReservation({ status: "draft", departureDatetime: end });
    // kept out: cancelled today, the instant before the day, the instant after it
    await makeReservation({ status: "cancelled", departureDatetime: new Date(start.getTime() + 3_600_000) });
    await makeReservation({ status: "confirmed", departureDatetime: new Date(start.getTime() - 1) });
    await makeReservation({ status: "confirmed", departureDatetime: new Date(end.getTime() + 1) });
    const after = await loadAdminDashboard(now);
    expect(after.today.flights - before.today.flights).toBe(2);
  });

  it("lists the latest reservations, newest first, with the customer's name, the route and the amount as text", async () => {
    const route = await makeRoute("Ankara", "Antalya");
    const customer = await makeCustomer({ firstName: "Deniz", lastName: "Aksoy" });
    const older = await makeReservation({ customerId: customer.id, routeId: route.id, totalAmount: "123456.78" });
    const newest = await makeReservation({ customerId: customer.id, routeId: route.id, totalAmount: null, status: "optional" });
    const { recent } = await loadAdminDashboard();
    expect(recent).toHaveLength(RECENT_RESERVATIONS);
    expect(recent.slice(0, 2).map((r) => r.id)).toEqual([newest.id, older.id]);
    expect(recent[0]).toMatchObject({
      status: "optional",
      totalAmount: null,
      currency: "TRY",
      customerName: "Deniz Aksoy",
      departureCity: "Ankara",
      arrivalCity: "Antalya",
    });
    expect(recent[0]!.departureDatetime.getTime()).toBe(newest.departureDatetime.getTime());
    expect(recent[1]!.totalAmount).toBe("123456.78");
  });
});
