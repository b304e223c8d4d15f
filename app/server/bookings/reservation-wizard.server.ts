import { randomUUID } from "node:crypto";
import { cityName, distanceBetweenCities } from "#app/lib/airports";
import { planLeg } from "#app/lib/domain/charter/leg";
import { estimateTrip, WIZARD_EXTRAS, type LegInput, type RatedJet, type TripEstimate } from "#app/lib/domain/pricing";
import { GUEST_DEFAULT_DEPARTURE_TIME } from "#app/lib/domain/quote-terms";
import { dateAndClockAt, formatDate, JET_HOURLY_RATE_CURRENCY, type Currency } from "#app/lib/format";
import type { WizardValue } from "#app/lib/schemas/reservation-wizard";
import { audit } from "#app/server/platform/audit.server";
import type { ProfiledUser } from "#app/server/platform/auth/guard.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { findOrCreateRoute, placeOfCity, placeZone } from "#app/server/brokerage/guest-request.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { composeEmail, emailLine } from "#app/server/platform/mail/texts.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { jetPositionsAt } from "#app/server/fleet/jet-positions.server";
import type { Language } from "#app/locales";

/**
 * The reservation wizard's data and its confirmation (/dashboard/reservation, decision 017). The draft lives in
 * the form (hidden fields), so nothing is stored before the confirmation; the confirmation writes one quote
 * request per leg (pending, hidden from brokers, linked to the customer, created_by the user) with an audit row
 * each, in one transaction. The draft's key and the leg number are unique together, so a second confirmation of
 * the same draft (a double click, a reload) writes nothing.
 */

export type WizardErrorCode = "notLinked" | "jetNotFound" | "jetTooSmall" | "jetOutOfRange";

export class WizardError extends ServiceError<WizardErrorCode> {}

/** How many popular routes step 1 offers. */
export const POPULAR_ROUTE_COUNT = 4;

export interface PopularRoute {
  id: string;
  departureCity: string;
  arrivalCity: string;
  basePrice: string;
  currency: Currency;
}

/** A route picked among the popular ones: its two cities, or null when there is no such route. */
export async function pickedRoute(id: string): Promise<{ departureCity: string; arrivalCity: string } | null> {
  return db().route.findUnique({ where: { id: id.toLowerCase() }, select: { departureCity: true, arrivalCity: true } });
}

/** The most booked and requested routes (ties: the cheaper first), with their base price as the starting price. */
export async function popularRoutes(): Promise<PopularRoute[]> {
  const booked = await db().reservation.groupBy({
    by: ["routeId"],
    _count: { routeId: true },
    orderBy: [{ _count: { routeId: "desc" } }, { routeId: "asc" }],
    take: POPULAR_ROUTE_COUNT,
  });
  const ids = booked.map((b) => b.routeId);
  const select = { id: true, departureCity: true, arrivalCity: true, basePrice: true, currency: true } as const;
  // a popular route offers its fixed "from" price: routes without one (created from guest requests) are not offered
  const chosen = await db().route.findMany({ where: { id: { in: ids }, basePrice: { not: null } }, select });
  const rank = new Map(ids.map((id, i) => [id, i]));
  chosen.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  if (chosen.length < POPULAR_ROUTE_COUNT) {
    const more = await db().route.findMany({
      where: { id: { notIn: ids }, basePrice: { not: null } },
      orderBy: [{ basePrice: "asc" }, { id: "asc" }],
      take: POPULAR_ROUTE_COUNT - chosen.length,
      select,
    });
    chosen.push(...more);
  }
  return chosen.flatMap((r) => (r.basePrice ? [{ ...r, basePrice: r.basePrice.toString() }] : []));
}

export interface WizardJet {
  id: string;
  name: string;
  seatCapacity: number;
  hourlyRate: string;
}

