import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import * as membershipRoute from "#app/routes/customer/membership";
import * as wizardRoute from "#app/routes/customer/reservation";
import type { WizardActionData } from "#app/routes/customer/reservation";
import { estimatedBlockMinutes } from "#app/lib/domain/flight-time";
import { flightMinutes } from "#app/lib/domain/customer-flight";
import { TIER_CATERING_DISCOUNT, TIER_THRESHOLDS, pointsForMinutes, tierFor } from "#app/lib/domain/membership";
import { EXTRA_PRICES } from "#app/lib/domain/pricing";
import { todayInIstanbul } from "#app/lib/format";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { db } from "#app/server/platform/db/client.server";
import { ACTIVITY_PAGE_SIZE, type MembershipPage } from "#app/server/service/membership.server";
import { changeReservationStatus } from "#app/server/bookings/reservation-changes.server";
import { recordFlightPoints } from "#app/server/service/membership.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { daysFromNow, makeJet, makeReservation, makeRoleAccounts, makeRoute } from "../../support/factories";

/**
 * /dashboard/membership against PGlite (decision 023): the loader's figures against independent SQL over the
 * ledger, the ledger row written with a completion (once, also under twenty parallel completions), the
 * migration's backfill formula against the app's rule, the auto-renewal form (persisted, audited, once per
 * change; 40+ bad inputs refused with nothing written), the tier's catering discount in the wizard's estimate,
 * and the guard (only the signed-in customer's own membership).
 */
const DEMO = "musteri@ufukjet.test";
const STANDARD = "standart.uye@example.com";
const VIP = "vip.black.uye@example.com";
const PAGED = "sayfali.uye@example.com";
const UNLINKED = "bagsiz.uye@example.com";
const PATH = "/dashboard/membership";
const DAY = 86_400_000;

let demoCustomerId: string;
let standardId: string;
let vipId: string;
let pagedId: string;
let adminUserId: string;
let route: { id: string; distanceKm: number };
let jet: { id: string; maxSpeedKmh: number };

type Loaded = { title: string; membership: MembershipPage | null };

async function load(email: string, query = "") {
  return (await run(membershipRoute, "loader", await signedInRequest(`${PATH}${query}`, email))) as Loaded;
}

async function post(fields: Record<string, string | string[]>, email = STANDARD) {
  return run(membershipRoute, "action", await signedInRequest(PATH, email, formInit(fields)));
}

async function newCustomer(email: string) {
  const c = await db().customer.create({ data: { firstName: "Üye", lastName: "Test", email }, select: { id: true } });
  await createTestUser({ email, role: "sales", customerId: c.id });
  return c.id;
}

beforeAll(async () => {
  await seedAirports(db());
  const accounts = await makeRoleAccounts();
  demoCustomerId = accounts.customer.customer.id;
  adminUserId = accounts.admin.id;
  // the signed-in customer has flown six times (each flight earning its points when completed): a tier above Standard
  const london = await makeRoute("İstanbul", "Londra");
  const flown = await makeJet({ category: "super_midsize", seatCapacity: 10 });
  for (let i = 1; i <= 6; i++) {
    const r = await makeReservation({
      customerId: demoCustomerId,
      routeId: london.id,
      jetId: flown.id,
      status: "completed",
      departureDatetime: daysFromNow(-10 * i),
    });
    await recordFlightPoints(db(), r.id);
  }
  standardId = await newCustomer(STANDARD);
  vipId = await newCustomer(VIP);
  pagedId = await newCustomer(PAGED);
  await createTestUser({ email: UNLINKED, role: "sales", customerId: null });
  // VIP Black by an adjustment row (the ledger's room for later corrections)
  await db().membershipPoint.create({
    data: { customerId: vipId, kind: "adjustment", points: TIER_THRESHOLDS.vip_black, note: "Test düzeltmesi" },
  });
  route = await db().route.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true, distanceKm: true } });
  jet = await db().jet.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true, maxSpeedKmh: true } });
});

async function newReservation(customerId: string, status: ReservationStatus, withJet = true) {
  const departure = new Date(Date.now() - 5 * DAY);
  return db().reservation.create({
    data: {
      customerId,
      routeId: route.id,
      // completed and cancelled reservations never hold the jet, so these never clash
      jetId: withJet ? jet.id : null,
      departureDatetime: departure,
      arrivalDatetime: new Date(departure.getTime() + 3 * 3_600_000),
      passengerCount: 2,
      status,
    },
    select: { id: true },
  });
}

