/**
 * The demo data set as rows, computed from the data files (demo/data/) and `now`: pure, no database. Every date is
 * relative to `now`, so the data always looks current; every row has a fixed id derived from a name (`demoId`), or
 * the id of the row that already holds its natural key (e-mail, broker code, city pair).
 *
 * Times and prices come from the charter engine (app/lib/domain/charter, decision 036), the functions the screens
 * use: a reservation arrives its jet's block time after it departs and costs the jet's hourly rate × billable block
 * time with the day minimum (plus its add-ons); a route's base price is the cheapest fleet jet's engine price for
 * the pair; a lira broker quote that names a jet is the engine's price for it times the broker's markup; an empty
 * leg arrives after the block time of its aircraft's category. The fleet's flights obey the position rule
 * (`jetScheduleProblems`, decision 039): the plan refuses to build a schedule in which a jet teleports.
 */
import type { Currency, ReservationStatus } from "#app/generated/prisma/enums";
import { aircraftJetCategory } from "#app/lib/aircraft";
import { AIRPORT_CITIES, distanceBetweenCities, type AirportCity } from "#app/lib/airports";
import { estimatedBlockMinutesFor, planLeg, type PlannedJet } from "#app/lib/domain/charter/leg";
import { priceTrip } from "#app/lib/domain/charter/price";
import { positionAt, scheduleLeg, type Commitment } from "#app/lib/domain/charter/schedule";
import { CRUISE_KMH_BY_CATEGORY } from "#app/lib/domain/charter/figures";
import { flightMinutes } from "#app/lib/domain/customer-flight";
import type { JetCategory } from "#app/lib/domain/jet-category";
import { pointsForMinutes } from "#app/lib/domain/membership";
import { estimateTrip } from "#app/lib/domain/pricing";
import { HOLDING_STATUSES } from "#app/lib/domain/reservation-status";
import { optionDeadline } from "#app/lib/domain/money-terms";
import { istanbulDateTime, parseLocalDate, todayInIstanbul } from "#app/lib/format";
import { greatCircleKm } from "#app/lib/geo";
import { fold } from "#app/lib/search";
import { DEMO_ACCOUNTS, type AccountKey } from "./data/accounts";
import { BROKERS, type BrokerCode } from "./data/brokers";
import { CUSTOMERS } from "./data/customers";
import { LEGS } from "./data/empty-legs";
import { JETS, type JetSpec } from "./data/fleet";
import { PAYMENTS } from "./data/payments";
import { QUOTES } from "./data/quotes";
import { REQUESTS } from "./data/requests";
import { RESERVATIONS } from "./data/reservations";
import { CATERING_PRICE, GROUND_TRANSPORT_PRICE, ROUTES } from "./data/routes";
import { demoId } from "./id";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Ids of rows that already hold a demo row's natural key; they are reused rather than duplicated. */
export interface ExistingIds {
  users: ReadonlyMap<string, string>;
  brokers: ReadonlyMap<string, string>;
  customers: ReadonlyMap<string, string>;
  routes: ReadonlyMap<string, string>;
}

export interface PlanInput {
  now: Date;
  existing?: Partial<ExistingIds>;
  /** the demo accounts' password hash ("" when every account exists already) */
  passwordHash?: string;
  /** the partner of the built-in demo feed (app/server/brokerage/demo-feed.server.ts), added to the brokers */
  demoFeed?: { brokerCode: string; brokerName: string; url: string };
}

// ───────────── helpers ─────────────

function airport(city: string): AirportCity {
  const found = AIRPORT_CITIES.find((c) => c.city === city);
  if (!found) throw new Error(`Demo data: unknown city "${city}"`);
  return found;
}

function airportLabel(city: string) {
  const a = airport(city);
  return `${a.city} (${a.iata})`;
}

/** The broker company a demo broker account belongs to. */
function accountBroker(key: AccountKey): BrokerCode {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account || !("broker" in account)) throw new Error(`Demo data: "${key}" is not a broker account`);
  return account.broker;
}

export function routeKey(from: string, to: string) {
  return `${from}→${to}`;
}

