import { beforeAll, describe, expect, it } from "vitest";
import * as historyRoute from "#app/routes/customer/history";
import * as jetsRoute from "#app/routes/customer/jets";
import * as upcomingRoute from "#app/routes/customer/upcoming-flights";
import { CATALOGUE_CATEGORY_CHIPS, JET_CATEGORIES } from "#app/lib/domain/jet-category";
import { pointsForMinutes } from "#app/lib/domain/membership";
import { PAYMENT_STATUS_LOOK } from "#app/lib/domain/payment-status";
import { translate, type Texts } from "#app/lib/translate";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { db } from "#app/server/platform/db/client.server";
import { recordFlightPoints } from "#app/server/service/membership.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, createTestUser, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeJet, makeRoleAccounts, makeRoute } from "../../support/factories";

/**
 * The spec's leftovers of decision 049: /upcoming-flights, a chip for every category in the fleet, the points on
 * history cards, and the payment labels of spec §4.
 */
const CUSTOMER = "musteri@ufukjet.test";
const POINTS = "puan.musteri@example.com";
const DAY = 86_400_000;

let pointsCustomerId: string;

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
  // a fleet with categories beyond the spec's three chips
  for (const category of ["very_light", "light", "heavy", "turboprop", "super_midsize", "heavy"] as const) await makeJet({ category });
  const customer = await db().customer.create({ data: { firstName: "Puan", lastName: "Müşteri", email: POINTS }, select: { id: true } });
  pointsCustomerId = customer.id;
  await createTestUser({ email: POINTS, role: "sales", customerId: customer.id });
});

describe("/upcoming-flights", () => {
  const open = async (email: string | null) =>
    run(upcomingRoute, "loader", email ? await signedInRequest("/upcoming-flights", email) : new Request(`${BASE}/upcoming-flights`));

  it("sends a customer to the flights screen with a temporary redirect", async () => {
    const answer = await open(CUSTOMER);
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toBe("/dashboard/flights");
  });

  it("sends a guest to sign in, returning here", async () => {
    const answer = await open(null);
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toBe(`/auth?redirectTo=${encodeURIComponent("/upcoming-flights")}`);
  });

  it.each(["admin@ufukjet.test", "operasyon@ufukjet.test", "broker@ufukjet.test"])("refuses %s (403)", async (email) => {
    expect(statusOf(await open(email))).toBe(403);
  });
});

describe("the jet catalogue's chips", () => {
  it("cover every category present in the fleet, and each lists exactly that category's jets", async () => {
    const present = await db().jet.groupBy({ by: ["category"], _count: { _all: true } });
    expect(present.length).toBeGreaterThan(3);
    for (const { category, _count } of present) {
      expect(CATALOGUE_CATEGORY_CHIPS).toContain(category);
      const page = (await run(jetsRoute, "loader", await signedInRequest(`/dashboard/jets?category=${category}`, CUSTOMER))) as {
        category: string | null;
        total: number;
        jets: Array<{ category: string }>;
      };
      expect(page.category).toBe(category);
      expect(page.total).toBe(_count._all);
      expect(page.jets.every((j) => j.category === category)).toBe(true);
    }
  });

  it("are the category dictionary, so a category added to the fleet later has its chip too", () => {
    expect([...CATALOGUE_CATEGORY_CHIPS].sort()).toEqual([...JET_CATEGORIES].sort());
  });
});

describe("points on history cards", () => {
  it("show each completed flight's points by the membership rule, the same as its ledger row; none on other flights", async () => {
    const route = await makeRoute("İstanbul", "Londra");
    const jet = await db().jet.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } });
    const flight = async (status: "completed" | "cancelled", daysAgo: number, minutes: number) => {
      const departure = new Date(Date.now() - daysAgo * DAY);
      return db().reservation.create({
        data: {
          customerId: pointsCustomerId,
          routeId: route.id,
          jetId: jet.id,
          departureDatetime: departure,
          arrivalDatetime: new Date(departure.getTime() + minutes * 60_000),
          passengerCount: 2,
          status,
          totalAmount: "50000.00",
          currency: "TRY",
        },
        select: { id: true },
      });
    };
    const long = await flight("completed", 20, 227);
    const short = await flight("completed", 10, 95);
    const cancelled = await flight("cancelled", 5, 120);
    const ledger = new Map<string, number>();
    for (const r of [long, short]) ledger.set(r.id, await db().$transaction((tx) => recordFlightPoints(tx, r.id)));

    const page = (await run(historyRoute, "loader", await signedInRequest("/dashboard/history", POINTS))) as {
      rows: Array<{ id: string; status: string; durationMinutes: number; points: number | null }>;
    };
    const byId = new Map(page.rows.map((r) => [r.id, r]));
    for (const r of [long, short]) {
      const card = byId.get(r.id)!;
      expect(card.points).toBe(pointsForMinutes(card.durationMinutes));
      expect(card.points).toBe(ledger.get(r.id));
      expect(card.points).toBeGreaterThan(0);
    }
    expect(byId.get(long.id)!.points).toBe(378); // 3 h 47 min at 100 points an hour
    expect(byId.get(cancelled.id)!.points).toBeNull();
  });
});

describe("payment status labels (spec §4)", () => {
  it("read Bekliyor and Tamamlandı from the one status dictionary, in both languages", () => {
    const t = (texts: unknown, lng: "tr" | "en", key: string) => translate(texts as Texts, lng, key);
    expect(t(tr, "tr", PAYMENT_STATUS_LOOK.pending.labelKey)).toBe("Bekliyor");
    expect(t(tr, "tr", PAYMENT_STATUS_LOOK.paid.labelKey)).toBe("Tamamlandı");
    expect(t(en, "en", PAYMENT_STATUS_LOOK.pending.labelKey)).toBe("Pending");
    expect(t(en, "en", PAYMENT_STATUS_LOOK.paid.labelKey)).toBe("Completed");
  });
});