/** The ledger's figures for one customer, by SQL that does not go through the app. */
async function ledgerBySql(customerId: string) {
  const [row] = await db().$queryRaw<{ points: bigint | null; minutes: bigint | null; flights: bigint; rows: bigint; joined: string }[]>`
    SELECT (SELECT SUM(points) FROM membership_points WHERE customer_id = ${customerId}::uuid) AS points,
           (SELECT SUM(flight_minutes) FROM membership_points WHERE customer_id = ${customerId}::uuid AND kind = 'flight') AS minutes,
           (SELECT COUNT(*) FROM membership_points WHERE customer_id = ${customerId}::uuid AND kind = 'flight') AS flights,
           (SELECT COUNT(*) FROM membership_points WHERE customer_id = ${customerId}::uuid) AS rows,
           (SELECT to_char(created_at AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM-DD') FROM customers WHERE id = ${customerId}::uuid) AS joined`;
  return {
    points: Number(row!.points ?? 0),
    minutes: Number(row!.minutes ?? 0),
    flights: Number(row!.flights),
    rows: Number(row!.rows),
    joined: row!.joined,
  };
}

async function flightRows(reservationId: string) {
  return db().membershipPoint.findMany({ where: { reservationId, kind: "flight" } });
}

describe("the screen's figures", () => {
  it("shows the demo customer a tier above Standard, every completed flight in the ledger once", async () => {
    const data = await load(DEMO);
    const m = data.membership!;
    const sql = await ledgerBySql(demoCustomerId);
    expect(sql.points).toBeGreaterThanOrEqual(TIER_THRESHOLDS.premium);
    expect(m.progress.tier).not.toBe("standard");
    expect(m.progress.tier).toBe(tierFor(sql.points));
    expect(m.progress.points).toBe(sql.points);
    expect(m.flightMinutes).toBe(sql.minutes);
    expect(m.completedFlights).toBe(sql.flights);
    expect(m.total).toBe(sql.rows);
    expect(m.joinedOn).toBe(sql.joined);
    // every completed reservation of the customer earned exactly once, and nothing else did
    const [check] = await db().$queryRaw<{ completed: bigint; earned: bigint; strays: bigint }[]>`
      SELECT (SELECT COUNT(*) FROM reservations WHERE customer_id = ${demoCustomerId}::uuid AND status = 'completed') AS completed,
             (SELECT COUNT(DISTINCT p.reservation_id) FROM membership_points p JOIN reservations r ON r.id = p.reservation_id
               WHERE r.customer_id = ${demoCustomerId}::uuid AND r.status = 'completed' AND p.kind = 'flight') AS earned,
             (SELECT COUNT(*) FROM membership_points p JOIN reservations r ON r.id = p.reservation_id
               WHERE p.kind = 'flight' AND r.status <> 'completed') AS strays`;
    expect(Number(check!.completed)).toBeGreaterThan(1);
    expect(Number(check!.earned)).toBe(Number(check!.completed));
    expect(Number(check!.strays)).toBe(0);
    expect(m.progress.progress).toBeCloseTo(m.progress.points / (m.progress.points + m.progress.pointsToNext!), 10);
  });

  it("shows a customer without flights as Standard with nothing earned, and the renewal after today on the join anniversary", async () => {
    const m = (await load(STANDARD)).membership!;
    expect(m.progress).toMatchObject({ tier: "standard", points: 0, next: "premium", pointsToNext: TIER_THRESHOLDS.premium, progress: 0 });
    expect(m.activity).toEqual([]);
    expect(m.completedFlights).toBe(0);
    expect(m.autoRenew).toBe(true);
    const today = todayInIstanbul();
    // joined today: the first renewal is a year from today
    expect(m.joinedOn).toBe(today);
    expect(m.renewsOn > today).toBe(true);
    expect(m.renewsOn.slice(5)).toBe(m.joinedOn.slice(5));
    expect(Number(m.renewsOn.slice(0, 4))).toBe(Number(today.slice(0, 4)) + 1);
    expect([365, 366]).toContain(m.daysToRenewal);
  });

  it("shows VIP Black with no next tier", async () => {
    const m = (await load(VIP)).membership!;
    expect(m.progress).toMatchObject({ tier: "vip_black", next: null, pointsToNext: null, progress: 1, cateringDiscount: 0.3 });
    expect(m.activity[0]).toMatchObject({ kind: "adjustment", points: TIER_THRESHOLDS.vip_black, note: "Test düzeltmesi", flight: null });
  });

  it("pages the recent activity, newest first", async () => {
    const base = Date.now() - 100 * DAY;
    await db().membershipPoint.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        customerId: pagedId,
        kind: "adjustment" as const,
        points: i + 1,
        createdAt: new Date(base + i * DAY),
      })),
    });
    const first = (await load(PAGED)).membership!;
    expect(first.total).toBe(25);
    expect(first.pages).toBe(Math.ceil(25 / ACTIVITY_PAGE_SIZE));
    expect(first.activity.map((a) => a.points)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    const last = (await load(PAGED, "?page=3")).membership!;
    expect(last.page).toBe(3);
    expect(last.activity.map((a) => a.points)).toEqual([5, 4, 3, 2, 1]);
    // past the end shows the last page; nonsense shows the first
    expect((await load(PAGED, "?page=99")).membership!.page).toBe(3);
    expect((await load(PAGED, "?page=abc")).membership!.page).toBe(1);
    expect(first.progress.points).toBe((await ledgerBySql(pagedId)).points);
  });

  it("shows an account without a customer record no membership, and refuses its post without a write", async () => {
    expect((await load(UNLINKED)).membership).toBeNull();
    const audits = await db().auditLog.count();
    const result = await post({ intent: "auto-renew", auto_renew: "off" }, UNLINKED);
    expect(statusOf(result)).toBe(302);
    expect(await db().auditLog.count()).toBe(audits);
  });

  it("refuses staff, brokers and guests on the page and the post", async () => {
    for (const email of ["admin@ufukjet.test", "operasyon@ufukjet.test", "broker@ufukjet.test"]) {
      expect(statusOf(await run(membershipRoute, "loader", await signedInRequest(PATH, email)))).toBe(403);
      const before = await db().auditLog.count();
      expect(statusOf(await post({ intent: "auto-renew", auto_renew: "off" }, email))).toBe(403);
      expect(await db().auditLog.count()).toBe(before);
    }
    const guest = await run(membershipRoute, "loader", new Request(`http://localhost:3000${PATH}`));
    expect(statusOf(guest)).toBe(302);
    expect(locationOf(guest)).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("points written with the completion", () => {
  it("writes exactly one ledger row with the flight's points when a reservation is completed", async () => {
    const r = await newReservation(standardId, "confirmed");
    const before = await ledgerBySql(standardId);
    await changeReservationStatus({ actorId: adminUserId, id: r.id, from: "confirmed", to: "completed" });
    const rows = await flightRows(r.id);
    expect(rows).toHaveLength(1);
    // from the flight's own times (newReservation schedules three hours), not from an estimate
    const minutes = 180;
    expect(
      flightMinutes({
        departureDatetime: new Date(0),
        arrivalDatetime: new Date(minutes * 60_000),
        distanceKm: route.distanceKm,
        jet: null,
      }),
    ).toBe(minutes);
    expect(rows[0]).toMatchObject({ customerId: standardId, points: pointsForMinutes(minutes), flightMinutes: minutes });
    const after = await ledgerBySql(standardId);
    expect(after.points - before.points).toBe(pointsForMinutes(minutes));
    expect(after.rows - before.rows).toBe(1);
    // the screen shows it as the newest activity, linked to the flight
    const m = (await load(STANDARD)).membership!;
    expect(m.activity[0]).toMatchObject({ kind: "flight", points: pointsForMinutes(minutes), flight: { id: r.id } });
    // a second completion is refused by the status machine and earns nothing
    await expect(changeReservationStatus({ actorId: adminUserId, id: r.id, from: "confirmed", to: "completed" })).rejects.toMatchObject({
      code: "alreadyChanged",
    });
    expect(await flightRows(r.id)).toHaveLength(1);
  });

  it("counts a flight without a jet by its own times too", async () => {
    const r = await newReservation(standardId, "draft", false);
    await db().reservation.update({ where: { id: r.id }, data: { status: "confirmed" } });
    await changeReservationStatus({ actorId: adminUserId, id: r.id, from: "confirmed", to: "completed" });
    const [row] = await flightRows(r.id);
    expect(row!.flightMinutes).toBe(180);
  });

  it("writes nothing for a cancellation or another move", async () => {
    const r = await newReservation(standardId, "draft", false);
    const before = await ledgerBySql(standardId);
    await changeReservationStatus({ actorId: adminUserId, id: r.id, from: "draft", to: "cancelled" });
    expect(await flightRows(r.id)).toHaveLength(0);
    expect((await ledgerBySql(standardId)).rows).toBe(before.rows);
  });

  it("gives one success and one ledger row for twenty parallel completions of one reservation", async () => {
    const r = await newReservation(standardId, "confirmed");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => changeReservationStatus({ actorId: adminUserId, id: r.id, from: "confirmed", to: "completed" })),
    );
    expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((x) => x.status === "rejected")).toHaveLength(19);
    expect(await flightRows(r.id)).toHaveLength(1);
    expect(await db().auditLog.count({ where: { entityId: r.id, action: "reservation.completed" } })).toBe(1);
  });

  it("refuses a second flight row for one reservation in the database itself", async () => {
    const r = await newReservation(standardId, "confirmed");
    await changeReservationStatus({ actorId: adminUserId, id: r.id, from: "confirmed", to: "completed" });
    await expect(
      db().membershipPoint.create({ data: { customerId: standardId, reservationId: r.id, kind: "flight", points: 1, flightMinutes: 1 } }),
    ).rejects.toThrow();
    // an adjustment for the same flight is allowed (a correction), a flight row without a reservation is not
    await db().membershipPoint.create({ data: { customerId: standardId, reservationId: r.id, kind: "adjustment", points: -1 } });
    await expect(
      db().membershipPoint.create({ data: { customerId: standardId, kind: "flight", points: 1, flightMinutes: 1 } }),
    ).rejects.toThrow();
    expect(await flightRows(r.id)).toHaveLength(1);
  });

  it("backfilled completed reservations by the migration's SQL with the rule of its day (block time from distance and speed)", async () => {
    // two completed reservations without ledger rows (as before the migration), one of them without a jet
    const a = await newReservation(standardId, "completed");
    const b = await newReservation(standardId, "completed", false);
    const sqlText = readFileSync("prisma/migrations/20261221000000_membership/migration.sql", "utf8");
    const insert = sqlText.slice(sqlText.indexOf('INSERT INTO "membership_points"'));
    expect(insert).toContain("ON CONFLICT DO NOTHING");
    const before = await db().membershipPoint.count();
    await db().$executeRawUnsafe(insert);
    // the 20261221 migration predates decision 036: it estimated from the distance and the jet's speed
    expect((await flightRows(a.id))[0]).toMatchObject({ flightMinutes: estimatedBlockMinutes(route.distanceKm, jet.maxSpeedKmh) });
    expect((await flightRows(b.id))[0]).toMatchObject({ flightMinutes: estimatedBlockMinutes(route.distanceKm) });
    expect((await flightRows(a.id))[0]!.points).toBe(pointsForMinutes(estimatedBlockMinutes(route.distanceKm, jet.maxSpeedKmh)));
    expect((await flightRows(b.id))[0]!.points).toBe(pointsForMinutes(estimatedBlockMinutes(route.distanceKm)));
    // the seeded flights already had their rows: only the two new ones were added; a second run adds nothing
    expect(await db().membershipPoint.count()).toBe(before + 2);
    await db().$executeRawUnsafe(insert);
    expect(await db().membershipPoint.count()).toBe(before + 2);
    // every completed reservation in the database has exactly one flight row; the seeded ones count their own times
    const all = await db().reservation.findMany({
      where: { status: "completed" },
      select: {
        id: true,
        departureDatetime: true,
        arrivalDatetime: true,
        route: { select: { distanceKm: true } },
        jet: { select: { category: true, rangeKm: true } },
        membershipPoints: true,
      },
    });
    expect(all.length).toBeGreaterThan(5);
    for (const r of all) {
      const flight = r.membershipPoints.filter((p) => p.kind === "flight");
      expect(flight).toHaveLength(1);
      if (r.id !== a.id && r.id !== b.id) expect(flight[0]?.flightMinutes).toBe(flightMinutes({ ...r, distanceKm: r.route.distanceKm }));
    }
  });
});

