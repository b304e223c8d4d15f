import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as legRequestRoute from "#app/routes/public/empty-leg-request";
import * as legsRoute from "#app/routes/public/empty-legs";
import { db } from "#app/server/platform/db/client.server";
import { PUBLIC_LEGS_PAGE_SIZE, listPublicEmptyLegs, publicLegsVersion } from "#app/server/empty-legs/public-empty-legs.server";
import { approveEmptyLeg, withdrawEmptyLeg } from "#app/server/empty-legs/empty-legs.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, formInit, locationOf, run, statusOf } from "../../support/auth";
import { daysFromNow, makeBrokerUser, makeEmptyLeg, makeRoute } from "../../support/factories";

type ListData = Awaited<ReturnType<typeof legsRoute.loader>>;

async function list(query = "") {
  const result = await run(legsRoute, "loader", new Request(new URL(`/bos-bacaklar${query}`, BASE)));
  return result as ListData;
}

const DAY = 86_400_000;
let brokerUserId: string;
let folded: { id: string };
let unapproved: { id: string };
let past: { id: string };

beforeAll(async () => {
  await seedAirports(db());
  brokerUserId = (await makeBrokerUser({ email: "broker@ufukjet.test" })).user.id;
  // published legs: Bodrum → İstanbul on an existing route, one of Riviera Jets, one without a price
  await makeRoute("Bodrum", "İstanbul");
  await makeEmptyLeg({ createdBy: brokerUserId, from: "Bodrum", to: "İstanbul", departureDatetime: daysFromNow(3), seatCapacity: 8 });
  await makeEmptyLeg({
    createdBy: brokerUserId,
    from: "Nice",
    to: "İstanbul",
    operatorName: "Riviera Jets",
    departureDatetime: daysFromNow(4),
  });
  await makeEmptyLeg({ createdBy: brokerUserId, from: "Dubai", to: "İstanbul", price: null, departureDatetime: daysFromNow(12) });
  const base = {
    createdBy: brokerUserId,
    aircraftType: "Light Jet",
    departureAirport: "Ankara Esenboğa (ESB)",
    arrivalAirport: "Bursa Yenişehir (YEI)",
  };
  folded = await db().emptyLeg.create({
    data: {
      ...base,
      aircraftType: "Heavy Jet",
      aircraftModel: "Falcon 2000",
      operatorName: "ŞAHİN HAVACILIK",
      departureAirport: "İSTANBUL SABİHA GÖKÇEN",
      arrivalAirport: "ÇANAKKALE",
      departureDatetime: new Date(Date.now() + 20 * DAY),
      price: 0.5,
      currency: "TRY",
      seatCapacity: 4,
      approved: true,
    },
  });
  unapproved = await db().emptyLeg.create({
    data: { ...base, operatorName: "Gizli Operatör", departureDatetime: new Date(Date.now() + 5 * DAY), approved: false },
  });
  past = await db().emptyLeg.create({
    data: { ...base, operatorName: "Geçmiş Operatör", departureDatetime: new Date(Date.now() - 60_000), approved: true },
  });
});

beforeEach(async () => {
  await db().rateLimit.deleteMany();
});

describe("the public list's version (what a kept copy of /bos-bacaklar is checked against, decision 054)", () => {
  it("changes with every write to the legs (approve, withdraw, edit, raw SQL, delete) and never with a read", async () => {
    const { id: actorId } = await db().user.findFirstOrThrow({ select: { id: true } });
    const own = await makeEmptyLeg({
      createdBy: brokerUserId,
      from: "İzmir",
      to: "Atina",
      departureDatetime: daysFromNow(9),
      approved: false,
    });
    const v0 = await publicLegsVersion();
    await list();
    expect(await publicLegsVersion()).toBe(v0);
    expect(await approveEmptyLeg({ id: own.id, actorId })).toMatchObject({ ok: true });
    const v1 = await publicLegsVersion();
    expect(v1).not.toBe(v0);
    expect(await withdrawEmptyLeg({ id: own.id, actorId })).toMatchObject({ ok: true });
    const v2 = await publicLegsVersion();
    expect(v2).not.toBe(v1);
    await db().emptyLeg.update({ where: { id: own.id }, data: { operatorName: "Yeni Ad" } });
    const v3 = await publicLegsVersion();
    expect(v3).not.toBe(v2);
    await db().$executeRaw`UPDATE empty_legs SET seat_capacity = seat_capacity WHERE id = ${own.id}::uuid`;
    const v4 = await publicLegsVersion();
    expect(v4).not.toBe(v3);
    // a write that matches no row (a refused approval, a second click) leaves the version as it was
    expect(await approveEmptyLeg({ id: "00000000-0000-4000-8000-000000000000", actorId })).toMatchObject({ ok: false });
    await db().emptyLeg.updateMany({ where: { id: own.id, approved: true, operatorName: "yok böyle biri" }, data: { seatCapacity: 1 } });
    await db().$executeRaw`DELETE FROM empty_legs WHERE id = ${"00000000-0000-4000-8000-000000000000"}::uuid`;
    expect(await publicLegsVersion()).toBe(v4);
    await db().emptyLeg.delete({ where: { id: own.id } });
    expect(await publicLegsVersion()).not.toBe(v4);
  });
});

