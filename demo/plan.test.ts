import { describe, expect, it } from "vitest";
import { distanceBetweenCities } from "#app/lib/airports";
import { positionAt } from "#app/lib/domain/charter/schedule";
import { TURNAROUND_MINUTES } from "#app/lib/domain/charter/figures";
import { estimatedBlockMinutesFor, planLeg } from "#app/lib/domain/charter/leg";
import { estimateTrip } from "#app/lib/domain/pricing";
import { JETS } from "./data/fleet";
import { RESERVATIONS } from "./data/reservations";
import { CATERING_PRICE, GROUND_TRANSPORT_PRICE } from "./data/routes";
import { checkedDemoRows, demoRows, jetScheduleProblems, POSITIONING_STATUSES, type JetFlight } from "./plan";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Several moments of one Istanbul day (the "later today" flights move with the clock) and a day in winter. */
const MOMENTS = [
  "2026-11-26T05:00:00Z",
  "2026-11-26T09:30:00Z",
  "2026-11-26T14:10:00Z",
  "2026-11-26T19:45:00Z",
  "2026-11-26T20:55:00Z",
  "2026-11-26T20:59:30Z",
  "2027-01-03T11:00:00Z",
].map((iso) => new Date(iso));

describe("the demo fleet's schedule", () => {
  it.each(MOMENTS)("no demo jet departs from where it is not (now = %s)", (now) => {
    const rows = demoRows({ now });
    const flights = [...rows.flightsByJet.values()].flat();
    // the walk covers every held and flown flight of the fleet
    expect(flights.filter((f) => ["optional", "confirmed", "completed"].includes(f.status)).length).toBeGreaterThan(20);
    expect(jetScheduleProblems(JETS, rows.flightsByJet)).toEqual([]);
  });

  const jet = { key: "test-jet", category: "midsize" as const, rangeKm: 6000, homeBase: "İstanbul" };
  const flight = (id: string, from: string, to: string, departure: string, status: JetFlight["status"] = "confirmed"): JetFlight => {
    const departureAt = new Date(departure);
    const block = estimatedBlockMinutesFor(distanceBetweenCities(from, to)!, jet);
    return { id, from, to, departureAt, arrivalAt: new Date(departureAt.getTime() + block * MINUTE), status };
  };

  it("catches a teleport: a jet that landed in Londra cannot leave İstanbul an hour later", () => {
    const london = flight("a", "İstanbul", "Londra", "2026-12-01T07:00:00Z");
    const teleport = flight("b", "İstanbul", "Nice", new Date(london.arrivalAt.getTime() + HOUR).toISOString());
    const problems = jetScheduleProblems([jet], new Map([[jet.key, [london, teleport]]]));
    // the İstanbul departure is refused for where the jet is, and the London flight for leaving it no way there
    expect(problems.find((p) => p.includes("(b)"))).toContain("the jet is at Londra");
    expect(problems.find((p) => p.includes("(a)"))).toContain("cannot-reach-next");
    // with a day for the positioning leg it is fine, and so is leaving from where it landed after the turnaround
    const later = flight("c", "İstanbul", "Nice", "2026-12-02T07:00:00Z");
    const onward = flight("d", "Londra", "Nice", new Date(london.arrivalAt.getTime() + TURNAROUND_MINUTES * MINUTE).toISOString());
    expect(jetScheduleProblems([jet], new Map([[jet.key, [london, later]]]))).toEqual([]);
    expect(jetScheduleProblems([jet], new Map([[jet.key, [london, onward]]]))).toEqual([]);
  });

  it("catches a departure before the turnaround is over", () => {
    const london = flight("a", "İstanbul", "Londra", "2026-12-01T07:00:00Z");
    const early = flight("b", "Londra", "Nice", new Date(london.arrivalAt.getTime() + (TURNAROUND_MINUTES - 1) * MINUTE).toISOString());
    expect(jetScheduleProblems([jet], new Map([[jet.key, [london, early]]]))).toHaveLength(2);
  });

  it("lets drafts and cancelled flights be anywhere (they do not fix where the jet is)", () => {
    const london = flight("a", "İstanbul", "Londra", "2026-12-01T07:00:00Z");
    const draft = flight("b", "İstanbul", "Nice", new Date(london.arrivalAt.getTime() + HOUR).toISOString(), "draft");
    expect(jetScheduleProblems([jet], new Map([[jet.key, [london, draft]]]))).toEqual([]);
  });
});

