import type { Prisma } from "#app/generated/prisma/client";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { cancelMode, canRequestChange } from "#app/lib/domain/customer-flight";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { legTimesOfOne, placeText } from "./leg-times.server";
import { isUuid } from "#app/lib/schemas/fields";
import { settleCancellation } from "#app/server/money/cancellation.server";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { composeEmail, type EmailName } from "#app/server/platform/mail/texts.server";
import { env } from "#app/server/platform/env.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { CustomerFlightError, TX_OPTIONS } from "./customer-flights.server";

/**
 * What a customer asks of a flight (decision 016): cancelling it (or asking staff to, inside the notice period) and
 * asking for a change; and staff's side of those requests. Each is a conditional write with its audit row and its
 * e-mails in one transaction.
 */

// ───────────── changes ─────────────

export interface CustomerActor {
  userId: string;
  customerId: string;
  ip: string | null;
  /** absolute base of the staff e-mail's link (PUBLIC_URL) */
  baseUrl: string;
}

interface OwnedReservation {
  id: string;
  status: ReservationStatus;
  departureDatetime: Date;
  arrivalDatetime: Date | null;
  customer: { firstName: string; lastName: string; email: string };
  route: { departureCity: string; departureAirport: string; arrivalCity: string; arrivalAirport: string };
}

async function ownedForUpdate(tx: Prisma.TransactionClient, customerId: string, id: string): Promise<OwnedReservation> {
  if (!isUuid(id)) throw new CustomerFlightError("notFound");
  const row = await tx.reservation.findFirst({
    where: { id: id.toLowerCase(), customerId },
    select: {
      id: true,
      status: true,
      departureDatetime: true,
      arrivalDatetime: true,
      customer: { select: { firstName: true, lastName: true, email: true } },
      route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true } },
    },
  });
  if (!row) throw new CustomerFlightError("notFound");
  return row;
}

async function mailStaff(
  tx: Prisma.TransactionClient,
  name: EmailName,
  r: OwnedReservation,
  baseUrl: string,
  message: string | null,
  causedBy: string,
) {
  // the departure at its airport, with its zone (decision 043)
  const times = await legTimesOfOne(r, { lookUp: false });
  const mail = await composeEmail(name, {
    code: reservationCode(r.id),
    customer: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
    email: r.customer.email,
    route: `${r.route.departureCity} → ${r.route.arrivalCity}`,
    departure: placeText(times.departure),
    arrival: placeText(times.arrival),
    message,
    link: `${baseUrl}/admin/reservations/${r.id}`,
  });
  await queueEmail({ to: env().STAFF_NOTIFICATION_EMAIL, ...mail, template: `customer-${name}`, causedBy }, tx);
}

export type CancelOutcome = "cancelled" | "requested";

/**
 * Cancels the customer's reservation from `from` (the status their page showed): at once while it is a draft
 * or an option, otherwise as a cancellation request to staff. The same `requestKey` twice (a double click) is
 * one request; a second open cancellation request from another page is refused.
 */
