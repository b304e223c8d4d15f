import { beforeAll, describe, expect, it } from "vitest";
import * as formRoute from "#app/routes/admin/reservation-form";
import { distanceBetweenCities } from "#app/lib/airports";
import { TURNAROUND_MINUTES } from "#app/lib/domain/charter/figures";
import { planLeg } from "#app/lib/domain/charter/leg";
import { formatDateTime, toLocalDateTimeInput } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { changeReservationStatus, createReservation } from "#app/server/bookings/reservation-changes.server";
import { ReservationError } from "#app/server/bookings/reservations.server";
import { createTestUser, formInit, run, signedInRequest, statusOf } from "../../support/auth";

/**
 * Where each jet is (decision 036), through the reservation service and the staff form: a jet that holds a flight
 * must be at its departure city (after its previous flight, the turnaround and any positioning leg), reach its next
 * flight afterwards, reach the route, and fly no faster than its block time. Drafts do not hold the jet.
 */
const HOUR = 3_600_000;
const ADMIN = "planlama.admin@ufukjet.test";
const ids = { admin: "", customer: "", ist: "", lonToIst: "", istToLon: "", istToBjv: "", jet: "", shortJet: "" };
let base = Date.now() + 400 * 24 * HOUR;

/** A fresh day far in the future, at 06:00 UTC, so tests never meet each other's flights. */
function day() {
  base += 10 * 24 * HOUR;
  const d = new Date(base);
  d.setUTCHours(6, 0, 0, 0);
  return d;
}

const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

async function route(from: string, to: string) {
  const found = await db().route.findFirst({ where: { departureCity: from, arrivalCity: to } });
  if (found) return found;
  return db().route.create({
    data: {
      departureCity: from,
      departureCountry: "x",
      departureAirport: from,
      arrivalCity: to,
      arrivalCountry: "x",
      arrivalAirport: to,
      distanceKm: distanceBetweenCities(from, to) ?? 1000,
      basePrice: null,
    },
  });
}

const block = (routeKm: number) => {
  const plan = planLeg(routeKm, { category: "heavy", rangeKm: 12_000 });
  if (!plan.ok) throw new Error("the heavy jet flies every test route");
  return plan.plan.blockMinutes;
};

async function hold(routeId: string, departure: Date, arrival: Date, status: "optional" | "draft" = "optional") {
  return createReservation({
    actorId: ids.admin,
    status,
    value: {
      customerId: ids.customer,
      routeId,
      jetId: ids.jet,
      departureDatetime: departure,
      arrivalDatetime: arrival,
      passengerCount: 4,
      cateringRequired: false,
      groundTransportRequired: false,
      specialRequests: null,
      totalAmount: null,
      currency: "TRY",
      quoteRequestId: null,
    },
  });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ReservationError) return { code: error.code, field: error.field, values: error.values };
    throw error;
  }
  return null;
}

let toLondonKm = 0;
let toBodrumKm = 0;

beforeAll(async () => {
  ids.admin = (await createTestUser({ email: ADMIN, role: "admin" })).id;
  ids.customer = (await db().customer.create({ data: { firstName: "Planlama", lastName: "Müşterisi", email: "planlama@example.com" } })).id;
  const istToLon = await route("İstanbul", "Londra");
  const lonToIst = await route("Londra", "İstanbul");
  const istToBjv = await route("İstanbul", "Bodrum");
  Object.assign(ids, { istToLon: istToLon.id, lonToIst: lonToIst.id, istToBjv: istToBjv.id });
  toLondonKm = istToLon.distanceKm;
  toBodrumKm = istToBjv.distanceKm;
  const jet = { manufacturer: "Plan", yearManufactured: 2022, seatCapacity: 12, maxSpeedKmh: 950, hourlyRate: "400000" };
  ids.jet = (await db().jet.create({ data: { ...jet, model: "Ağır", category: "heavy", rangeKm: 12_000, homeBase: "İstanbul" } })).id;
  ids.shortJet = (await db().jet.create({ data: { ...jet, model: "Kısa", category: "turboprop", rangeKm: 600, homeBase: "İstanbul" } })).id;
});