describe("auto-renewal", () => {
  const setting = async (id = standardId) =>
    (await db().customer.findUniqueOrThrow({ where: { id }, select: { membershipAutoRenew: true } })).membershipAutoRenew;
  const audits = () => db().auditLog.count({ where: { action: "membership.auto_renew" } });

  it("switches off and on, persisted, with one audit row per change and none for a repeat", async () => {
    expect(await setting()).toBe(true);
    const before = await audits();
    const off = await post({ intent: "auto-renew", auto_renew: "off" });
    expect(statusOf(off)).toBe(302);
    expect(locationOf(off)).toBe(PATH);
    expect(await setting()).toBe(false);
    expect((await load(STANDARD)).membership!.autoRenew).toBe(false);
    expect(await audits()).toBe(before + 1);
    const row = await db().auditLog.findFirstOrThrow({ where: { action: "membership.auto_renew" }, orderBy: { id: "desc" } });
    expect(row).toMatchObject({ entity: "customer", entityId: standardId, after: { membershipAutoRenew: false } });
    // the same choice again changes nothing
    expect(statusOf(await post({ intent: "auto-renew", auto_renew: "off" }))).toBe(302);
    expect(await audits()).toBe(before + 1);
    expect(statusOf(await post({ intent: "auto-renew", auto_renew: "on" }))).toBe(302);
    expect(await setting()).toBe(true);
    expect(await audits()).toBe(before + 2);
    // only the customer's own record changed
    expect(await setting(vipId)).toBe(true);
  });

  it("changes once under twenty parallel posts", async () => {
    const before = await audits();
    const results = await Promise.all(Array.from({ length: 20 }, () => post({ intent: "auto-renew", auto_renew: "off" })));
    expect(results.every((r) => statusOf(r) === 302)).toBe(true);
    expect(await setting()).toBe(false);
    expect(await audits()).toBe(before + 1);
    await post({ intent: "auto-renew", auto_renew: "on" });
  });

  it("answers at least forty bad inputs with 400, a field error and no write", async () => {
    const cases: [string, Record<string, string | string[]>][] = [
      ["nothing", {}],
      ["no intent", { auto_renew: "off" }],
      ["empty intent", { intent: "", auto_renew: "off" }],
      ["unknown intent", { intent: "delete", auto_renew: "off" }],
      ["intent in capitals", { intent: "AUTO-RENEW", auto_renew: "off" }],
      ["intent with spaces", { intent: " auto-renew ", auto_renew: "off" }],
      ["another screen's intent", { intent: "cancel", auto_renew: "off" }],
      ["intent twice, different", { intent: ["auto-renew", "x"], auto_renew: "off" }],
      ["no value", { intent: "auto-renew" }],
      ["empty value", { intent: "auto-renew", auto_renew: "" }],
      ["blank value", { intent: "auto-renew", auto_renew: "   " }],
      ["yes", { intent: "auto-renew", auto_renew: "yes" }],
      ["no", { intent: "auto-renew", auto_renew: "no" }],
      ["true", { intent: "auto-renew", auto_renew: "true" }],
      ["false", { intent: "auto-renew", auto_renew: "false" }],
      ["1", { intent: "auto-renew", auto_renew: "1" }],
      ["0", { intent: "auto-renew", auto_renew: "0" }],
      ["ON", { intent: "auto-renew", auto_renew: "ON" }],
      ["Off", { intent: "auto-renew", auto_renew: "Off" }],
      ["on with spaces inside", { intent: "auto-renew", auto_renew: "o n" }],
      ["Turkish açık", { intent: "auto-renew", auto_renew: "açık" }],
      ["Turkish kapalı", { intent: "auto-renew", auto_renew: "kapalı" }],
      ["toggle", { intent: "auto-renew", auto_renew: "toggle" }],
      ["null", { intent: "auto-renew", auto_renew: "null" }],
      ["undefined", { intent: "auto-renew", auto_renew: "undefined" }],
      ["a number", { intent: "auto-renew", auto_renew: "42" }],
      ["negative", { intent: "auto-renew", auto_renew: "-1" }],
      ["json", { intent: "auto-renew", auto_renew: '{"on":true}' }],
      ["array text", { intent: "auto-renew", auto_renew: "[on]" }],
      ["very long", { intent: "auto-renew", auto_renew: "on".repeat(5000) }],
      ["script", { intent: "auto-renew", auto_renew: "<script>alert(1)</script>" }],
      ["sql", { intent: "auto-renew", auto_renew: "on'; DROP TABLE customers; --" }],
      ["a zero-width joiner inside (kept; only the invisible spaces are dropped)", { intent: "auto-renew", auto_renew: "o\u200Dn" }],
      ["cyrillic o", { intent: "auto-renew", auto_renew: "\u043En" }],
      ["full-width", { intent: "auto-renew", auto_renew: "\uFF4F\uFF4E" }],
      ["emoji", { intent: "auto-renew", auto_renew: "✅" }],
      ["on and off", { intent: "auto-renew", auto_renew: ["on", "off"] }],
      ["off and on", { intent: "auto-renew", auto_renew: ["off", "on"] }],
      ["field under another name", { intent: "auto-renew", autoRenew: "off" }],
      ["checkbox style", { intent: "auto-renew", "auto_renew[]": "off" }],
      ["owner smuggled, no value", { intent: "auto-renew", customer_id: vipId }],
      ["tab", { intent: "auto-renew", auto_renew: "\t" }],
      ["newline after", { intent: "auto-renew", auto_renew: "off\nx" }],
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const snapshot = async () =>
      JSON.stringify({
        customers: await db().customer.findMany({
          orderBy: { id: "asc" },
          select: { id: true, membershipAutoRenew: true, updatedAt: true },
        }),
        audits: await db().auditLog.count(),
        points: await db().membershipPoint.count(),
      });
    const before = await snapshot();
    for (const [name, fields] of cases) {
      const result = await post(fields);
      expect(statusOf(result), name).toBe(400);
      const errors = (result as { data: { result: { error?: Record<string, string[] | null> } } }).data.result.error ?? {};
      const messages = Object.values(errors).flatMap((v) => v ?? []);
      expect(messages.length, name).toBeGreaterThan(0);
      expect(
        messages.every((k) => k.startsWith("membership.errors.") || k.startsWith("validation.")),
        name,
      ).toBe(true);
    }
    expect(await snapshot()).toBe(before);
    // the same form with a good value does change the setting
    expect(statusOf(await post({ intent: "auto-renew", auto_renew: "off" }))).toBe(302);
    expect(await setting()).toBe(false);
    await post({ intent: "auto-renew", auto_renew: "on" });
  });

  it("never changes another customer's setting through a smuggled id", async () => {
    expect(statusOf(await post({ intent: "auto-renew", auto_renew: "off", customer_id: vipId, customerId: vipId }))).toBe(302);
    expect(await setting(vipId)).toBe(true);
    expect(await setting()).toBe(false);
    await post({ intent: "auto-renew", auto_renew: "on" });
  });
});

describe("the tier's catering discount in the wizard's estimate", () => {
  // a customer of its own: the tests above complete flights for the Standard one, which may lift its tier
  const NEWCOMER = "yeni.uye@example.com";
  beforeAll(async () => {
    await newCustomer(NEWCOMER);
  });
  const day = (offset: number) => {
    const [y, m, d] = todayInIstanbul().split("-").map(Number);
    return new Date(Date.UTC(y!, m! - 1, d! + offset)).toISOString().slice(0, 10);
  };
  const stepTwo = (catering: string) => ({
    step: "2",
    intent: "continue",
    flight_type: "round_trip",
    departure_city: "İstanbul",
    arrival_city: "Paris",
    departure_date: day(10),
    return_date: day(14),
    passenger_count: "4",
    catering,
    vip_lounge: "1",
  });
  const estimate = async (email: string, catering = "1") => {
    const result = await run(wizardRoute, "action", await signedInRequest("/dashboard/reservation", email, formInit(stepTwo(catering))));
    const data = (result as { data: WizardActionData }).data;
    expect(data.step).toBe(3);
    return data.estimate!;
  };
  const eur = (e: Awaited<ReturnType<typeof estimate>>) => e.totals.find((t) => t.currency === "EUR")!.amount;

  it("takes 30 % off a VIP Black customer's catering and nothing off a Standard one's", async () => {
    const standard = await estimate(NEWCOMER);
    const vip = await estimate(VIP);
    const legs = 2;
    const fullCatering = EXTRA_PRICES.catering * legs;
    expect(standard.extras.find((l) => l.extra === "catering")).toMatchObject({ discount: 0, amount: fullCatering });
    expect(eur(standard)).toBe(fullCatering + EXTRA_PRICES.vip_lounge * legs);
    expect(vip.extras.find((l) => l.extra === "catering")).toMatchObject({ discount: TIER_CATERING_DISCOUNT.vip_black });
    expect(eur(standard) - eur(vip)).toBeCloseTo(fullCatering * 0.3, 2);
    expect(eur(vip)).toBe(fullCatering * (1 - TIER_CATERING_DISCOUNT.vip_black) + EXTRA_PRICES.vip_lounge * legs);
    // the other add-ons and the legs are the same for both
    expect(vip.extras.find((l) => l.extra === "vip_lounge")).toEqual(standard.extras.find((l) => l.extra === "vip_lounge"));
    expect(vip.legs).toEqual(standard.legs);
  });

  it("changes nothing for a VIP Black customer who takes no catering", async () => {
    const standard = await estimate(NEWCOMER, "");
    const vip = await estimate(VIP, "");
    expect(eur(vip)).toBe(eur(standard));
  });
});
