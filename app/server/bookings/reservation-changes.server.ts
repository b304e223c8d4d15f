import type { ReservationStatus } from "#app/generated/prisma/enums";
import {
  INITIAL_STATUSES,
  RESERVATION_STATUSES,
  canTransition,
  holdsJet,
  isEditable,
  moveRefusal,
} from "#app/lib/domain/reservation-status";
import { optionDeadline } from "#app/lib/domain/money-terms";
import { fromCents } from "#app/lib/domain/money";
import { settleCancellation } from "#app/server/money/cancellation.server";
import { scheduleOptionExpiry } from "./options.server";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { formatMoney, type Currency } from "#app/lib/format";
import type { ReservationInput } from "#app/lib/schemas/reservation";
import { isUuid } from "#app/lib/schemas/fields";
import { audit } from "#app/server/platform/audit.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { composeEmail, customerWordText } from "#app/server/platform/mail/texts.server";
import { reservationWord } from "#app/lib/domain/customer-status-words";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { recordFlightPoints } from "#app/server/service/membership.server";
import { ReservationError, type Tx } from "./reservations.server";
import { checkReferences, checkJetLeg, guarded, auditable, type Actor } from "./reservation-rules.server";
import { checkConvertible } from "./reservation-conversion.server";
import { legTimesOfOne, placeText } from "./leg-times.server";

/**
 * Staff's changes to a reservation: create, update (over the version the page showed) and the status, each one
 * conditional write with its audit row and e-mails in one transaction (the rules: reservation-rules.server.ts).
 */

// ───────────── create and update ─────────────

/**
 * A new reservation (draft, or optional to hold the jet at once); returns its id. `within` runs in the same
 * transaction after the insert (e.g. the customer's acceptance of the offer it was made of): what it throws
 * undoes the reservation too.
 */
export async function createReservation(
  input: Actor & { value: ReservationInput; status?: ReservationStatus; within?: (tx: Tx, id: string) => Promise<void> },
  now: Date = new Date(),
): Promise<{ id: string }> {
  const { value } = input;
  const status = input.status ?? "draft";
  if (!(INITIAL_STATUSES as readonly string[]).includes(status)) throw new ReservationError("initialStatus", 400, "status");
  if (value.departureDatetime.getTime() <= now.getTime()) throw new ReservationError("departurePast", 400, "departure_datetime");
  if (holdsJet(status) && !value.jetId) throw new ReservationError("jetRequired", 400, "jet_id");
  try {
    return await guarded(
      async (tx) => {
        await checkReferences(tx, value);
        if (value.jetId) {
          const leg = { jetId: value.jetId, routeId: value.routeId, departure: value.departureDatetime, arrival: value.arrivalDatetime };
          await checkJetLeg(tx, leg, holdsJet(status));
        }
        if (value.quoteRequestId) await checkConvertible(tx, value.quoteRequestId);
        // an option holds its jet until its deadline (decision 042); the job releases it then unless the deposit is in
        const deadline = status === "optional" ? optionDeadline(now, value.departureDatetime) : null;
        const created = await tx.reservation.create({ data: { ...value, status, optionDeadline: deadline }, select: { id: true } });
        if (deadline) await scheduleOptionExpiry(tx, created.id, deadline);
        await audit(
          {
            actorId: input.actorId,
            action: "reservation.create",
            entity: "reservation",
            entityId: created.id,
            after: { ...auditable(value), status, optionDeadline: deadline?.toISOString() ?? null },
            ip: input.ip,
          },
          tx,
        );
        if (input.within) await input.within(tx, created.id);
        return created;
      },
      () => ({ jetId: value.jetId, from: value.departureDatetime, to: value.arrivalDatetime }),
    );
  } catch (error) {
    // two conversions of one request at once: the unique index lets one through
    if (value.quoteRequestId && isUniqueViolation(error)) throw new ReservationError("alreadyConverted", 409, "quote_request_id");
    throw error;
  }
}

/** Saves the form's fields on a reservation that is not completed or cancelled (its status and quote link stay). */
export async function updateReservation(input: Actor & { id: string; value: ReservationInput }): Promise<void> {
  const { id, value } = input;
  if (!isUuid(id)) throw new ReservationError("notFound", 404);
  const { quoteRequestId: _kept, ...fields } = value;
  await guarded(
    async (tx) => {
      const before = await tx.reservation.findUnique({
        where: { id },
        select: {
          status: true,
          jetId: true,
          departureDatetime: true,
          arrivalDatetime: true,
          passengerCount: true,
          totalAmount: true,
          currency: true,
        },
      });
      if (!before) throw new ReservationError("notFound", 404);
      if (!isEditable(before.status)) throw new ReservationError("final", 409);
      if (holdsJet(before.status) && !fields.jetId) throw new ReservationError("jetRequired", 400, "jet_id");
      await checkReferences(tx, value);
      if (fields.jetId) {
        const leg = {
          jetId: fields.jetId,
          routeId: fields.routeId,
          departure: fields.departureDatetime,
          arrival: fields.arrivalDatetime,
          exceptId: id,
        };
        await checkJetLeg(tx, leg, holdsJet(before.status));
      }
      const { count } = await tx.reservation.updateMany({ where: { id, status: before.status }, data: fields });
      if (count !== 1) throw new ReservationError("alreadyChanged", 409);
      await audit(
        {
          actorId: input.actorId,
          action: "reservation.update",
          entity: "reservation",
          entityId: id,
          before: { ...before, totalAmount: before.totalAmount?.toString() ?? null },
          after: auditable(value),
          ip: input.ip,
        },
        tx,
      );
    },
    () => ({ jetId: value.jetId, from: value.departureDatetime, to: value.arrivalDatetime, exceptId: id }),
  );
}