describe("a jet's schedule", () => {
  it("refuses a schedule shorter than the jet's block time, and one longer than a day, on the arrival field", async () => {
    const d = day();
    const short = await refusal(hold(ids.istToLon, d, at(d, block(toLondonKm) - 5)));
    expect(short).toMatchObject({ code: "scheduleTooShort", field: "arrival_datetime", values: { minutes: block(toLondonKm) } });
    expect(await refusal(hold(ids.istToLon, d, at(d, 24 * 60 + 1)))).toMatchObject({ code: "scheduleTooLong", field: "arrival_datetime" });
    // exactly the block time is accepted
    expect(await refusal(hold(ids.istToLon, d, at(d, block(toLondonKm)), "draft"))).toBeNull();
  });

  it("refuses a jet that cannot reach the route with one technical stop, naming the distance", async () => {
    const d = day();
    const result = await refusal(
      createReservation({
        actorId: ids.admin,
        status: "draft",
        value: {
          customerId: ids.customer,
          routeId: ids.istToLon,
          jetId: ids.shortJet,
          departureDatetime: d,
          arrivalDatetime: at(d, 600),
          passengerCount: 2,
          cateringRequired: false,
          groundTransportRequired: false,
          specialRequests: null,
          totalAmount: null,
          currency: "TRY",
          quoteRequestId: null,
        },
      }),
    );
    expect(result).toMatchObject({ code: "jetOutOfRange", field: "jet_id", values: { km: toLondonKm } });
  });

  it("cannot depart from İstanbul while it is in London: the earliest departure counts the turnarounds and the positioning leg", async () => {
    const d = day();
    const landed = at(d, block(toLondonKm));
    await hold(ids.istToLon, d, landed);
    const ferry = block(distanceBetweenCities("Londra", "İstanbul")!);
    const earliest = at(landed, TURNAROUND_MINUTES + ferry + TURNAROUND_MINUTES);
    const tooSoon = await refusal(hold(ids.istToBjv, at(earliest, -1), at(earliest, -1 + block(toBodrumKm) + 5)));
    expect(tooSoon).toEqual({ code: "notInPosition", field: "jet_id", values: { position: "Londra", earliest: formatDateTime(earliest) } });
    expect(await refusal(hold(ids.istToBjv, earliest, at(earliest, block(toBodrumKm) + 5)))).toBeNull();
  });

  it("departs London again after the turnaround, not a minute before", async () => {
    const d = day();
    const landed = at(d, block(toLondonKm));
    await hold(ids.istToLon, d, landed);
    const back = block(toLondonKm);
    expect(await refusal(hold(ids.lonToIst, at(landed, TURNAROUND_MINUTES - 1), at(landed, TURNAROUND_MINUTES - 1 + back)))).toMatchObject({
      code: "notInPosition",
    });
    expect(await refusal(hold(ids.lonToIst, at(landed, TURNAROUND_MINUTES), at(landed, TURNAROUND_MINUTES + back)))).toBeNull();
  });

  it("must still reach its next flight: a flight earlier in the day that would leave it in London is refused", async () => {
    const d = day();
    const later = at(d, 8 * 60);
    await hold(ids.istToBjv, later, at(later, block(toBodrumKm) + 5));
    const result = await refusal(hold(ids.istToLon, d, at(d, block(toLondonKm))));
    expect(result).toMatchObject({ code: "cannotReachNext", field: "jet_id", values: { airport: "İstanbul" } });
  });

  it("does not hold the jet for a draft, and checks the position when the draft is made an option", async () => {
    const d = day();
    const landed = at(d, block(toLondonKm));
    await hold(ids.istToLon, d, landed);
    const draft = await hold(ids.istToBjv, at(landed, 60), at(landed, 60 + block(toBodrumKm) + 5), "draft");
    expect(await refusal(changeReservationStatus({ actorId: ids.admin, id: draft.id, from: "draft", to: "optional" }))).toMatchObject({
      code: "notInPosition",
    });
    expect((await db().reservation.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe("draft");
  });

  it("lets exactly one of two parallel options through when each would strand the jet for the other", async () => {
    for (let round = 0; round < 3; round++) {
      const d = day();
      const before = await db().reservation.count({ where: { jetId: ids.jet } });
      const results = await Promise.allSettled([
        hold(ids.istToLon, d, at(d, block(toLondonKm))),
        hold(ids.istToBjv, at(d, 5 * 60), at(d, 5 * 60 + block(toBodrumKm) + 5)),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await db().reservation.count({ where: { jetId: ids.jet } })).toBe(before + 1);
    }
  });

  it("answers the staff form with the refusal next to the jet field, writing nothing", async () => {
    const d = day();
    const landed = at(d, block(toLondonKm));
    await hold(ids.istToLon, d, landed);
    const before = await db().reservation.count();
    const fields = {
      intent: "create",
      status: "optional",
      customer_id: ids.customer,
      route_id: ids.istToBjv,
      jet_id: ids.jet,
      departure_datetime: toLocalDateTimeInput(at(landed, 30)),
      arrival_datetime: toLocalDateTimeInput(at(landed, 30 + block(toBodrumKm) + 5)),
      passenger_count: "3",
      currency: "TRY",
    };
    const result = await run(formRoute, "action", await signedInRequest("/admin/reservations/new", ADMIN, formInit(fields)));
    expect(statusOf(result)).toBe(409);
    const reply = (result as { data: { result: { error?: Record<string, string[] | null> } } }).data.result;
    expect(reply.error?.jet_id?.[0]).toMatch(
      /^Jet o saatte Londra konumunda; .* en erken \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} GMT\+3 kalkabilir\.$/,
    );
    expect(await db().reservation.count()).toBe(before);
  });
});