describe("/bos-bacaklar", () => {
  it("lists only approved legs departing now or later, soonest first", async () => {
    const data = await list();
    const now = new Date();
    const expected = await db().emptyLeg.findMany({
      where: { approved: true, departureDatetime: { gte: now } },
      orderBy: { departureDatetime: "asc" },
      select: { id: true },
    });
    expect(data.total).toBe(expected.length);
    expect(data.legs.map((l) => l.id)).toEqual(expected.map((l) => l.id).slice(0, PUBLIC_LEGS_PAGE_SIZE));
    const ids = data.legs.map((l) => l.id);
    expect(ids).not.toContain(unapproved.id);
    expect(ids).not.toContain(past.id);
    expect(ids).toContain(folded.id);
    const times = data.legs.map((l) => l.departureDatetime);
    expect([...times].sort()).toEqual(times);
    expect(data.searching).toBe(false);
  });

  it("searches with Turkish folding: 'istanbul' finds 'İSTANBUL', 'sahin' finds 'ŞAHİN'", async () => {
    expect((await list("?q=istanbul+sabiha")).legs.map((l) => l.id)).toEqual([folded.id]);
    expect((await list("?q=sahin")).legs.map((l) => l.id)).toEqual([folded.id]);
    expect((await list("?q=%C5%9Eah%C4%B1n")).legs.map((l) => l.id)).toEqual([folded.id]); // "Şahın"
    expect((await list("?q=canakkale")).legs.map((l) => l.id)).toEqual([folded.id]);
  });

  it("searches departure and arrival airports, aircraft type and operator", async () => {
    const byDeparture = await list("?q=bodrum");
    expect(byDeparture.total).toBeGreaterThan(0);
    expect(byDeparture.legs.length).toBeGreaterThan(0);
    expect(byDeparture.legs.every((l) => /bodrum/i.test(l.departureAirport + l.arrivalAirport))).toBe(true);
    const byType = await list("?q=heavy");
    expect(byType.legs.length).toBeGreaterThan(0);
    expect(byType.legs.every((l) => /heavy/i.test(l.aircraftType))).toBe(true);
    const byOperator = await list("?q=riviera");
    expect(byOperator.legs.map((l) => l.operatorName)).toEqual(["Riviera Jets"]);
    // a hidden leg's operator is not found
    expect((await list("?q=gizli")).total).toBe(0);
    // LIKE wildcards are taken literally
    expect((await list("?q=%25")).total).toBe(0);
  });

  it("sorts by price ascending with a missing price counted as 0", async () => {
    const data = await list("?sort=price");
    const prices = data.legs.map((l) => (l.price === null ? 0 : Number(l.price)));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(data.legs[0]?.price).toBeNull();
    expect(data.sort).toBe("price");
    expect((await list("?sort=nonsense")).sort).toBe("departure_datetime");
  });

  it("pages in the database", async () => {
    const now = Date.now();
    await db().emptyLeg.createMany({
      data: Array.from({ length: PUBLIC_LEGS_PAGE_SIZE }, (_, i) => ({
        createdBy: brokerUserId,
        aircraftType: "Sayfa Jet",
        departureAirport: "Adana (ADA)",
        arrivalAirport: "Kayseri (ASR)",
        departureDatetime: new Date(now + (30 + i) * DAY),
        approved: true,
      })),
    });
    const first = await list();
    expect(first.pages).toBeGreaterThanOrEqual(2);
    expect(first.legs).toHaveLength(PUBLIC_LEGS_PAGE_SIZE);
    const second = await list("?page=2");
    expect(second.page).toBe(2);
    expect(second.legs).toHaveLength(first.total - PUBLIC_LEGS_PAGE_SIZE);
    expect(second.legs.map((l) => l.id)).not.toContain(first.legs[0]?.id);
    const paged = await list("?q=sayfa&page=99");
    expect(paged.page).toBe(paged.pages);
  });

  it("has two empty states: nothing matches a search, and nothing is published", async () => {
    const searching = await list("?q=zzzz-yok");
    expect(searching.total).toBe(0);
    expect(searching.searching).toBe(true);
    const nothing = await listPublicEmptyLegs({ q: "", sort: "departure_datetime", page: null }, new Date(Date.now() + 3650 * DAY));
    expect(nothing.total).toBe(0);
    expect(nothing.searching).toBe(false);
  });
});

