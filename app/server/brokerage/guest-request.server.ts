import type { SubmissionResult } from "@conform-to/react";

import { data, redirect, type RouterContextProvider } from "react-router";
import type { Prisma } from "#app/generated/prisma/client";
import { AIRPORT_CITIES, findCity, type AirportCity } from "#app/lib/airports";
import { FALLBACK_ROUTE } from "#app/lib/domain/quote-terms";
import { FALLBACK_PLACE_ZONE, formatPlaceDeparture, placeTime } from "#app/lib/format";
import { greatCircleKm } from "#app/lib/geo";
import { staffDepartureText } from "#app/server/empty-legs/empty-leg-times.server";
import { createEmptyLegRequestSchema, flightRequestSchema, NAME_MAX, type ContactValue } from "#app/lib/schemas/flight-request";
import { audit } from "#app/server/platform/audit.server";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation, sqlState } from "#app/server/platform/db/errors.server";
import { env } from "#app/server/platform/env.server";
import { isBotSubmission } from "#app/server/platform/honeypot.server";
import { badRequest } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import type { Language } from "#app/locales";
import { logger } from "#app/server/platform/logger.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { parseForm } from "#app/lib/schemas/parse";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { guestOfferLinkLine, issueOfferLink } from "#app/server/customers/offer-links.server";
import type { IndicativePrice } from "#app/server/fleet/indicative-price.server";

/**
 * What a guest's request does (spec §7.2) — the one place for it, used by the landing page's form and by
 * the request form of a published empty leg (/bos-bacaklar/:legId/talep). In one transaction: the
 * customer found by e-mail or created, the route found by its cities or created, the quote request
 * (pending, hidden from brokers, created_by null), an audit row, and two e-mails through the outbox
 * (confirmation to the guest, notification to staff). Nothing is half-written.
 */

/** Valid requests allowed per client IP and window before the form answers 429. */
export const GUEST_REQUEST_LIMIT = 10;
export const GUEST_REQUEST_WINDOW_SECONDS = 60 * 60;

export function guestRequestRateLimitKey(ip: string) {
  return `guest-request:ip:${ip}`;
}

/** The query parameter that marks "just sent" after the redirect (its value changes per submission). */
export const SENT_PARAM = "gonderildi";

// ───────────── spec §8.2: failures → messages ─────────────

export const GUEST_ERROR_KEYS = {
  duplicate: "site.request.errors.duplicate",
  permission: "site.request.errors.permission",
  network: "site.request.errors.network",
  generic: "site.request.errors.generic",
} as const;

/**
 * The §8.2 catalogue: SQLSTATE 23505 → duplicate, 42501 → permission, a message containing "network" →
 * network, anything else → the general message. Returns the translation key.
 */
export function guestRequestErrorKey(error: unknown): (typeof GUEST_ERROR_KEYS)[keyof typeof GUEST_ERROR_KEYS] {
  const code = sqlState(error);
  if (code === "23505") return GUEST_ERROR_KEYS.duplicate;
  if (code === "42501") return GUEST_ERROR_KEYS.permission;
  const message =
    error instanceof Error
      ? error.message
      : typeof error === "string"
        ? error
        : String((error as { message?: unknown } | null)?.message ?? "");
  if (/network/i.test(message)) return GUEST_ERROR_KEYS.network;
  return GUEST_ERROR_KEYS.generic;
}

/** HTTP status of a failed submission (never 400: the input was fine). */
function failureStatus(key: string) {
  if (key === GUEST_ERROR_KEYS.duplicate) return 409;
  if (key === GUEST_ERROR_KEYS.network) return 503;
  return 500;
}

// ───────────── find or create ─────────────

type Tx = Prisma.TransactionClient;