/** The jets a customer can choose (available ones), by name. */
export async function wizardJets(): Promise<WizardJet[]> {
  const jets = await db().jet.findMany({
    where: { isAvailable: true },
    orderBy: [{ manufacturer: "asc" }, { model: "asc" }, { id: "asc" }],
    select: { id: true, manufacturer: true, model: true, seatCapacity: true, hourlyRate: true },
    take: 200,
  });
  return jets.map((j) => ({
    id: j.id,
    name: `${j.manufacturer} ${j.model}`,
    seatCapacity: j.seatCapacity,
    hourlyRate: j.hourlyRate.toString(),
  }));
}

const ESTIMATE_JET_SELECT = {
  id: true,
  manufacturer: true,
  model: true,
  seatCapacity: true,
  hourlyRate: true,
  category: true,
  rangeKm: true,
  cruiseKmh: true,
  homeBase: true,
} as const;

/**
 * The chosen jet, checked against the party: unknown → field error on jet_id, too small → on passenger_count.
 * Without a choice: null.
 */
export async function checkChosenJet(jetId: string | null, passengers: number) {
  if (!jetId) return null;
  const jet = await db().jet.findUnique({ where: { id: jetId }, select: ESTIMATE_JET_SELECT });
  if (!jet) throw new WizardError("jetNotFound", 400, "wizard.errors.jetNotFound", "jet_id");
  if (passengers > jet.seatCapacity) throw new WizardError("jetTooSmall", 400, "wizard.errors.jetTooSmall", "passenger_count");
  return jet;
}

export interface WizardEstimate extends TripEstimate {
  /** where the pricing jet is before the trip (its position, decision 036); null without a jet */
  jetPosition: string | null;
  /** the jet the trip is priced for: the chosen one, or the available jet that flies it for the least */
  rateBasis: "chosen" | "cheapest" | null;
  jetName: string | null;
}

type EstimateJet = NonNullable<Awaited<ReturnType<typeof checkChosenJet>>>;

const ratedJet = (jet: EstimateJet): RatedJet => ({
  hourlyRate: Number(jet.hourlyRate),
  currency: JET_HOURLY_RATE_CURRENCY,
  category: jet.category,
  rangeKm: jet.rangeKm,
  cruiseKmh: jet.cruiseKmh,
});

const canFly = (jet: EstimateJet, legs: readonly LegInput[]) =>
  legs.every((leg) => leg.distanceKm === null || planLeg(leg.distanceKm, ratedJet(jet)).ok);

/** The lira total of an estimate, for comparing jets (add-ons are the same for every jet). */
const liraTotal = (trip: TripEstimate) => trip.totals.find((t) => t.currency === JET_HOURLY_RATE_CURRENCY)?.amount ?? 0;

/**
 * A leg's requested departure: its day at the preferred time (else the default hour) of the departure airport's
 * clock (decisions 043, 046), as the guest form stores it; null for a day or time that is not one.
 */
export function legDeparture(leg: { from: string; date: string; time?: string | null }): Date | null {
  return dateAndClockAt(leg.date, leg.time || GUEST_DEFAULT_DEPARTURE_TIME, placeZone(placeOfCity(leg.from)));
}

/**
 * Step 3's estimate on the charter engine (app/lib/domain/pricing.ts): each leg priced for the jet that flies it.
 * A chosen jet that cannot fly a leg (more than one technical stop) is refused on jet_id with the jets that can;
 * without a choice, the available jet that seats the party and flies the whole trip for the least prices it.
 */