describe("the demo data through the charter engine", () => {
  const now = new Date("2026-11-26T09:30:00Z");
  const rows = checkedDemoRows({ now });
  const routeById = new Map(rows.routes.map((r) => [r.id, r]));
  const jetById = new Map(rows.jets.map((j) => [j.id, j]));

  it("gives every reservation with a jet its block time and the wizard's price for that jet from where it is", () => {
    let priced = 0;
    let positioned = 0;
    rows.reservations.forEach((r, index) => {
      const spec = RESERVATIONS[index]!;
      const route = routeById.get(r.routeId)!;
      const jet = r.jetId ? jetById.get(r.jetId) : null;
      if (!jet) return;
      const plan = planLeg(route.distanceKm, jet);
      if (!plan.ok) throw new Error(`${r.id}: ${jet.model} cannot fly ${route.departureCity} → ${route.arrivalCity}`);
      expect((r.arrivalDatetime.getTime() - r.departureDatetime.getTime()) / MINUTE, r.id).toBe(plan.plan.blockMinutes);
      if (r.totalAmount === null) return;
      // where the jet is: the arrival of its last held or flown flight before this one, else its base
      const others = rows.reservations
        .filter((o) => o.jetId === jet.id && o.id !== r.id && POSITIONING_STATUSES.includes(o.status))
        .map((o) => ({
          departureAirport: routeById.get(o.routeId)!.departureCity,
          arrivalAirport: routeById.get(o.routeId)!.arrivalCity,
          departureAt: o.departureDatetime,
          arrivalAt: o.arrivalDatetime,
        }));
      const estimate = estimateTrip({
        legs: [
          {
            from: route.departureCity,
            to: route.arrivalCity,
            distanceKm: route.distanceKm,
            day: r.departureDatetime.toISOString().slice(0, 10),
          },
        ],
        jet: { ...jet, currency: "TRY" },
        extras: { catering: false, ground_transport: false, vip_lounge: false },
        position: positionAt({ baseAirport: jet.homeBase }, others, r.departureDatetime),
        distanceKm: distanceBetweenCities,
      });
      if (estimate.positioning.length) positioned++;
      const addOns = (spec.catering ? CATERING_PRICE : 0) + (spec.ground ? GROUND_TRANSPORT_PRICE : 0);
      expect(r.totalAmount, r.id).toBeCloseTo(estimate.totals[0]!.amount + addOns, 2);
      priced++;
    });
    expect(priced).toBeGreaterThan(30);
    // some flights leave from elsewhere than where their jet is, and carry the positioning line
    expect(positioned).toBeGreaterThan(0);
  });

  it("gives two jets on one trip two prices", () => {
    const london = rows.reservations.filter((r) => routeById.get(r.routeId)?.arrivalCity === "Londra" && r.jetId);
    const perHour = new Set(
      london.map((r) => Number(r.totalAmount) / ((r.arrivalDatetime.getTime() - r.departureDatetime.getTime()) / HOUR)),
    );
    expect(new Set(london.map((r) => r.jetId)).size).toBeGreaterThan(1);
    expect(perHour.size).toBeGreaterThan(1);
  });

  it("offers only jets that seat the party and reach the route", () => {
    const requests = new Map(rows.quoteRequests.map((q) => [q.id, q]));
    const withJet = rows.brokerQuotes.filter((q) => q.jetOfferedId);
    expect(withJet.length).toBeGreaterThan(5);
    for (const q of withJet) {
      const request = requests.get(q.quoteRequestId)!;
      const jet = jetById.get(q.jetOfferedId!)!;
      expect(request.passengerCount, q.id).toBeLessThanOrEqual(jet.seatCapacity);
      expect(planLeg(routeById.get(request.routeId)!.distanceKm, jet).ok, q.id).toBe(true);
    }
  });

  it("prices a route from the cheapest jet that flies it", () => {
    for (const route of rows.routes) {
      const cheapest = Math.min(
        ...JETS.filter((j) => j.available && planLeg(route.distanceKm, j).ok).map((j) => {
          const estimate = estimateTrip({
            legs: [{ from: "", to: "", distanceKm: route.distanceKm, day: now.toISOString().slice(0, 10) }],
            jet: { ...j, currency: "TRY" },
            extras: { catering: false, ground_transport: false, vip_lounge: false },
          });
          return estimate.totals[0]!.amount;
        }),
      );
      expect(Math.abs(route.basePrice - cheapest), `${route.departureCity} → ${route.arrivalCity}`).toBeLessThanOrEqual(500);
    }
  });

  it("lets empty legs arrive after their aircraft's block time", () => {
    for (const leg of rows.emptyLegs) {
      if (!leg.arrivalDatetime) continue;
      const minutes = (leg.arrivalDatetime.getTime() - leg.departureDatetime.getTime()) / MINUTE;
      expect(minutes, leg.id).toBeGreaterThanOrEqual(30);
      expect(minutes, leg.id).toBeLessThan(12 * 60);
    }
  });
});

describe("the demo payments", () => {
  it("pay a reservation's total to the cent when their shares complete it, and never more than the total", () => {
    const rows = demoRows({ now: new Date("2026-11-26T09:00:00Z") });
    const byReservation = new Map<string, number>();
    for (const p of rows.payments) {
      if (p.status === "paid") byReservation.set(p.reservationId, (byReservation.get(p.reservationId) ?? 0) + Math.round(p.amount * 100));
    }
    let completed = 0;
    for (const r of rows.reservations) {
      const paid = byReservation.get(r.id) ?? 0;
      if (r.totalAmount === null || paid === 0) continue;
      const total = Math.round(r.totalAmount * 100);
      expect(paid, r.id).toBeLessThanOrEqual(total);
      if (r.status === "completed" && paid === total) completed++;
    }
    // the completed flights of the demo are paid in full (deposit + balance, or at once)
    expect(completed).toBeGreaterThanOrEqual(8);
  });
});
