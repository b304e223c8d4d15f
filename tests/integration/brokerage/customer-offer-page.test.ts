import { beforeAll, describe, expect, it } from "vitest";
import * as requestsRoute from "#app/routes/customer/requests";
import { CANCELLATION_BANDS, DEPOSIT_PERCENT } from "#app/lib/domain/money-terms";
import { formatPlaceDeparture } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { run, signedInRequest } from "../../support/auth";
import { makeBrokerUser, makeCustomerUser, makeJet, makeReservation, makeRoute } from "../../support/factories";

/**
 * The customer's offer on /dashboard/requests (decision 048) through the route's loader: the operator (the broker
 * company's name), the aircraft with its year, category, seats and photo, what the price includes and what it does
 * not, the money and cancellation terms, the departure at the departure airport with its zone (a foreign one shows
 * the foreign zone), and the customer's words for the request and the offer, never the staff's.
 */
const EMAIL = "teklif.sayfasi@example.com.tr";
const PATH = "/dashboard/requests";
const DAY = 86_400_000;

type LoaderData = Awaited<ReturnType<typeof requestsRoute.loader>>;
function dataOf<T>(result: unknown): T {
  return (result && typeof result === "object" && "data" in result ? (result as { data: T }).data : result) as T;
}
const load = async (path = PATH) => dataOf<LoaderData>(await run(requestsRoute, "loader", await signedInRequest(path, EMAIL)));

const ids = { customer: "", broker: "", brokerUser: "", jet: "", nice: "", istanbul: "" };

beforeAll(async () => {
  await seedAirports(db());
  ids.customer = (await makeCustomerUser({ email: EMAIL, customer: { firstName: "Deniz", lastName: "Aksoy" } })).customer.id;
  const broker = await makeBrokerUser({ broker: { name: "Ege Hava Taşımacılık A.Ş.", code: "EGEHAVA" } });
  ids.broker = broker.broker.id;
  ids.brokerUser = broker.user.id;
  ids.jet = (
    await makeJet({
      manufacturer: "Dassault",
      model: "Falcon 7X",
      yearManufactured: 2019,
      category: "heavy",
      seatCapacity: 12,
      imageUrl: "https://images.example.com/falcon-7x.jpg",
    })
  ).id;
  ids.nice = (await makeRoute("Nice", "Londra")).id;
  ids.istanbul = (await makeRoute("İstanbul", "Nice")).id;
});

/** A request of the customer on `routeId` departing at `departure`, with one offer staff approved. */
async function approvedOffer(routeId: string, departure: Date, expiresInHours = 48) {
  const request = await db().quoteRequest.create({
    data: {
      customerId: ids.customer,
      routeId,
      passengerCount: 4,
      departureDatetime: departure,
      status: "accepted",
      visibleToBrokers: true,
    },
    select: { id: true },
  });
  const quote = await db().brokerQuote.create({
    data: {
      quoteRequestId: request.id,
      brokerId: ids.broker,
      userId: ids.brokerUser,
      quotedPrice: "38500",
      currency: "EUR",
      jetOfferedId: ids.jet,
      validityHours: 48,
      expiresAt: new Date(Date.now() + expiresInHours * 3_600_000),
      status: "approved",
      decidedAt: new Date(),
    },
    select: { id: true },
  });
  return { requestId: request.id, offerId: quote.id };
}

describe("the customer's offer", () => {
  it("names the operator, the aircraft, the departure at a foreign airport with its zone, and reads 'Teklif hazır'", async () => {
    // 15 January 2027, 12:00 UTC: 13:00 in Nice (CET), 15:00 in İstanbul
    const { requestId, offerId } = await approvedOffer(ids.nice, new Date("2027-01-15T12:00:00Z"));
    const data = await load(`${PATH}?request=${requestId}`);
    const row = data.list!.rows[0]!;
    const offer = row.offers.find((o) => o.id === offerId)!;
    expect(offer).toMatchObject({
      operator: "Ege Hava Taşımacılık A.Ş.",
      jet: "Dassault Falcon 7X",
      jetYear: 2019,
      jetCategory: "heavy",
      jetSeats: 12,
      jetImage: "https://images.example.com/falcon-7x.jpg",
      state: "open",
      word: "ready",
    });
    // staff approving set the request to accepted: the customer reads the offer's word on both
    expect(row.status).toBe("accepted");
    expect(row.word).toBe("ready");
    expect(row.departure).toMatchObject({ zone: "Europe/Paris", zoneName: "CET" });
    expect(formatPlaceDeparture(row.departure, row.departureDateOnly, "tr")).toBe("15.01.2027 13:00 CET");
  });

  it("shows a departure from İstanbul on İstanbul's clock", async () => {
    const { requestId } = await approvedOffer(ids.istanbul, new Date("2027-02-10T06:30:00Z"));
    const row = (await load(`${PATH}?request=${requestId}`)).list!.rows[0]!;
    expect(row.departure).toMatchObject({ zone: "Europe/Istanbul", zoneName: "GMT+3" });
    expect(formatPlaceDeparture(row.departure, false, "en")).toContain("09:30 GMT+3");
  });

  it("states what the price includes and does not, and the money and cancellation terms", async () => {
    const data = await load();
    expect(data.terms.included).toEqual(["flight", "stop", "positioning"]);
    expect(data.terms.notIncluded.map((n) => n.item)).toEqual(["catering", "taxesAndFees"]);
    expect(data.terms.notIncluded.find((n) => n.item === "catering")!.price).toMatchObject({ currency: "EUR" });
    expect(data.terms.notIncluded.find((n) => n.item === "taxesAndFees")!.price).toBeNull();
    expect(data.terms.depositPercent).toBe(DEPOSIT_PERCENT);
    expect(data.terms.cancellation).toEqual(CANCELLATION_BANDS);
  });

  it("follows the trip in the customer's words: lapsed, then a flight awaiting payment", async () => {
    const lapsed = await approvedOffer(ids.nice, new Date(Date.now() + 200 * DAY), -1);
    const lapsedRow = (await load(`${PATH}?request=${lapsed.requestId}`)).list!.rows[0]!;
    expect(lapsedRow.word).toBe("expired");
    expect(lapsedRow.offers[0]!.word).toBe("expired");

    const booked = await approvedOffer(ids.nice, new Date(Date.now() + 210 * DAY));
    await db().brokerQuote.update({
      where: { id: booked.offerId },
      data: { customerResponse: "accepted", customerRespondedAt: new Date() },
    });
    await makeReservation({ customerId: ids.customer, routeId: ids.nice, quoteRequestId: booked.requestId, status: "optional" });
    const bookedRow = (await load(`${PATH}?request=${booked.requestId}`)).list!.rows[0]!;
    expect(bookedRow.word).toBe("awaitingPayment");
    expect(bookedRow.offers[0]!.word).toBe("awaitingPayment");
  });
});