// ───────────── status ─────────────

const STATUS_EMAIL = { confirmed: "reservationConfirmed", cancelled: "reservationCancelled" } as const;

/**
 * Moves a reservation from `from` (the status the page showed) to `to`, if the machine allows it and the
 * reservation is still in `from`. Holding the jet (optional, confirmed) needs a jet and an arrival time and
 * may be refused by the charter engine (the jet is elsewhere, decision 036) or the database (double booking);
 * completing needs the flight to have landed. The
 * customer gets an e-mail when the reservation is confirmed or cancelled.
 */
export async function changeReservationStatus(
  input: Actor & { id: string; from: ReservationStatus; to: ReservationStatus; baseUrl?: string },
  now: Date = new Date(),
): Promise<void> {
  const { id, from, to } = input;
  if (!isUuid(id)) throw new ReservationError("notFound", 404);
  if (!RESERVATION_STATUSES.includes(from) || !RESERVATION_STATUSES.includes(to) || !canTransition(from, to)) {
    throw new ReservationError("transitionNotAllowed", 409, undefined, { from, to });
  }
  let jet: { jetId: string | null; from: Date; to: Date | null } = { jetId: null, from: now, to: null };
  await guarded(
    async (tx) => {
      const current = await tx.reservation.findUnique({
        where: { id },
        select: {
          status: true,
          jetId: true,
          routeId: true,
          departureDatetime: true,
          arrivalDatetime: true,
          totalAmount: true,
          currency: true,
          customer: { select: { email: true, firstName: true, lastName: true } },
          route: { select: { departureCity: true, departureAirport: true, arrivalCity: true, arrivalAirport: true } },
        },
      });
      if (!current) throw new ReservationError("notFound", 404);
      if (current.status !== from) throw new ReservationError("alreadyChanged", 409);
      if (holdsJet(to) && !current.jetId) throw new ReservationError("jetRequired", 409, "jet_id");
      if (holdsJet(to) && !current.arrivalDatetime) throw new ReservationError("arrivalRequired", 409, "arrival_datetime");
      if (holdsJet(to) && current.jetId && current.arrivalDatetime) {
        const leg = {
          jetId: current.jetId,
          routeId: current.routeId,
          departure: current.departureDatetime,
          arrival: current.arrivalDatetime,
        };
        await checkJetLeg(tx, { ...leg, exceptId: id }, true);
      }
      // the page's own rule (moveRefusal): completion once landed; a departed flight is not cancelled but
      // completed or recorded as a no-show (decision 042)
      const refused = moveRefusal({ ...current, status: from }, to, now);
      if (refused) throw new ReservationError(refused, 409);
      jet = { jetId: current.jetId, from: current.departureDatetime, to: current.arrivalDatetime };
      // cancelling keeps the policy's fee and leaves the rest of what was paid due as refunds (decision 042); it is
      // settled before the status moves (on the status the page showed: a parallel change undoes it all below)
      const settled =
        to === "cancelled"
          ? await settleCancellation(tx, { reservationId: id, actorId: input.actorId, ip: input.ip, reason: "cancellation" }, now)
          : null;
      if (settled && !settled.allowed) throw new ReservationError(settled.reason === "departed" ? "departed" : "alreadyChanged", 409);
      const deadline = to === "optional" ? optionDeadline(now, current.departureDatetime) : undefined;
      const { count } = await tx.reservation.updateMany({
        where: { id, status: from },
        data: { status: to, ...(deadline ? { optionDeadline: deadline } : {}) },
      });
      if (count !== 1) throw new ReservationError("alreadyChanged", 409);
      // a completed flight earns its membership points with the completion (decision 023)
      if (deadline) await scheduleOptionExpiry(tx, id, deadline);
      if (to === "completed") await recordFlightPoints(tx, id);
      await audit(
        {
          actorId: input.actorId,
          action: `reservation.${to}`,
          entity: "reservation",
          entityId: id,
          before: { status: from },
          after: { status: to },
          ip: input.ip,
        },
        tx,
      );
      if (to === "confirmed" || to === "cancelled") {
        // the departure at its airport, with its zone (decision 043)
        const times = await legTimesOfOne(current, { lookUp: false });
        const mail = await composeEmail(STATUS_EMAIL[to], {
          name: `${current.customer.firstName} ${current.customer.lastName}`.trim(),
          code: reservationCode(id),
          status: customerWordText(reservationWord(to)),
          route: `${current.route.departureCity} → ${current.route.arrivalCity}`,
          departure: placeText(times.departure),
          arrival: placeText(times.arrival),
          amount: current.totalAmount === null ? null : formatMoney(current.totalAmount.toString(), current.currency as Currency),
          fee: settled?.allowed ? formatMoney(fromCents(settled.feeCents), current.currency as Currency) : null,
          refund: settled?.allowed ? formatMoney(fromCents(settled.refundCents), current.currency as Currency) : null,
        });
        await queueEmail({ to: current.customer.email, ...mail, template: `reservation.${to}` }, tx);
      }
    },
    () => ({ ...jet, exceptId: id }),
  );
}