export async function estimateWizard(value: WizardValue, cateringDiscount = 0): Promise<WizardEstimate> {
  const chosen = await checkChosenJet(value.jet_id, value.passenger_count);
  const legs: LegInput[] = value.legs.map((l) => ({
    from: l.from,
    to: l.to,
    distanceKm: distanceBetweenCities(l.from, l.to),
    day: l.date,
  }));
  const candidates = await db().jet.findMany({
    where: { isAvailable: true, seatCapacity: { gte: value.passenger_count } },
    orderBy: [{ hourlyRate: "asc" }, { id: "asc" }],
    select: ESTIMATE_JET_SELECT,
    take: 200,
  });
  // where each jet is when the trip starts (the first leg's day at the guest requests' default time)
  const startsAt = legDeparture(value.legs[0]!) ?? new Date();
  const positions = await jetPositionsAt(chosen ? [...candidates, chosen] : candidates, startsAt);
  const positionOf = (jet: EstimateJet) => positions.get(jet.id) ?? jet.homeBase;
  const estimate = (jet: EstimateJet | null) =>
    estimateTrip({
      legs,
      jet: jet ? ratedJet(jet) : null,
      extras: value.extras,
      cateringDiscount,
      position: jet ? positionOf(jet) : null,
      distanceKm: distanceBetweenCities,
    });
  // a jet that cannot reach the trip's first departure (a positioning leg beyond its range) cannot fly it either
  const able = candidates.filter((jet) => canFly(jet, legs) && !estimate(jet).positioningImpossible);
  if (chosen) {
    if (!canFly(chosen, legs) || estimate(chosen).positioningImpossible) {
      // the refusal names the available jets that seat the party and can fly every leg, or says there is none
      throw able.length > 0
        ? new WizardError("jetOutOfRange", 400, "wizard.errors.jetOutOfRange", "jet_id", {
            jets: able.map((j) => `${j.manufacturer} ${j.model}`).join(", "),
          })
        : new WizardError("jetOutOfRange", 400, "wizard.errors.jetOutOfRangeNone", "jet_id");
    }
    return { ...estimate(chosen), rateBasis: "chosen", jetName: `${chosen.manufacturer} ${chosen.model}`, jetPosition: positionOf(chosen) };
  }
  let best: { jet: EstimateJet; trip: TripEstimate } | null = null;
  for (const jet of able) {
    const trip = estimate(jet);
    if (!best || liraTotal(trip) < liraTotal(best.trip)) best = { jet, trip };
  }
  if (!best) return { ...estimate(null), rateBasis: null, jetName: null, jetPosition: null };
  return { ...best.trip, rateBasis: "cheapest", jetName: `${best.jet.manufacturer} ${best.jet.model}`, jetPosition: positionOf(best.jet) };
}

/** A fresh key for a new draft (the confirmation's idempotency key). */
export function newDraftKey(): string {
  return randomUUID();
}

export interface ConfirmInput {
  user: ProfiledUser;
  value: WizardValue & { idempotency_key: string };
  ip: string;
  /** the language the customer wrote in: their confirmation e-mail is in it; staff read Turkish */
  language: Language;
  /** absolute base of the e-mails' links (PUBLIC_URL) */
  baseUrl: string;
}

/** The two e-mails of a confirmed trip: the customer's confirmation and the staff notification. */
async function tripEmails(input: ConfirmInput, customer: { firstName: string; lastName: string; email: string }, jetName: string | null) {
  const { value, language, baseUrl } = input;
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const parts = async (lng: Language) => {
    const legs = await Promise.all(
      value.legs.map((leg, i) =>
        emailLine(
          "wizardParts.leg",
          { n: i + 1, from: cityName(leg.from, lng), to: cityName(leg.to, lng), date: formatDate(`${leg.date}T12:00:00Z`, lng) },
          lng,
        ),
      ),
    );
    const extras = await Promise.all(WIZARD_EXTRAS.filter((e) => value.extras[e]).map((e) => emailLine(`wizardParts.${e}`, {}, lng)));
    return { legs: legs.join("\n"), extras: extras.join(", "), jet: jetName ?? (await emailLine("wizardParts.anyJet", {}, lng)) };
  };
  const [first] = value.legs;
  const common = {
    name,
    email: customer.email,
    route: `${first.from} → ${first.to}`,
    date: formatDate(`${first.date}T12:00:00Z`),
    count: value.legs.length,
    passengers: value.passenger_count,
    notes: value.special_requests,
    link: `${baseUrl}/dashboard/requests`,
    staffLink: `${baseUrl}/admin/quote-requests`,
  };
  // the customer's e-mail names the cities in the customer's language (decision 048)
  const customerRoute = `${cityName(first.from, language)} → ${cityName(first.to, language)}`;
  const customerMail = await composeEmail(
    "wizardRequestReceived",
    { ...common, route: customerRoute, ...(await parts(language)) },
    language,
  );
  const staffMail = await composeEmail("wizardRequestStaff", { ...common, ...(await parts("tr")) });
  return [
    { to: customer.email, ...customerMail, template: "wizard-request-received", causedBy: input.user.id },
    { to: env().STAFF_NOTIFICATION_EMAIL, ...staffMail, template: "wizard-request-staff", causedBy: input.user.id },
  ];
}

