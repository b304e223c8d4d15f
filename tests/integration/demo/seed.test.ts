import { describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { seedDemo } from "#demo/seed";
import { verifyPassword } from "#app/server/platform/auth/password.server";
import { AIRPORT_CITIES } from "#app/lib/airports";
import { findAirportByCode } from "#app/server/fleet/airports.server";
import { jetScheduleProblems, POSITIONING_STATUSES, type JetFlight } from "#demo/plan";

async function counts() {
  const p = db();
  return {
    users: await p.user.count(),
    profiles: await p.userProfile.count(),
    customers: await p.customer.count(),
    routes: await p.route.count(),
    jets: await p.jet.count(),
    brokers: await p.broker.count(),
    quoteRequests: await p.quoteRequest.count(),
    brokerQuotes: await p.brokerQuote.count(),
    emptyLegs: await p.emptyLeg.count(),
    reservations: await p.reservation.count(),
    payments: await p.payment.count(),
    airports: await p.airport.count(),
  };
}

describe("demo seed", () => {
  const now = new Date();

  it("loads the airports and the demo data, and a second run changes nothing", async () => {
    await seedAirports(db());
    await seedDemo(db(), now);
    const first = await counts();
    await seedAirports(db());
    await seedDemo(db(), now);
    expect(await counts()).toEqual(first);
    expect(first.airports).toBe(AIRPORT_CITIES.length);
    for (const [table, n] of Object.entries(first)) expect(n, table).toBeGreaterThan(0);
  });

  it("has the five demo accounts with their roles and links", async () => {
    const users = await db().user.findMany({ include: { profile: true }, orderBy: { email: "asc" } });
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get("admin@ufukjet.test")?.profile?.role).toBe("admin");
    expect(byEmail.get("operasyon@ufukjet.test")?.profile?.role).toBe("operations");
    const b1 = byEmail.get("broker@ufukjet.test")?.profile;
    const b2 = byEmail.get("broker2@ufukjet.test")?.profile;
    expect(b1?.role).toBe("broker");
    expect(b2?.role).toBe("broker");
    expect(b1?.brokerId).toBeTruthy();
    expect(b2?.brokerId).toBeTruthy();
    expect(b1?.brokerId).not.toBe(b2?.brokerId);
    const customer = byEmail.get("musteri@ufukjet.test");
    expect(customer?.profile?.role).toBe("sales");
    expect(customer?.profile?.customerId).toBeTruthy();
    expect(await verifyPassword(customer!.passwordHash, "UfukJet!2026")).toBe(true);
    expect(await verifyPassword(customer!.passwordHash, "ufukjet!2026")).toBe(false);
  });

  it("covers every status of every state machine", async () => {
    const distinct = async <T extends string>(rows: Promise<Array<{ status: T }>>) => new Set((await rows).map((r) => r.status));
    expect(await distinct(db().reservation.findMany({ select: { status: true } }))).toEqual(
      new Set(["draft", "optional", "confirmed", "completed", "cancelled"]),
    );
    expect(await distinct(db().quoteRequest.findMany({ select: { status: true } }))).toEqual(
      new Set(["pending", "quoted", "accepted", "cancelled"]),
    );
    expect(await distinct(db().brokerQuote.findMany({ select: { status: true } }))).toEqual(
      new Set(["pending", "approved", "rejected", "expired"]),
    );
    expect(await distinct(db().payment.findMany({ select: { status: true } }))).toEqual(new Set(["pending", "paid", "failed", "refunded"]));
  });

  it("gives every demo empty leg the codes of its airports, which resolve among the world's airports", async () => {
    const legs = await db().emptyLeg.findMany({ select: { departureAirportCode: true, arrivalAirportCode: true } });
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) {
      for (const code of [leg.departureAirportCode, leg.arrivalAirportCode])
        expect(await findAirportByCode(code ?? ""), String(code)).not.toBeNull();
    }
  });

  it("has the built-in demo feed's partner, active and without a key", async () => {
    expect(await db().broker.findUnique({ where: { code: "DEMOFEED" } })).toMatchObject({ isActive: true, apiKeyRequired: false });
  });

  it("has offers in several categories, a draft and one expired offer", async () => {
    const offers = await db().offer.findMany();
    expect(new Set(offers.map((o) => o.category)).size).toBeGreaterThan(3);
    expect(offers.filter((o) => o.validUntil < now)).toHaveLength(1);
    expect(offers.filter((o) => o.publishedAt === null).length).toBeGreaterThan(0);
  });

  it("has public empty legs, pending ones and past ones", async () => {
    expect(await db().emptyLeg.count({ where: { approved: true, departureDatetime: { gte: now } } })).toBeGreaterThan(0);
    expect(await db().emptyLeg.count({ where: { approved: false } })).toBeGreaterThan(0);
    expect(await db().emptyLeg.count({ where: { departureDatetime: { lt: now } } })).toBeGreaterThan(0);
  });

  it("has visible pending requests for brokers and reservations departing later today", async () => {
    expect(await db().quoteRequest.count({ where: { status: "pending", visibleToBrokers: true } })).toBeGreaterThan(0);
    const endOfDay = new Date(now);
    endOfDay.setUTCHours(20, 59, 59, 999); // 23:59:59 in Istanbul (UTC+3)
    if (endOfDay <= now) endOfDay.setUTCDate(endOfDay.getUTCDate() + 1);
    expect(await db().reservation.count({ where: { departureDatetime: { gte: now, lte: endOfDay } } })).toBeGreaterThan(0);
  });

  it("stores the three landing-page aircraft", async () => {
    const models = (await db().jet.findMany({ select: { model: true, seatCapacity: true } })).map((j) => `${j.model}:${j.seatCapacity}`);
    expect(models).toEqual(expect.arrayContaining(["Citation Excellence:8", "Legacy 650E:12", "Global 7500:19"]));
  });

  it("has no jet that departs from where it is not, as the server's schedule rule reads the stored flights", async () => {
    const jets = await db().jet.findMany({
      select: {
        id: true,
        category: true,
        rangeKm: true,
        homeBase: true,
        reservations: {
          where: { status: { in: [...POSITIONING_STATUSES] } },
          select: { id: true, status: true, departureDatetime: true, arrivalDatetime: true, route: true },
        },
      },
    });
    const flightsByJet = new Map<string, JetFlight[]>(
      jets.map((j) => [
        j.id,
        j.reservations.map((r) => ({
          id: r.id,
          from: r.route.departureCity,
          to: r.route.arrivalCity,
          departureAt: r.departureDatetime,
          arrivalAt: r.arrivalDatetime!,
          status: r.status,
        })),
      ]),
    );
    const fleet = jets.map((j) => ({ key: j.id, category: j.category, rangeKm: j.rangeKm, homeBase: j.homeBase }));
    expect([...flightsByJet.values()].flat().length).toBeGreaterThan(20);
    expect(jetScheduleProblems(fleet, flightsByJet)).toEqual([]);

    // the same walk catches a teleport: a jet's next flight moved to leave elsewhere an hour after it landed
    const [jetId, flights] = [...flightsByJet].find(([, list]) => list.length >= 2)!;
    const sorted = [...flights].sort((a, b) => a.departureAt.getTime() - b.departureAt.getTime());
    const [first, second] = sorted as [JetFlight, JetFlight];
    const elsewhere = ["Londra", "Dubai"].find((city) => city !== first.to)!;
    const moved: JetFlight = { ...second, from: elsewhere, departureAt: new Date(first.arrivalAt.getTime() + 3_600_000) };
    moved.arrivalAt = new Date(moved.departureAt.getTime() + (second.arrivalAt.getTime() - second.departureAt.getTime()));
    const teleported = new Map(flightsByJet).set(jetId, [first, moved, ...sorted.slice(2)]);
    expect(jetScheduleProblems(fleet, teleported).some((p) => p.includes(`at ${first.to}`))).toBe(true);
  });
});
