/**
 * Test-data factories (decision 039): each inserts one minimal valid row through Prisma and returns it, with
 * overridable fields. A test builds what it reads instead of leaning on the demo data, so it states its own
 * preconditions and does not break when the demo changes. Values are unique per call (a counter), times are
 * relative to now, and flight times come from the charter engine like the app's own.
 */
import type { Prisma, Role } from "#app/generated/prisma/client";
import { AIRPORT_CITIES, type AirportCity } from "#app/lib/airports";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { greatCircleKm } from "#app/lib/geo";
import { db } from "#app/server/platform/db/client.server";
import { createTestUser } from "./auth";

let counter = 0;
/** A number no other factory call of this test file has had. */
export const unique = () => ++counter;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Now plus `days` (negative: in the past), at a whole minute. */
export function daysFromNow(days: number, base = new Date()): Date {
  return new Date(Math.floor((base.getTime() + days * DAY) / 60_000) * 60_000);
}

function airport(city: string): AirportCity {
  const found = AIRPORT_CITIES.find((a) => a.city === city);
  if (!found) throw new Error(`factories: no airport city "${city}"`);
  return found;
}

export function makeCustomer(data: Partial<Prisma.CustomerUncheckedCreateInput> = {}) {
  const n = unique();
  return db().customer.create({
    data: { firstName: "Test", lastName: `Müşteri ${n}`, email: `musteri${n}@test.example`, phone: "+90 532 000 00 00", ...data },
  });
}

/** A user with a profile of `role` (sales by default), password "UfukJet!2026" unless given. */
export function makeUser(
  role: Role = "sales",
  options: Omit<Parameters<typeof createTestUser>[0], "email" | "role"> & { email?: string } = {},
) {
  return createTestUser({ ...options, email: options.email ?? `${role}${unique()}@test.example`, role });
}

export function makeBroker(data: Partial<Prisma.BrokerUncheckedCreateInput> = {}) {
  const n = unique();
  return db().broker.create({ data: { name: `Test Broker ${n}`, code: `TB${n}`, apiKeyRequired: false, ...data } });
}

/** A broker company and a user of it with the broker role. */
export async function makeBrokerUser(options: { email?: string; broker?: Partial<Prisma.BrokerUncheckedCreateInput> } = {}) {
  const broker = await makeBroker(options.broker);
  const user = await makeUser("broker", { email: options.email, brokerId: broker.id });
  return { broker, user };
}

/** A customer and the user account linked to it (the customer area's sign-in). */
export async function makeCustomerUser(options: { email?: string; customer?: Partial<Prisma.CustomerUncheckedCreateInput> } = {}) {
  const email = options.email ?? `musteri${unique()}@test.example`;
  const customer = await makeCustomer({ email, ...options.customer });
  const user = await makeUser("sales", { email, customerId: customer.id, firstName: customer.firstName, lastName: customer.lastName });
  return { customer, user };
}

export function makeJet(data: Partial<Prisma.JetUncheckedCreateInput> = {}) {
  const n = unique();
  return db().jet.create({
    data: {
      manufacturer: "Test",
      model: `Jet ${n}`,
      yearManufactured: 2020,
      seatCapacity: 8,
      minPassengers: 1,
      category: "midsize",
      rangeKm: 6000,
      maxSpeedKmh: 850,
      hourlyRate: 150_000,
      ...data,
    },
  });
}

/** The route of a city pair (cities of the airport list), with its great-circle distance; reused when it exists. */
export async function makeRoute(from = "İstanbul", to = "Londra", data: Partial<Prisma.RouteUncheckedCreateInput> = {}) {
  const existing = await db().route.findUnique({ where: { departureCity_arrivalCity: { departureCity: from, arrivalCity: to } } });
  if (existing) return existing;
  const a = airport(from);
  const b = airport(to);
  return db().route.create({
    data: {
      departureCity: a.city,
      departureCountry: a.country,
      departureAirport: `${a.name} (${a.iata})`,
      arrivalCity: b.city,
      arrivalCountry: b.country,
      arrivalAirport: `${b.name} (${b.iata})`,
      distanceKm: greatCircleKm(a, b),
      basePrice: 100_000,
      ...data,
    },
  });
}

/** A quote request: a new customer and İstanbul → Londra in ten days unless given. */
export async function makeQuoteRequest(data: Partial<Prisma.QuoteRequestUncheckedCreateInput> = {}) {
  const customerId = data.customerId ?? (await makeCustomer()).id;
  const routeId = data.routeId ?? (await makeRoute()).id;
  return db().quoteRequest.create({
    data: {
      customerId,
      routeId,
      passengerCount: 4,
      departureDatetime: daysFromNow(10),
      status: "pending",
      visibleToBrokers: true,
      ...data,
    },
  });
}

/** A broker's quote on a request (a pending one by a new broker user unless given), valid 48 hours from now. */
export async function makeBrokerQuote(data: Partial<Prisma.BrokerQuoteUncheckedCreateInput> = {}) {
  const quoteRequestId = data.quoteRequestId ?? (await makeQuoteRequest()).id;
  let { brokerId, userId } = data;
  if (!brokerId || !userId) {
    const made = await makeBrokerUser();
    brokerId ??= made.broker.id;
    userId ??= made.user.id;
  }
  const submittedAt = data.submittedAt ? new Date(data.submittedAt) : new Date();
  const validityHours = data.validityHours ?? 48;
  return db().brokerQuote.create({
    data: {
      quoteRequestId,
      brokerId,
      userId,
      quotedPrice: 40_000,
      currency: "EUR",
      validityHours,
      submittedAt,
      expiresAt: new Date(submittedAt.getTime() + validityHours * HOUR),
      ...data,
    },
  });
}