export async function cancelCustomerFlight(
  input: CustomerActor & { id: string; from: ReservationStatus; requestKey: string; reason: string | null },
): Promise<CancelOutcome> {
  try {
    return await db().$transaction(async (tx) => {
      const r = await ownedForUpdate(tx, input.customerId, input.id);
      if (r.status !== input.from) throw new CustomerFlightError(r.status === "cancelled" ? "final" : "alreadyChanged");
      const mode = cancelMode(r.status);
      if (mode === "none") throw new CustomerFlightError("final");
      // a flight that has departed is not cancelled (decision 042)
      if (r.departureDatetime.getTime() <= Date.now()) throw new CustomerFlightError("departed");
      if (mode === "direct") {
        // a draft or an option costs no fee; anything paid on it is left due as a refund
        const settled = await settleCancellation(
          tx,
          { reservationId: r.id, actorId: input.userId, ip: input.ip, reason: "customer-cancellation" },
          new Date(),
        );
        if (!settled.allowed) throw new CustomerFlightError(settled.reason === "departed" ? "departed" : "final");
        const { count } = await tx.reservation.updateMany({
          where: { id: r.id, customerId: input.customerId, status: input.from },
          data: { status: "cancelled" },
        });
        if (count !== 1) throw new CustomerFlightError("alreadyChanged");
        await audit(
          {
            actorId: input.userId,
            action: "reservation.cancelled",
            entity: "reservation",
            entityId: r.id,
            before: { status: input.from },
            after: { status: "cancelled", by: "customer", reason: input.reason },
            ip: input.ip,
          },
          tx,
        );
        await mailStaff(tx, "customerCancelledStaff", r, input.baseUrl, input.reason, input.userId);
        return "cancelled" as const;
      }
      const request = await tx.reservationChangeRequest.create({
        data: {
          reservationId: r.id,
          customerId: input.customerId,
          kind: "cancel",
          message: input.reason,
          requestKey: input.requestKey,
          createdById: input.userId,
        },
        select: { id: true },
      });
      await audit(
        {
          actorId: input.userId,
          action: "reservation.cancel-requested",
          entity: "reservation",
          entityId: r.id,
          after: { requestId: request.id, status: r.status, reason: input.reason },
          ip: input.ip,
        },
        tx,
      );
      await mailStaff(tx, "cancelRequestStaff", r, input.baseUrl, input.reason, input.userId);
      return "requested" as const;
    }, TX_OPTIONS);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // a parallel post of the same form (same key) already wrote it; another open cancellation request otherwise
    if (await sameKeyExists(input.id, input.requestKey)) return "requested";
    throw new CustomerFlightError("alreadyRequested");
  }
}

async function sameKeyExists(reservationId: string, requestKey: string): Promise<boolean> {
  return (await db().reservationChangeRequest.count({ where: { reservationId: reservationId.toLowerCase(), requestKey } })) > 0;
}

/** A change request (a message to staff) about the customer's reservation; the same `requestKey` twice is one request. */
export async function requestFlightChange(input: CustomerActor & { id: string; requestKey: string; message: string }): Promise<void> {
  try {
    await db().$transaction(async (tx) => {
      const r = await ownedForUpdate(tx, input.customerId, input.id);
      if (!canRequestChange(r.status)) throw new CustomerFlightError("final");
      const request = await tx.reservationChangeRequest.create({
        data: {
          reservationId: r.id,
          customerId: input.customerId,
          kind: "change",
          message: input.message,
          requestKey: input.requestKey,
          createdById: input.userId,
        },
        select: { id: true },
      });
      await audit(
        {
          actorId: input.userId,
          action: "reservation.change-requested",
          entity: "reservation",
          entityId: r.id,
          after: { requestId: request.id, message: input.message },
          ip: input.ip,
        },
        tx,
      );
      await mailStaff(tx, "changeRequestStaff", r, input.baseUrl, input.message, input.userId);
    }, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error) && (await sameKeyExists(input.id, input.requestKey))) return;
    throw error;
  }
}

// ───────────── for staff ─────────────

/** The open cancellation and change requests of a reservation, newest first (the staff reservation page). */
export async function openRequestsOf(reservationId: string) {
  if (!isUuid(reservationId)) return [];
  const rows = await db().reservationChangeRequest.findMany({
    where: { reservationId: reservationId.toLowerCase(), status: "open" },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 50,
    select: { id: true, kind: true, message: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Staff mark a request handled (conditional: only an open one; a repeated click changes nothing twice). */
export async function resolveRequest(input: {
  actorId: string;
  ip: string | null;
  reservationId: string;
  requestId: string;
}): Promise<boolean> {
  if (!isUuid(input.requestId) || !isUuid(input.reservationId)) return false;
  return db().$transaction(async (tx) => {
    const { count } = await tx.reservationChangeRequest.updateMany({
      where: { id: input.requestId.toLowerCase(), reservationId: input.reservationId.toLowerCase(), status: "open" },
      data: { status: "resolved", resolvedAt: new Date(), resolvedById: input.actorId },
    });
    if (count !== 1) return false;
    await audit(
      {
        actorId: input.actorId,
        action: "reservation.request-resolved",
        entity: "reservation",
        entityId: input.reservationId.toLowerCase(),
        after: { requestId: input.requestId.toLowerCase() },
        ip: input.ip,
      },
      tx,
    );
    return true;
  }, TX_OPTIONS);
}