/**
 * Writes the trip: one quote request per leg, with its audit row, in one transaction. Returns the new requests'
 * ids, or `created: false` when this draft was confirmed before (nothing is written then).
 */
export async function confirmWizard(input: ConfirmInput): Promise<{ created: boolean; quoteRequestIds: string[] }> {
  const { user, value, ip } = input;
  const customerId = user.profile.customerId;
  if (!customerId) throw new WizardError("notLinked", 409, "wizard.errors.notLinked");
  const jet = await checkChosenJet(value.jet_id, value.passenger_count);
  const tripId = value.idempotency_key;
  const mine = { tripId, createdBy: user.id };
  const earlier = await db().quoteRequest.findMany({ where: mine, select: { id: true }, orderBy: { tripLeg: "asc" } });
  if (earlier.length > 0) return { created: false, quoteRequestIds: earlier.map((r) => r.id) };

  const write = () =>
    db().$transaction(async (tx) => {
      const customer = await tx.customer.findUnique({
        where: { id: customerId },
        select: { id: true, firstName: true, lastName: true, email: true },
      });
      if (!customer) throw new WizardError("notLinked", 409, "wizard.errors.notLinked");
      const ids: string[] = [];
      for (const [index, leg] of value.legs.entries()) {
        const route = await findOrCreateRoute(tx, placeOfCity(leg.from), placeOfCity(leg.to));
        const departureDatetime = legDeparture(leg)!;
        const created = await tx.quoteRequest.create({
          data: {
            customerId,
            routeId: route.id,
            passengerCount: value.passenger_count,
            departureDatetime,
            // a leg with the customer's preferred time is that instant; the others keep their day at the default hour
            departureDateOnly: !leg.time,
            specialRequests: value.special_requests,
            status: "pending",
            visibleToBrokers: false,
            createdBy: user.id,
            tripId,
            tripLeg: index + 1,
            cateringRequired: value.extras.catering,
            groundTransportRequired: value.extras.ground_transport,
            vipLoungeRequired: value.extras.vip_lounge,
          },
          select: { id: true },
        });
        ids.push(created.id);
        await audit(
          {
            actorId: user.id,
            action: "quote_request.create_wizard",
            entity: "quote_request",
            entityId: created.id,
            after: {
              customerId,
              routeId: route.id,
              routeCreated: route.created,
              tripId,
              tripLeg: index + 1,
              legs: value.legs.length,
              flightType: value.flight_type,
              jetId: value.jet_id,
              extras: value.extras,
            },
            ip,
          },
          tx,
        );
      }
      for (const mail of await tripEmails(input, customer, jet ? `${jet.manufacturer} ${jet.model}` : null)) await queueEmail(mail, tx);
      return ids;
    });

  try {
    return { created: true, quoteRequestIds: await write() };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // the same draft confirmed in parallel: the first confirmation holds the trip, this one writes nothing
    const done = await db().quoteRequest.findMany({ where: { tripId }, select: { id: true }, orderBy: { tripLeg: "asc" } });
    if (done.length > 0) return { created: false, quoteRequestIds: done.map((r) => r.id) };
    // a new route of this trip was created by a parallel request: its row is there now
    return { created: true, quoteRequestIds: await write() };
  }
}