/**
 * A reservation: a new customer on İstanbul → Londra in ten days, draft, unless given. With a jet its arrival is the
 * jet's block time after departure (the charter engine), so the schedule rules of the app hold.
 */
export async function makeReservation(data: Partial<Prisma.ReservationUncheckedCreateInput> = {}) {
  const customerId = data.customerId ?? (await makeCustomer()).id;
  const route = data.routeId ? await db().route.findUniqueOrThrow({ where: { id: data.routeId } }) : await makeRoute();
  const jet = data.jetId ? await db().jet.findUniqueOrThrow({ where: { id: data.jetId } }) : null;
  const departure = data.departureDatetime ? new Date(data.departureDatetime) : daysFromNow(10);
  const arrival = new Date(departure.getTime() + estimatedBlockMinutesFor(route.distanceKm, jet) * 60_000);
  return db().reservation.create({
    data: {
      customerId,
      routeId: route.id,
      departureDatetime: departure,
      arrivalDatetime: arrival,
      passengerCount: 2,
      status: "draft",
      totalAmount: 250_000,
      currency: "TRY",
      ...data,
    },
  });
}

/** A payment on a reservation (a new one unless given): pending, the reservation's currency. */
export async function makePayment(data: Partial<Prisma.PaymentUncheckedCreateInput> = {}) {
  const reservationId = data.reservationId ?? (await makeReservation()).id;
  const settled = data.status === "paid" || data.status === "refunded";
  return db().payment.create({
    data: {
      reservationId,
      amount: 50_000,
      currency: "TRY",
      paymentMethod: "Kredi Kartı",
      status: "pending",
      paidAt: settled ? new Date() : null,
      transactionReference: `TEST-${unique()}`,
      ...data,
    },
  });
}

/** An empty leg by a broker user (a new one unless given): İstanbul → Bodrum in five days, approved. */
export async function makeEmptyLeg(data: Partial<Prisma.EmptyLegUncheckedCreateInput> & { from?: string; to?: string } = {}) {
  const { from = "İstanbul", to = "Bodrum", ...rest } = data;
  let { createdBy, brokerId } = rest;
  if (!createdBy) {
    const made = await makeBrokerUser();
    createdBy = made.user.id;
    brokerId ??= made.broker.id;
  }
  const a = airport(from);
  const b = airport(to);
  const departure = rest.departureDatetime ? new Date(rest.departureDatetime) : daysFromNow(5);
  const block = estimatedBlockMinutesFor(greatCircleKm(a, b), null);
  const approved = rest.approved ?? true;
  return db().emptyLeg.create({
    data: {
      aircraftType: "Midsize Jet",
      aircraftModel: "Citation XLS+",
      operatorName: "Test Operatör",
      departureAirport: `${a.city} (${a.iata})`,
      arrivalAirport: `${b.city} (${b.iata})`,
      departureAirportCode: a.icao,
      arrivalAirportCode: b.icao,
      departureDatetime: departure,
      arrivalDatetime: new Date(departure.getTime() + block * 60_000),
      price: 8_000,
      currency: "EUR",
      seatCapacity: 8,
      approvedAt: approved ? new Date() : null,
      ...rest,
      approved,
      createdBy,
      brokerId: brokerId ?? null,
    },
  });
}

/** A staff offer (published, valid 30 days, by a new operations user unless given). */
export async function makeOffer(data: Partial<Prisma.OfferUncheckedCreateInput> = {}) {
  const createdById = data.createdById ?? (await makeUser("operations")).id;
  const published = data.publishedAt === undefined ? new Date() : data.publishedAt;
  return db().offer.create({
    data: {
      category: "hotel",
      title: `Test teklif ${unique()}`,
      location: "Bodrum, Türkiye",
      originalPrice: 1000,
      discountedPrice: 800,
      currency: "EUR",
      features: [],
      validUntil: daysFromNow(30),
      publishedById: published ? createdById : null,
      ...data,
      publishedAt: published,
      createdById,
    },
  });
}

/**
 * One account per area under the addresses the tests name them by: admin@, operasyon@, broker@ (with its broker
 * company) and musteri@ (with its customer record) at ufukjet.test.
 */
export async function makeRoleAccounts() {
  const admin = await makeUser("admin", { email: "admin@ufukjet.test", firstName: "Selin", lastName: "Aydın" });
  const operations = await makeUser("operations", { email: "operasyon@ufukjet.test", firstName: "Murat", lastName: "Kaya" });
  const broker = await makeBrokerUser({ email: "broker@ufukjet.test", broker: { name: "Anadolu Jet Partners", code: "ANADOLU" } });
  const customer = await makeCustomerUser({ email: "musteri@ufukjet.test", customer: { firstName: "Ahmet", lastName: "Yılmaz" } });
  return { admin, operations, broker, customer };
}
