import { beforeAll, describe, expect, it } from "vitest";
import { reservationListRows } from "#app/server/bookings/reservation-list-rows.server";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { makeCustomer, makeJet, makeReservation, makeRoute } from "../../support/factories";

beforeAll(async () => {
  await seedAirports(db());
});

describe("a list page's reservations read by id", () => {
  it("keeps the order of the ids it is given, names the customer, route and jet, and gives the amount as text", async () => {
    const route = await makeRoute("Ankara", "Antalya");
    const jet = await makeJet({ manufacturer: "Embraer", model: "Phenom 300" });
    const customer = await makeCustomer({ firstName: "Selin", lastName: "Kaya" });
    const withJet = await makeReservation({ customerId: customer.id, routeId: route.id, jetId: jet.id, totalAmount: "98765.43" });
    const noJet = await makeReservation({ totalAmount: null, status: "optional" });
    const third = await makeReservation();

    const rows = await reservationListRows([third.id, withJet.id, noJet.id]);
    expect(rows.map((r) => r.id)).toEqual([third.id, withJet.id, noJet.id]);
    expect(rows[1]).toMatchObject({
      customer: { firstName: "Selin", lastName: "Kaya" },
      jet: { manufacturer: "Embraer", model: "Phenom 300" },
      route: {
        departureCity: "Ankara",
        arrivalCity: "Antalya",
        departureAirport: route.departureAirport,
        arrivalAirport: route.arrivalAirport,
      },
      totalAmount: "98765.43",
      currency: "TRY",
      passengerCount: withJet.passengerCount,
    });
    expect(rows[1]!.departureDatetime.getTime()).toBe(withJet.departureDatetime.getTime());
    expect(rows[1]!.arrivalDatetime?.getTime()).toBe(withJet.arrivalDatetime?.getTime());
    expect(rows[2]).toMatchObject({ jet: null, totalAmount: null, status: "optional" });
  });

  it("answers nothing for no ids and skips an id that is gone", async () => {
    expect(await reservationListRows([])).toEqual([]);
    const kept = await makeReservation();
    expect((await reservationListRows(["00000000-0000-4000-8000-000000000000", kept.id])).map((r) => r.id)).toEqual([kept.id]);
  });
});