function roundTo(value: number, step: number) {
  return Math.round(value / step) * step;
}

function jetSpec(key: string): JetSpec {
  const spec = JETS.find((j) => j.key === key);
  if (!spec) throw new Error(`Demo data: unknown jet "${key}"`);
  return spec;
}

/** The flight day of a departure (UTC date, as the quote screens take it) for the engine's day minimum. */
function flightDay(at: Date) {
  return at.toISOString().slice(0, 10);
}

/** The engine's price of one leg for a jet, in lira: hourly rate × billable block time with the day minimum. */
export function enginePrice(distanceKm: number, jet: PlannedJet & { hourlyRate: number }, day: string): number | null {
  const plan = planLeg(distanceKm, jet);
  if (!plan.ok) return null;
  return priceTrip(Math.round(jet.hourlyRate * 100), [{ from: "", to: "", day, plan: plan.plan }]).totalCents / 100;
}

const NO_RANGE_LIMIT = Number.MAX_SAFE_INTEGER;
const FASTEST_CATEGORY = (Object.entries(CRUISE_KMH_BY_CATEGORY) as Array<[JetCategory, number]>).reduce((a, b) =>
  b[1] > a[1] ? b : a,
)[0];

/**
 * The aircraft an empty leg names, as the empty-leg forms read it (app/server/empty-legs/leg-aircraft.server.ts):
 * a jet of the fleet when the model (or the type) is one of its models, with or without the manufacturer; else the
 * category the type names; else the fastest category. Its block time (without a range limit) times the leg.
 */
function legAircraft(type: string, model: string | null): PlannedJet {
  const wanted = [model, type].filter((v): v is string => !!v).map((v) => fold(v).replace(/\s+/g, " ").trim());
  for (const name of wanted) {
    const jet = JETS.find((j) => fold(j.model) === name || fold(`${j.manufacturer} ${j.model}`) === name);
    if (jet) return { category: jet.category, rangeKm: NO_RANGE_LIMIT, cruiseKmh: jet.cruiseKmh };
  }
  return { category: aircraftJetCategory(type) ?? FASTEST_CATEGORY, rangeKm: NO_RANGE_LIMIT };
}