describe("/bos-bacaklar/:legId/talep", () => {
  const path = (id: string) => `/bos-bacaklar/${id}/talep`;
  const contact = {
    intent: "leg-request",
    name: "Can Demir",
    email: "Can.Demir@Example.com",
    phone: "0532 111 22 33",
    passenger_count: "2",
    special_requests: "Esnek saat",
  };

  async function demoLeg() {
    return db().emptyLeg.findFirstOrThrow({
      where: { approved: true, departureAirport: { contains: "Bodrum" }, departureDatetime: { gte: new Date() } },
    });
  }

  it("shows the form for a published leg", async () => {
    const leg = await demoLeg();
    const result = (await run(legRequestRoute, "loader", new Request(new URL(path(leg.id), BASE)), { legId: leg.id })) as {
      leg: { id: string };
      passengerMax: number;
    };
    expect(result.leg.id).toBe(leg.id);
    expect(result.passengerMax).toBe(Math.min(12, leg.seatCapacity ?? 12));
  });

  it.each([
    ["an unapproved leg", () => unapproved.id],
    ["a departed leg", () => past.id],
    ["an unknown id", () => "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", () => "not-a-uuid"],
  ])("answers 404 for %s (page and POST), writing nothing", async (_label, id) => {
    const legId = id();
    const page = await run(legRequestRoute, "loader", new Request(new URL(path(legId), BASE)), { legId });
    expect(statusOf(page)).toBe(404);
    const before = await db().quoteRequest.count();
    const posted = await run(legRequestRoute, "action", new Request(new URL(path(legId), BASE), formInit(contact)), { legId });
    expect(statusOf(posted)).toBe(404);
    expect(await db().quoteRequest.count()).toBe(before);
  });

  it("creates a quote request linked to the leg, on the leg's route and departure", async () => {
    const leg = await demoLeg();
    const routesBefore = await db().route.count();
    const result = await run(legRequestRoute, "action", new Request(new URL(path(leg.id), BASE), formInit(contact)), { legId: leg.id });
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toMatch(new RegExp(`^/bos-bacaklar/${leg.id}/talep\\?gonderildi=`));
    const request = await db().quoteRequest.findFirstOrThrow({
      where: { emptyLegId: leg.id, customer: { email: "can.demir@example.com" } },
      include: { route: true, customer: true },
    });
    expect(request).toMatchObject({
      passengerCount: 2,
      status: "pending",
      visibleToBrokers: false,
      createdBy: null,
      specialRequests: "Esnek saat",
    });
    expect(request.departureDatetime.toISOString()).toBe(leg.departureDatetime.toISOString());
    expect(request.route.departureCity).toBe("Bodrum");
    expect(request.route.arrivalCity).toBe("İstanbul");
    expect(request.customer).toMatchObject({ firstName: "Can", lastName: "Demir", segment: "individual" });
    // the route Bodrum → İstanbul existed already
    expect(await db().route.count()).toBe(routesBefore);
  });

  it("refuses more passengers than the leg has seats, and missing contact details", async () => {
    const before = await db().quoteRequest.count();
    const tooMany = await run(
      legRequestRoute,
      "action",
      new Request(new URL(path(folded.id), BASE), formInit({ ...contact, passenger_count: "5" })),
      { legId: folded.id },
    );
    expect(statusOf(tooMany)).toBe(400);
    const missing = await run(legRequestRoute, "action", new Request(new URL(path(folded.id), BASE), formInit({ ...contact, phone: "" })), {
      legId: folded.id,
    });
    expect(statusOf(missing)).toBe(400);
    expect((missing as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]).toEqual([
      "site.request.errors.missingContact",
    ]);
    expect(await db().quoteRequest.count()).toBe(before);
  });

  it("ignores fields that would set status, visibility or owner", async () => {
    const result = await run(
      legRequestRoute,
      "action",
      new Request(
        new URL(path(folded.id), BASE),
        formInit({
          ...contact,
          email: "sahte@example.com",
          status: "accepted",
          visible_to_brokers: "true",
          created_by: brokerUserId,
          empty_leg_id: unapproved.id,
        }),
      ),
      { legId: folded.id },
    );
    expect(statusOf(result)).toBe(302);
    const request = await db().quoteRequest.findFirstOrThrow({ where: { customer: { email: "sahte@example.com" } } });
    expect(request).toMatchObject({ status: "pending", visibleToBrokers: false, createdBy: null, emptyLegId: folded.id });
  });
});