/** "Ayşe Nur Yılmaz" → first name "Ayşe", last name "Nur Yılmaz"; a single word leaves the last name empty. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: (words[0] ?? "").slice(0, NAME_MAX), lastName: words.slice(1).join(" ").slice(0, NAME_MAX) };
}

/** The customer with this e-mail (stored lower-case), or a new individual customer. Existing details are kept. */
export async function findOrCreateCustomer(tx: Tx, contact: Pick<ContactValue, "name" | "email" | "phone">) {
  const email = contact.email.trim().toLowerCase();
  const existing = await tx.customer.findUnique({ where: { email }, select: { id: true } });
  if (existing) return { id: existing.id, created: false };
  const { firstName, lastName } = splitName(contact.name);
  const created = await tx.customer.create({
    data: { firstName, lastName, email, phone: contact.phone, segment: "individual" },
    select: { id: true },
  });
  return { id: created.id, created: true };
}

/** A place of a route: a known city (with its airport), or free text for a place without data. */
export type RoutePlace = { city: string; airport?: AirportCity };

export function placeOfCity(name: string): RoutePlace {
  const airport = findCity(name);
  return airport ? { city: airport.city, airport } : { city: name.trim().slice(0, 80) };
}

/** An empty leg's airport text ("İstanbul Airport (IST)", "LTFM", "Londra") → its city. */
export function placeOfAirportLabel(label: string): RoutePlace {
  const codes = label.toUpperCase().match(/\b[A-Z]{3,4}\b/g) ?? [];
  for (const code of codes) {
    const airport = AIRPORT_CITIES.find((c) => c.iata === code || c.icao === code);
    if (airport) return { city: airport.city, airport };
  }
  const byName = AIRPORT_CITIES.find((c) => c.name === label.replace(/\s*\([^)]*\)\s*$/, "").trim());
  if (byName) return { city: byName.city, airport: byName };
  return placeOfCity(label.replace(/\s*\([^)]*\)\s*$/, "").trim() || label);
}

/** The IANA zone of a place's airport (decision 043); a place without data keeps İstanbul's. */
export function placeZone(p: RoutePlace): string {
  return p.airport?.timeZone ?? FALLBACK_PLACE_ZONE;
}

const airportText = (p: RoutePlace) => (p.airport ? `${p.airport.name} (${p.airport.iata})` : p.city).slice(0, 120);

/**
 * The route between two places, or a new one with the great-circle distance and countries of the airport
 * data; the spec's placeholders (1000 km, Turkey) only when a place has no data, and never a price (decision 036).
 */
export async function findOrCreateRoute(tx: Tx, from: RoutePlace, to: RoutePlace) {
  const existing = await tx.route.findUnique({
    where: { departureCity_arrivalCity: { departureCity: from.city, arrivalCity: to.city } },
    select: { id: true },
  });
  if (existing) return { id: existing.id, created: false };
  const distanceKm = from.airport && to.airport ? greatCircleKm(from.airport, to.airport) : FALLBACK_ROUTE.distanceKm;
  const created = await tx.route.create({
    data: {
      departureCity: from.city,
      departureCountry: from.airport?.country ?? FALLBACK_ROUTE.country,
      departureAirport: airportText(from),
      arrivalCity: to.city,
      arrivalCountry: to.airport?.country ?? FALLBACK_ROUTE.country,
      arrivalAirport: airportText(to),
      distanceKm,
      // no price: staff set one for a pair they sell at a fixed price; the charter engine prices the rest
      basePrice: null,
    },
    select: { id: true },
  });
  return { id: created.id, created: true };
}

// ───────────── the submission ─────────────

export interface GuestRequestInput {
  from: RoutePlace;
  to: RoutePlace;
  departureDatetime: Date;
  contact: ContactValue;
  emptyLegId?: string | null;
  /** the guest chose a day only: `departureDatetime` is that day at the default time */
  departureDateOnly?: boolean;
}

/** Plain values the service needs besides the form: no request, no router context. */
export interface SubmitContext {
  /** the language the guest wrote in: their confirmation e-mail is in it */
  language: Language;
  ip: string;
  /** absolute base of the e-mails' links (PUBLIC_URL) */
  baseUrl: string;
  /** e.g. "Cessna Citation XLS+, 12.01.2027 14:00" for the staff e-mail of a leg request */
  legLabel?: string | null;
}