function clock(now: Date) {
  const today = parseLocalDate(todayInIstanbul(now));
  if (!today) throw new Error(`Demo data: no Istanbul day for ${now.toISOString()}`);
  const { year: y, month: m, day: d } = today;
  /** Istanbul wall-clock time `hour:minute` on the day `days` from today (Istanbul calendar). */
  const at = (days: number, hour: number, minute = 0) => {
    const day = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    return istanbulDateTime(day, `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`)!;
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const endOfToday = at(1, 0).getTime();
  /** Three departures later today (Istanbul time), evenly spread over what is left of the day. */
  const laterToday = (): [Date, Date, Date] => {
    const quarter = 15 * 60_000;
    const start = Math.ceil((now.getTime() + 30 * 60_000) / quarter) * quarter;
    if (start + 3 * quarter < endOfToday) {
      const step = Math.min(2.5 * HOUR, Math.floor((endOfToday - start) / 3 / quarter) * quarter);
      const stepAt = (k: number) => new Date(start + k * step);
      return [stepAt(0), stepAt(1), stepAt(2)];
    }
    const left = endOfToday - now.getTime();
    const shareAt = (k: number) => new Date(now.getTime() + Math.floor((left * k) / 4));
    return [shareAt(1), shareAt(2), shareAt(3)];
  };
  return { at, ago, laterToday };
}

// ───────────── the position rule ─────────────

/** Statuses whose flights fix where a jet is: those that hold it, and the flights it has flown (as the server's). */
export const POSITIONING_STATUSES: readonly ReservationStatus[] = [...HOLDING_STATUSES, "completed"];

export interface JetFlight {
  /** a name for messages (the reservation's id) */
  id: string;
  from: string;
  to: string;
  departureAt: Date;
  arrivalAt: Date;
  status: ReservationStatus;
}

/**
 * Walks each jet's flights in departure order with the charter engine's schedule rule (the one the server applies,
 * `scheduleLeg`): a flight must depart from where the jet is — its previous flight's arrival after the turnaround,
 * else its home base — or leave time for the positioning leg there, and still let the jet reach its next flight.
 * Only flights that fix the jet's position count (held and flown ones). Returns one line per flight that breaks it.
 */
export function jetScheduleProblems(
  jets: ReadonlyArray<PlannedJet & { key: string; homeBase: string }>,
  flightsByJet: ReadonlyMap<string, readonly JetFlight[]>,
): string[] {
  const problems: string[] = [];
  for (const jet of jets) {
    const flights = (flightsByJet.get(jet.key) ?? []).filter((f) => POSITIONING_STATUSES.includes(f.status));
    const sorted = [...flights].sort((a, b) => a.departureAt.getTime() - b.departureAt.getTime());
    for (const flight of sorted) {
      const others: Commitment[] = sorted
        .filter((f) => f !== flight)
        .map((f) => ({ departureAirport: f.from, arrivalAirport: f.to, departureAt: f.departureAt, arrivalAt: f.arrivalAt }));
      const blockMinutes = (flight.arrivalAt.getTime() - flight.departureAt.getTime()) / 60_000;
      const result = scheduleLeg(
        { ...jet, baseAirport: jet.homeBase },
        others,
        { from: flight.from, to: flight.to, departureAt: flight.departureAt, blockMinutes },
        distanceBetweenCities,
      );
      if (!result.ok) {
        const r = result.refusal;
        const where = r.reason === "not-in-position" ? `the jet is at ${r.position}` : r.reason;
        problems.push(`${jet.key}: ${flight.from} → ${flight.to} at ${flight.departureAt.toISOString()} (${flight.id}): ${where}`);
      }
    }
  }
  return problems;
}

// ───────────── the rows ─────────────

export function demoRows({ now, existing = {}, passwordHash = "", demoFeed }: PlanInput) {
  const { at, ago, laterToday } = clock(now);
  const userId = (key: AccountKey) => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
    return existing.users?.get(account.email) ?? demoId("user", account.email);
  };
  const brokerId = (code: string) => existing.brokers?.get(code) ?? demoId("broker", code);
  const customerSpec = (key: string) => {
    const spec = CUSTOMERS.find((c) => c.key === key);
    if (!spec) throw new Error(`Demo data: unknown customer "${key}"`);
    return spec;
  };
  const customerId = (key: string) => {
    const spec = customerSpec(key);
    return existing.customers?.get(spec.email) ?? demoId("customer", spec.email);
  };
  const jetId = (key: string) => demoId("jet", jetSpec(key).key);

  // ── brokers, with the demo partner whose feed the app serves itself
  const brokers = [
    ...BROKERS.map((b) => ({
      id: brokerId(b.code),
      name: b.name,
      code: b.code as string,
      apiEndpoint: b.apiEndpoint as string | null,
      apiKeyRequired: b.apiKeyRequired as boolean,
      rateLimitPerMinute: b.rateLimitPerMinute as number,
      isActive: b.isActive as boolean,
      lastSyncedAt: b.apiEndpoint ? ago(41 * DAY) : null,
      lastSyncError: b.apiEndpoint ? "Bağlantı zaman aşımına uğradı (30 sn)" : null,
      createdAt: ago(b.createdDaysAgo * DAY),
    })),
    ...(demoFeed
      ? [
          {
            id: brokerId(demoFeed.brokerCode),
            name: demoFeed.brokerName,
            code: demoFeed.brokerCode,
            apiEndpoint: demoFeed.url as string | null,
            apiKeyRequired: false,
            rateLimitPerMinute: 60,
            isActive: true,
            lastSyncedAt: null,
            lastSyncError: null,
            createdAt: ago(30 * DAY),
          },
        ]
      : []),
  ];

  // ── users and profiles
  const users = DEMO_ACCOUNTS.map((a, index) => ({
    id: userId(a.key),
    email: a.email,
    passwordHash,
    emailVerifiedAt: ago((240 - index * 10) * DAY - HOUR),
    createdAt: ago((240 - index * 10) * DAY),
  }));
  const profiles = DEMO_ACCOUNTS.map((a, index) => {
    const customer = "customer" in a ? customerSpec(a.customer) : undefined;
    return {
      id: userId(a.key),
      role: a.role,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: a.phone,
      brokerId: "broker" in a ? brokerId(a.broker) : null,
      customerId: customer ? customerId(customer.key) : null,
      isVip: customer?.vip ?? false,
      segment: customer?.segment ?? "individual",
      kycStatus: customer?.kyc ?? false,
      createdAt: ago((240 - index * 10) * DAY),
    };
  });

  // ── customers
  const customers = CUSTOMERS.map((c) => ({
    id: customerId(c.key),
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    companyName: c.company ?? null,
    segment: c.segment,
    notes: c.notes ?? null,
    isVip: c.vip,
    kycStatus: c.kyc,
    createdAt: ago(c.createdDaysAgo * DAY + 7 * HOUR),
  }));

  // ── jets
  const jets = JETS.map((j, index) => ({
    id: jetId(j.key),
    manufacturer: j.manufacturer,
    model: j.model,
    yearManufactured: j.year,
    seatCapacity: j.seats,
    minPassengers: j.minPassengers,
    category: j.category,
    rangeKm: j.rangeKm,
    maxSpeedKmh: j.maxSpeedKmh,
    cruiseKmh: j.cruiseKmh,
    homeBase: j.homeBase,
    hourlyRate: j.hourlyRate,
    ownershipType: j.ownership,
    features: j.features,
    isAvailable: j.available,
    createdAt: ago((365 - index * 20) * DAY),
  }));

  // ── routes: the base price ("from" on the popular routes) is the cheapest available jet's engine price
  const routeInfo = new Map<string, { id: string; distanceKm: number; basePrice: number }>();
  const routes = ROUTES.map(([from, to], index) => {
    const a = airport(from);
    const b = airport(to);
    const distanceKm = greatCircleKm(a, b);
    const prices = JETS.filter((j) => j.available).flatMap((j) => {
      const price = enginePrice(distanceKm, j, flightDay(now));
      return price === null ? [] : [price];
    });
    if (prices.length === 0) throw new Error(`Demo data: no demo jet flies ${from} → ${to}`);
    const basePrice = roundTo(Math.min(...prices), 1000);
    const id = existing.routes?.get(routeKey(from, to)) ?? demoId("route", routeKey(from, to));
    routeInfo.set(routeKey(from, to), { id, distanceKm, basePrice });
    return {
      id,
      departureCity: a.city,
      departureCountry: a.country,
      departureAirport: `${a.name} (${a.iata})`,
      arrivalCity: b.city,
      arrivalCountry: b.country,
      arrivalAirport: `${b.name} (${b.iata})`,
      distanceKm,
      basePrice,
      currency: "TRY" as Currency,
      createdAt: ago((300 - index * 5) * DAY),
    };
  });
  const route = (from: string, to: string) => {
    const info = routeInfo.get(routeKey(from, to));
    if (!info) throw new Error(`Demo data: no route ${from} → ${to}`);
    return info;
  };

  // ── empty legs (created by the broker users; approved ones in the future are public)
  const legId = (key: string) => demoId("empty-leg", key);
  const emptyLegs = LEGS.map((leg, index) => {
    const departure = at(leg.day, leg.hour);
    const createdAt = new Date(Math.min(now.getTime() - (2 + (index % 5)) * DAY, departure.getTime() - 4 * DAY));
    const block = estimatedBlockMinutesFor(greatCircleKm(airport(leg.from), airport(leg.to)), legAircraft(leg.type, leg.model));
    return {
      id: legId(leg.key),
      aircraftType: leg.type,
      aircraftModel: leg.model,
      operatorName: leg.operator,
      departureAirport: airportLabel(leg.from),
      arrivalAirport: airportLabel(leg.to),
      departureAirportCode: airport(leg.from).icao,
      arrivalAirportCode: airport(leg.to).icao,
      departureDatetime: departure,
      arrivalDatetime: leg.noArrival ? null : new Date(departure.getTime() + block * 60_000),
      price: leg.price,
      currency: leg.currency,
      seatCapacity: leg.seats,
      notes: leg.notes ?? null,
      approved: leg.approved,
      approvedAt: leg.approved ? new Date(createdAt.getTime() + 5 * HOUR) : null,
      approvedBy: leg.approved ? userId("operations") : null,
      createdBy: userId(leg.by),
      brokerId: brokerId(accountBroker(leg.by)),
      createdAt,
    };
  });

  // ── quote requests (09:00 Istanbul time departures)
  const requestId = (key: string) => demoId("quote-request", key);
  const requestSpec = (key: string) => {
    const spec = REQUESTS.find((q) => q.key === key);
    if (!spec) throw new Error(`Demo data: unknown quote request "${key}"`);
    return spec;
  };
  const quoteRequests = REQUESTS.map((q) => ({
    id: requestId(q.key),
    customerId: customerId(q.customer),
    routeId: route(q.from, q.to).id,
    emptyLegId: q.emptyLeg ? legId(q.emptyLeg) : null,
    passengerCount: q.pax,
    departureDatetime: at(q.day, 9),
    // like a guest's form, the demo requests name a day, not a time (09:00 is the placeholder)
    departureDateOnly: true,
    specialRequests: q.special ?? null,
    status: q.status,
    visibleToBrokers: q.visible,
    createdBy: q.by ? userId(q.by) : null,
    createdAt: ago(q.createdDaysAgo * DAY),
  }));

  // ── broker quotes (expires_at = submitted_at + validity); an offered jet fits the party and the route
  const brokerQuotes = QUOTES.map((q) => {
    const request = requestSpec(q.request);
    const jet = q.jet ? jetSpec(q.jet) : null;
    const distanceKm = route(request.from, request.to).distanceKm;
    if (jet && (request.pax > jet.seats || !planLeg(distanceKm, jet).ok)) {
      throw new Error(`Demo data: quote ${q.key} offers ${jet.key}, which cannot fly request ${request.key}`);
    }
    let quotedPrice: number;
    if ("markup" in q) {
      const estimate = enginePrice(distanceKm, jetSpec(q.jet), flightDay(at(request.day, 9)));
      if (estimate === null) throw new Error(`Demo data: quote ${q.key} has no engine price`);
      quotedPrice = roundTo(estimate * q.markup, 1000);
    } else {
      quotedPrice = q.price;
    }
    const submittedAt = ago(q.submittedHoursAgo * HOUR);
    return {
      id: demoId("broker-quote", q.key),
      quoteRequestId: requestId(q.request),
      brokerId: brokerId(accountBroker(q.by)),
      userId: userId(q.by),
      quotedPrice,
      currency: q.currency,
      jetOfferedId: jet ? jetId(jet.key) : null,
      validityHours: q.validity,
      brokerNotes: q.notes ?? null,
      expiresAt: new Date(submittedAt.getTime() + q.validity * HOUR),
      submittedAt,
      status: q.status,
      decidedAt: q.decidedHoursAgo !== undefined ? ago(q.decidedHoursAgo * HOUR) : null,
      decidedBy: q.decidedBy ? userId(q.decidedBy) : null,
      decisionNote: q.decisionNote ?? null,
    };
  });

  // ── reservations: arrival = departure + the jet's block time; price = what the wizard's estimate shows for the jet
  // from where it is at that departure (its previous held or flown flight's arrival, else its base: the positioning
  // line at its share of the rate), plus the add-ons
  const todays = laterToday();
  const timed = RESERVATIONS.map((r, index) => {
    const info = route(r.from, r.to);
    const departure = "today" in r.when ? todays[r.when.today] : at(r.when.day, r.when.hour, r.when.minute ?? 0);
    const jet = r.jet ? jetSpec(r.jet) : null;
    if (jet && r.pax > jet.seats) throw new Error(`Demo data: reservation ${index + 1} seats ${r.pax} on ${jet.key}`);
    const id = demoId("reservation", `r${String(index + 1).padStart(2, "0")}`);
    const arrival = new Date(departure.getTime() + estimatedBlockMinutesFor(info.distanceKm, jet) * 60_000);
    return { r, index, id, info, departure, arrival, jet };
  });
  const flightsByJet = new Map<string, JetFlight[]>();
  for (const t of timed) {
    if (!t.jet) continue;
    const list = flightsByJet.get(t.jet.key) ?? [];
    list.push({ id: t.id, from: t.r.from, to: t.r.to, departureAt: t.departure, arrivalAt: t.arrival, status: t.r.status });
    flightsByJet.set(t.jet.key, list);
  }
  const flightPrice = (t: (typeof timed)[number]): number => {
    if (!t.jet) return t.info.basePrice;
    const commitments: Commitment[] = (flightsByJet.get(t.jet.key) ?? [])
      .filter((f) => f.id !== t.id && POSITIONING_STATUSES.includes(f.status))
      .map((f) => ({ departureAirport: f.from, arrivalAirport: f.to, departureAt: f.departureAt, arrivalAt: f.arrivalAt }));
    const estimate = estimateTrip({
      legs: [{ from: t.r.from, to: t.r.to, distanceKm: t.info.distanceKm, day: flightDay(t.departure) }],
      jet: { ...t.jet, currency: "TRY" },
      extras: { catering: false, ground_transport: false, vip_lounge: false },
      position: positionAt({ baseAirport: t.jet.homeBase }, commitments, t.departure),
      distanceKm: distanceBetweenCities,
    });
    const lira = estimate.totals.find((x) => x.currency === "TRY");
    if (!estimate.complete || !lira)
      throw new Error(`Demo data: reservation ${t.index + 1}: ${t.jet.key} cannot fly ${t.r.from} → ${t.r.to}`);
    return lira.amount;
  };
  const reservations = timed.map((t) => {
    const { r, index } = t;
    const extras = (r.catering ? CATERING_PRICE : 0) + (r.ground ? GROUND_TRANSPORT_PRICE : 0);
    const createdAt = new Date(
      Math.min(now.getTime() - (1 + (index % 20)) * DAY - (index % 7) * HOUR, t.departure.getTime() - (3 + (index % 9)) * DAY),
    );
    return {
      id: t.id,
      customerId: customerId(r.customer),
      routeId: t.info.id,
      jetId: t.jet ? jetId(t.jet.key) : null,
      departureDatetime: t.departure,
      arrivalDatetime: t.arrival,
      passengerCount: r.pax,
      cateringRequired: r.catering ?? false,
      groundTransportRequired: r.ground ?? false,
      specialRequests: r.special ?? null,
      status: r.status,
      totalAmount: r.noTotal ? null : Math.round((flightPrice(t) + extras) * 100) / 100,
      currency: "TRY" as Currency,
      quoteRequestId: r.quote ? requestId(r.quote) : null,
      // an option holds its jet for the policy's hold time from now (decision 042); a cancellation kept no fee
      optionDeadline: r.status === "optional" ? optionDeadline(now, t.departure) : null,
      cancellationFee: r.status === "cancelled" ? 0 : null,
      cancelledAt: r.status === "cancelled" ? new Date(Math.min(createdAt.getTime() + 2 * DAY, now.getTime() - HOUR)) : null,
      createdAt,
    };
  });

  // ── membership points: every completed flight earned its points when it was completed (decision 023)
  const membershipPoints = RESERVATIONS.flatMap((r, index) => {
    if (r.status !== "completed") return [];
    const row = reservations[index]!;
    const minutes = flightMinutes({
      departureDatetime: row.departureDatetime,
      arrivalDatetime: row.arrivalDatetime,
      distanceKm: route(r.from, r.to).distanceKm,
      jet: r.jet ? jetSpec(r.jet) : null,
    });
    return [
      {
        customerId: row.customerId,
        reservationId: row.id,
        kind: "flight" as const,
        points: pointsForMinutes(minutes),
        flightMinutes: minutes,
        createdAt: row.arrivalDatetime,
      },
    ];
  });

  // ── payments (paid_at only for paid and refunded). Shares are rounded to ₺100, except the payment that
  // completes a reservation's total (shares reaching 1): it pays the exact rest, so a paid flight owes nothing.
  const shareSoFar = new Map<number, number>();
  const amountSoFar = new Map<number, number>();
  const payments = PAYMENTS.map((p, index) => {
    const reservation = reservations[p.reservation - 1];
    if (!reservation) throw new Error(`Demo data: payment ${index + 1} on reservation ${p.reservation}, which is not in the list`);
    if (reservation.totalAmount === null) throw new Error(`Demo data: payment ${index + 1} on a reservation without a total`);
    const createdAt = new Date(
      Math.min(reservation.createdAt.getTime() + p.afterDays * DAY + (2 + (index % 5)) * HOUR, now.getTime() - ((index % 3) + 1) * HOUR),
    );
    const share = (shareSoFar.get(p.reservation) ?? 0) + (p.status === "failed" ? 0 : p.share);
    const before = amountSoFar.get(p.reservation) ?? 0;
    const amount =
      Math.abs(share - 1) < 1e-9
        ? Math.round((reservation.totalAmount - before) * 100) / 100
        : roundTo(reservation.totalAmount * p.share, 100);
    if (p.status !== "failed") {
      shareSoFar.set(p.reservation, share);
      amountSoFar.set(p.reservation, before + amount);
    }
    const settled = p.status === "paid" || p.status === "refunded";
    const settleDelay = p.method === "Kredi Kartı" ? 2 * 60_000 : p.method === "Havale/EFT" ? 4 * HOUR : 20 * HOUR;
    return {
      id: demoId("payment", `p${String(index + 1).padStart(2, "0")}`),
      reservationId: reservation.id,
      amount,
      currency: "TRY" as Currency,
      paymentMethod: p.method,
      status: p.status,
      paidAt: settled ? new Date(Math.min(createdAt.getTime() + settleDelay, now.getTime() - 60_000)) : null,
      createdAt,
      transactionReference: `UJ-${createdAt.getUTCFullYear()}-${String(120 + index).padStart(6, "0")}`,
    };
  });

  // ── refunds: a refunded payment went back whole, two days after it was paid (decision 042)
  const refunds = payments.flatMap((p) =>
    p.status === "refunded" && p.paidAt
      ? [
          {
            id: demoId("refund", p.id),
            paymentId: p.id,
            reservationId: p.reservationId,
            amount: p.amount,
            currency: p.currency,
            status: "completed" as const,
            reason: "İptal iadesi",
            completedAt: new Date(Math.min(p.paidAt.getTime() + 2 * DAY, now.getTime() - 30_000)),
          },
        ]
      : [],
  );

  // two e-mails the mail server refused, so the outbox screen shows a failed delivery and its retry
  const failedEmails = customers.slice(0, 2).map((c, index) => ({
    id: demoId("outbox-email", `failed-${index + 1}`),
    to: c.email,
    subject: "Ufuk Jet uçuş talebiniz alındı",
    text: `Merhaba ${c.firstName},\n\nUçuş talebiniz alındı; ekibimiz en kısa sürede size dönecek.\n\nUfuk Jet`,
    template: "guest-request-received",
    status: "failed" as const,
    attempts: 5,
    lastError: "550 5.1.1 Mailbox unavailable",
    createdAt: new Date(now.getTime() - (index + 2) * DAY),
  }));

  return {
    brokers,
    users,
    profiles,
    customers,
    jets,
    routes,
    emptyLegs,
    quoteRequests,
    brokerQuotes,
    reservations,
    membershipPoints,
    payments,
    refunds,
    failedEmails,
    flightsByJet,
    staffUserId: userId("operations"),
    customerUserId: userId("customer"),
  };
}

export type DemoRows = ReturnType<typeof demoRows>;

/** The demo rows, refused when a jet of the fleet would depart from where it is not. */
export function checkedDemoRows(input: PlanInput): DemoRows {
  const rows = demoRows(input);
  const problems = jetScheduleProblems(JETS, rows.flightsByJet);
  if (problems.length) throw new Error(`Demo data: jets out of position:\n${problems.join("\n")}`);
  return rows;
}