/** Writes everything of one request in one transaction; retried once after a unique clash of a parallel request. */
export async function submitGuestRequest(input: GuestRequestInput, { language, ip, baseUrl, legLabel }: SubmitContext) {
  const settings = env();
  const vars = {
    name: input.contact.name,
    email: input.contact.email,
    phone: input.contact.phone,
    from: input.from.city,
    to: input.to.city,
    date: formatPlaceDeparture(placeTime(input.departureDatetime, placeZone(input.from)), input.departureDateOnly ?? false),
    passengers: input.contact.passenger_count,
    notes: input.contact.special_requests ?? null,
    leg: legLabel ?? null,
    link: `${baseUrl}/admin/quote-requests`,
  };
  const write = () =>
    db().$transaction(async (tx) => {
      const customer = await findOrCreateCustomer(tx, input.contact);
      const route = await findOrCreateRoute(tx, input.from, input.to);
      const quoteRequest = await tx.quoteRequest.create({
        data: {
          customerId: customer.id,
          routeId: route.id,
          emptyLegId: input.emptyLegId ?? null,
          passengerCount: input.contact.passenger_count,
          departureDatetime: input.departureDatetime,
          departureDateOnly: input.departureDateOnly ?? false,
          specialRequests: input.contact.special_requests,
          status: "pending",
          visibleToBrokers: false,
          createdBy: null,
        },
        select: { id: true },
      });
      await audit(
        {
          actorId: null,
          action: input.emptyLegId ? "quote_request.create_from_empty_leg" : "quote_request.create_guest",
          entity: "quote_request",
          entityId: quoteRequest.id,
          after: {
            customerId: customer.id,
            customerCreated: customer.created,
            routeId: route.id,
            routeCreated: route.created,
            emptyLegId: input.emptyLegId ?? null,
          },
          ip,
        },
        tx,
      );
      // the guest reads it in the language of the page they wrote from, with the link to the offer (decision 047)
      const offerLink = await issueOfferLink(tx, { quoteRequestId: quoteRequest.id, email: input.contact.email, baseUrl });
      const offerLinkLine = await guestOfferLinkLine(offerLink, language);
      const contactValues = { phone: settings.CONTACT_PHONE, email: settings.CONTACT_EMAIL, offerLinkLine };
      const guestMail = await composeEmail("guestRequestReceived", { ...vars, ...contactValues }, language);
      await queueEmail({ to: input.contact.email, ...guestMail, template: "guest-request-received" }, tx);
      await queueEmail(
        { to: settings.STAFF_NOTIFICATION_EMAIL, ...(await composeEmail("guestRequestStaff", vars)), template: "guest-request-staff" },
        tx,
      );
      return { quoteRequestId: quoteRequest.id, customerId: customer.id, routeId: route.id };
    });
  try {
    return await write();
  } catch (error) {
    // two first requests of the same new customer or route at once: the second finds the first's rows now
    if (isUniqueViolation(error)) return await write();
    throw error;
  }
}

// ───────────── the forms' actions ─────────────

export interface GuestFormActionData {
  result: SubmissionResult<string[]>;
  /** a translated message for the form (failures after validation), shown under `errorTitle` */
  formError: string | null;
  errorTitle: string | null;
  /** the indicative price of the trip typed (the "Fiyatı gör" intent, decision 046) */
  price?: IndicativePrice | null;
}

export function reply(payload: GuestFormActionData, status: number, headers?: HeadersInit) {
  return data(payload, { status, headers });
}

/** `path?gonderildi=<marker>`: the page opens at its success message (it takes the focus) and starts an empty form. */
function sentUrl(path: string) {
  return `${path}?${SENT_PARAM}=${Date.now().toString(36)}`;
}

/** Back to the form's page, whose inline "sent" message is the one answer (no toast repeating it). */
function successRedirect(path: string) {
  return redirect(sentUrl(path));
}

interface FormActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

async function readForm(request: Request, intent: string) {
  const form = await request.formData();
  if (form.get("intent") !== intent) badRequest();
  return form;
}

/** Counts a valid submission against the IP's limit; a 429 answer keeps what was typed. */
async function checkRateLimit(context: Readonly<RouterContextProvider>, result: GuestFormActionData["result"]) {
  const t = getT(context);
  const limit = await hitRateLimit(guestRequestRateLimitKey(clientIp(context)), GUEST_REQUEST_LIMIT, GUEST_REQUEST_WINDOW_SECONDS);
  if (limit.allowed) return null;
  return reply(
    {
      result,
      formError: t("site.request.errors.tooMany", { minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
      errorTitle: t("site.request.errorTitle"),
    },
    429,
    { "Retry-After": String(limit.retryAfterSeconds) },
  );
}

async function runSubmission(
  args: Pick<FormActionArgs, "context"> & { result: GuestFormActionData["result"]; input: GuestRequestInput; legLabel?: string | null },
) {
  const t = getT(args.context);
  try {
    await submitGuestRequest(args.input, {
      language: getLanguage(args.context),
      ip: clientIp(args.context),
      baseUrl: publicBaseUrl(),
      legLabel: args.legLabel,
    });
  } catch (error) {
    const key = guestRequestErrorKey(error);
    logger.error({ err: error, sqlState: sqlState(error) }, "guest request failed");
    return { failed: reply({ result: args.result, formError: t(key), errorTitle: t("site.request.errorTitle") }, failureStatus(key)) };
  }
  return { failed: null };
}

/** The landing page's request (its form read by the page's action): validate, count, write, then back to the form. */
export async function flightRequestAction({ form, context }: { form: FormData; context: Readonly<RouterContextProvider> }) {
  // a bot filled the hidden field: it sees the usual answer, nothing is written
  if (isBotSubmission(form)) return successRedirect("/");
  const submission = parseForm(form, { schema: flightRequestSchema });
  if (submission.status !== "success") {
    return reply({ result: submission.reply(), formError: null, errorTitle: null }, 400);
  }
  const value = submission.value;
  const limited = await checkRateLimit(context, submission.reply());
  if (limited) return limited;
  // the chosen time (else the default hour) at the departure airport (decision 044); a day only when none was typed
  const outcome = await runSubmission({
    context,
    result: submission.reply(),
    input: {
      from: placeOfCity(value.departure_city),
      to: placeOfCity(value.arrival_city),
      departureDatetime: value.departure,
      departureDateOnly: !value.departure_time_chosen,
      contact: value,
    },
  });
  if (outcome.failed) return outcome.failed;
  return successRedirect("/");
}

/** The contact fields a signed-in customer (role sales) finds filled in; null for anybody else. */
export async function knownContact(request: Request): Promise<{ name: string; email: string; phone: string } | null> {
  const user = await getSessionUser(request);
  if (!user?.profile || user.profile.role !== "sales") return null;
  const name = `${user.profile.firstName} ${user.profile.lastName}`.trim();
  return { name, email: user.email, phone: user.profile.phone ?? "" };
}

/** A published leg as its request form needs it. */
export interface RequestableLeg {
  id: string;
  aircraftType: string;
  aircraftModel: string | null;
  departureAirport: string;
  arrivalAirport: string;
  departureDatetime: Date;
  seatCapacity: number | null;
}

/** The request form of one published empty leg (the route module has checked the leg is public). */
export async function emptyLegRequestAction({ request, context, leg }: FormActionArgs & { leg: RequestableLeg }) {
  const path = `/bos-bacaklar/${leg.id}/talep`;
  const form = await readForm(request, "leg-request");
  if (isBotSubmission(form)) return successRedirect(path);
  const submission = parseForm(form, { schema: createEmptyLegRequestSchema({ maxPassengers: leg.seatCapacity }) });
  if (submission.status !== "success") {
    return reply({ result: submission.reply(), formError: null, errorTitle: null }, 400);
  }
  const limited = await checkRateLimit(context, submission.reply());
  if (limited) return limited;
  const outcome = await runSubmission({
    context,
    result: submission.reply(),
    legLabel: `${[leg.aircraftType, leg.aircraftModel].filter(Boolean).join(" · ")}, ${await staffDepartureText(leg)}`,
    input: {
      from: placeOfAirportLabel(leg.departureAirport),
      to: placeOfAirportLabel(leg.arrivalAirport),
      departureDatetime: leg.departureDatetime,
      contact: submission.value,
      emptyLegId: leg.id,
    },
  });
  if (outcome.failed) return outcome.failed;
  return successRedirect(path);
}
