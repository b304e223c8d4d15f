import type { Prisma } from "#app/generated/prisma/client";
import {
  birthYearOnly,
  customerMayEditManifest,
  documentExpiresTooSoon,
  manifestComplete,
  manifestDeadline,
  manifestLimit,
  maskDocumentNumber,
  purgeCutoff,
} from "#app/lib/domain/manifest";
import { reservationCode } from "#app/lib/domain/reservation-code";
import type { DocumentType, PassengerInput, PassengerSex } from "#app/lib/schemas/manifest";
import { isUuid } from "#app/lib/schemas/fields";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { open, seal } from "#app/server/platform/secret-box.server";
import { ServiceError } from "#app/server/platform/service-error.server";

/**
 * The passenger manifest (decision 053): each reservation's passengers as in their travel documents. The customer
 * enters it on their flight's page until the deadline (lib/domain/manifest.ts), staff on the reservation's manifest
 * page at any time. The document number and the date of birth are sealed at rest (platform/secret-box.server.ts,
 * purpose "passenger-document"); everyone but staff on the reservation sees them masked, and every staff read of
 * the full values (page, PDF, CSV) writes an audit row. Audit rows of changes name the passenger's place only,
 * never a protected value; no e-mail carries the manifest.
 */
export type ManifestErrorCode = "notFound" | "deadlinePassed" | "closed" | "overCount" | "overSeats" | "alreadyChanged";

export class ManifestError extends ServiceError<ManifestErrorCode> {
  constructor(code: ManifestErrorCode, values: Record<string, string | number> = {}) {
    super(code, code === "notFound" ? 404 : 409, `manifest.errors.${code}`, undefined, values);
    this.name = "ManifestError";
  }
}

const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

export interface PassengerView {
  id: string;
  position: number;
  givenNames: string;
  surname: string;
  sex: PassengerSex;
  nationality: string;
  documentType: DocumentType;
  /** in full for staff on the reservation, else masked ("•••••1234"); null once purged */
  documentNumber: string | null;
  issuingCountry: string;
  /** `YYYY-MM-DD`; null once purged */
  documentExpiry: string | null;
  /** `YYYY-MM-DD` for staff on the reservation, else the year only; null once purged */
  birthDate: string | null;
  notes: string | null;
  /** the document runs out before the return (or the flight, one way) */
  expiresTooSoon: boolean;
  purged: boolean;
}

export interface ManifestView {
  reservationId: string;
  code: string;
  passengerCount: number;
  seats: number | null;
  /** how many passengers it may hold (the reservation's count, never more than the jet's seats) */
  limit: number;
  /** the customer's last moment (ISO) */
  deadline: string;
  customerMayEdit: boolean;
  complete: boolean;
  passengers: PassengerView[];
}

export type ManifestDetail = "masked" | "full";

const reservationSelect = {
  id: true,
  customerId: true,
  status: true,
  departureDatetime: true,
  arrivalDatetime: true,
  passengerCount: true,
  jet: { select: { seatCapacity: true } },
} satisfies Prisma.ReservationSelect;
type ReservationRow = Prisma.ReservationGetPayload<{ select: typeof reservationSelect }>;

const passengerSelect = {
  id: true,
  position: true,
  givenNames: true,
  surname: true,
  sex: true,
  nationality: true,
  documentType: true,
  documentNumber: true,
  issuingCountry: true,
  documentExpiry: true,
  birthDate: true,
  notes: true,
  purgedAt: true,
} satisfies Prisma.ReservationPassengerSelect;
type PassengerRow = Prisma.ReservationPassengerGetPayload<{ select: typeof passengerSelect }>;

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function toView(row: PassengerRow, tripEnd: Date, detail: ManifestDetail): PassengerView {
  const number = open("passenger-document", row.documentNumber);
  const birth = open("passenger-document", row.birthDate);
  const expiry = isoDay(row.documentExpiry);
  return {
    id: row.id,
    position: row.position,
    givenNames: row.givenNames,
    surname: row.surname,
    sex: row.sex as PassengerSex,
    nationality: row.nationality,
    documentType: row.documentType as DocumentType,
    documentNumber: detail === "full" ? number : maskDocumentNumber(number),
    issuingCountry: row.issuingCountry,
    documentExpiry: expiry,
    birthDate: detail === "full" ? birth : birthYearOnly(birth),
    notes: row.notes,
    expiresTooSoon: documentExpiresTooSoon(expiry, tripEnd),
    purged: row.purgedAt !== null,
  };
}

async function findReservation(id: string, customerId?: string, client: Prisma.TransactionClient = db()) {
  if (!isUuid(id)) return null;
  return client.reservation.findFirst({
    where: { id: id.toLowerCase(), ...(customerId ? { customerId } : {}) },
    select: reservationSelect,
  });
}

async function viewOf(r: ReservationRow, detail: ManifestDetail, now: Date): Promise<ManifestView> {
  const rows = await db().reservationPassenger.findMany({
    where: { reservationId: r.id },
    orderBy: { position: "asc" },
    select: passengerSelect,
  });
  const tripEnd = r.arrivalDatetime ?? r.departureDatetime;
  const seats = r.jet?.seatCapacity ?? null;
  return {
    reservationId: r.id,
    code: reservationCode(r.id),
    passengerCount: r.passengerCount,
    seats,
    limit: manifestLimit(r.passengerCount, seats),
    deadline: manifestDeadline(r.departureDatetime).toISOString(),
    customerMayEdit: customerMayEditManifest(r.departureDatetime, now) && r.status !== "cancelled" && r.status !== "completed",
    complete: manifestComplete(rows.length, r.passengerCount),
    passengers: rows.map((row) => toView(row, tripEnd, detail)),
  };
}

/** The customer's own reservation's manifest, masked; null when the reservation is not theirs. */
export async function customerManifest(customerId: string, reservationId: string, now: Date = new Date()): Promise<ManifestView | null> {
  const r = await findReservation(reservationId, customerId);
  return r ? viewOf(r, "masked", now) : null;
}

export type ManifestReadVia = "page" | "pdf" | "csv";

/**
 * The manifest in full for staff on the reservation; every such read writes its audit row (who, how, which
 * reservation, how many passengers — never the values). Null when there is no such reservation.
 */
export async function staffManifest(
  reservationId: string,
  reader: { actorId: string; ip: string | null; via: ManifestReadVia },
  now: Date = new Date(),
): Promise<ManifestView | null> {
  const r = await findReservation(reservationId);
  if (!r) return null;
  const view = await viewOf(r, "full", now);
  await audit({
    actorId: reader.actorId,
    action: "manifest.read",
    entity: "reservation",
    entityId: r.id,
    after: { via: reader.via, passengers: view.passengers.length },
    ip: reader.ip,
  });
  return view;
}

// ───────────── changes ─────────────

export interface ManifestActor {
  actorId: string;
  ip: string | null;
  /** the customer's record when the customer changes it (their deadline applies); absent for staff */
  customerId?: string;
}

function sealedColumns(v: PassengerInput) {
  return {
    givenNames: v.givenNames,
    surname: v.surname,
    sex: v.sex,
    nationality: v.nationality,
    documentType: v.documentType,
    documentNumber: seal("passenger-document", v.documentNumber),
    issuingCountry: v.issuingCountry,
    documentExpiry: new Date(`${v.documentExpiry}T00:00:00.000Z`),
    birthDate: seal("passenger-document", v.birthDate),
    notes: v.notes,
    purgedAt: null,
  };
}

/** The reservation the actor may change the manifest of, inside the transaction; refusals per the rules. */
async function changeable(tx: Prisma.TransactionClient, actor: ManifestActor, reservationId: string, now: Date): Promise<ReservationRow> {
  const r = await findReservation(reservationId, actor.customerId, tx);
  if (!r) throw new ManifestError("notFound");
  if (actor.customerId) {
    if (r.status === "cancelled" || r.status === "completed") throw new ManifestError("closed");
    if (!customerMayEditManifest(r.departureDatetime, now)) throw new ManifestError("deadlinePassed");
  }
  return r;
}

/**
 * Adds a passenger (no `passengerId`) at the next place, or corrects one. A new passenger is refused beyond the
 * jet's seats or the reservation's passenger count (changing the count is the reservation's edit); two adds at
 * once take different places or one is refused (the unique place).
 */
export async function savePassenger(
  input: ManifestActor & { reservationId: string; passengerId?: string; value: PassengerInput },
  now: Date = new Date(),
): Promise<{ id: string; position: number }> {
  try {
    return await db().$transaction(async (tx) => {
      const r = await changeable(tx, input, input.reservationId, now);
      let saved: { id: string; position: number };
      if (input.passengerId) {
        const updated = await tx.reservationPassenger.updateMany({
          where: { id: input.passengerId, reservationId: r.id },
          data: { ...sealedColumns(input.value), updatedById: input.actorId },
        });
        if (updated.count !== 1) throw new ManifestError("notFound");
        const row = await tx.reservationPassenger.findUniqueOrThrow({
          where: { id: input.passengerId },
          select: { id: true, position: true },
        });
        saved = row;
      } else {
        const entered = await tx.reservationPassenger.aggregate({ where: { reservationId: r.id }, _count: true, _max: { position: true } });
        const seats = r.jet?.seatCapacity ?? null;
        if (seats !== null && entered._count >= seats) throw new ManifestError("overSeats", { seats });
        if (entered._count >= r.passengerCount) throw new ManifestError("overCount", { count: r.passengerCount });
        saved = await tx.reservationPassenger.create({
          data: {
            reservationId: r.id,
            position: (entered._max.position ?? 0) + 1,
            ...sealedColumns(input.value),
            createdById: input.actorId,
            updatedById: input.actorId,
          },
          select: { id: true, position: true },
        });
      }
      await audit(
        {
          actorId: input.actorId,
          action: input.passengerId ? "manifest.passenger-changed" : "manifest.passenger-added",
          entity: "reservation",
          entityId: r.id,
          after: { passengerId: saved.id, position: saved.position, by: input.customerId ? "customer" : "staff" },
          ip: input.ip,
        },
        tx,
      );
      return saved;
    }, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ManifestError("alreadyChanged");
    throw error;
  }
}

/** Removes one passenger of the manifest (the others keep their places). */
export async function removePassenger(input: ManifestActor & { reservationId: string; passengerId: string }, now: Date = new Date()) {
  await db().$transaction(async (tx) => {
    const r = await changeable(tx, input, input.reservationId, now);
    const removed = await tx.reservationPassenger.deleteMany({ where: { id: input.passengerId, reservationId: r.id } });
    if (removed.count !== 1) throw new ManifestError("notFound");
    await audit(
      {
        actorId: input.actorId,
        action: "manifest.passenger-removed",
        entity: "reservation",
        entityId: r.id,
        after: { passengerId: input.passengerId, by: input.customerId ? "customer" : "staff" },
        ip: input.ip,
      },
      tx,
    );
  }, TX_OPTIONS);
}

// ───────────── the operations list and the purge ─────────────

/** How many passengers each reservation's manifest names: one grouped query for a page of flights. */
export async function manifestCounts(reservationIds: string[]): Promise<Map<string, number>> {
  if (reservationIds.length === 0) return new Map();
  // through the driver (decision 031): the flights list reads it on every page
  const groups = await sqlDb()
    .selectFrom("reservation_passengers")
    .select(({ fn }) => ["reservation_id as reservationId", fn.countAll<string | number>().as("n")])
    .where("reservation_id", "in", reservationIds)
    .groupBy("reservation_id")
    .execute();
  return new Map(groups.map((g) => [g.reservationId, Number(g.n)]));
}

export const MANIFEST_PURGE_JOB = "manifest-purge" as const;

/**
 * Removes the document numbers, expiry dates, dates of birth and notes of the flights that ended (arrival, or
 * departure when none is known) more than MANIFEST_PURGE_DAYS ago; names, sex, nationality, document type and
 * issuing country stay for the records. A second run finds nothing left to purge.
 */
export async function purgeEndedManifests(now: Date = new Date()): Promise<number> {
  const cutoff = purgeCutoff(now);
  const purged = await db().reservationPassenger.updateMany({
    where: {
      purgedAt: null,
      reservation: {
        OR: [{ arrivalDatetime: { lt: cutoff } }, { arrivalDatetime: null, departureDatetime: { lt: cutoff } }],
      },
    },
    data: { documentNumber: null, documentExpiry: null, birthDate: null, notes: null, purgedAt: now },
  });
  return purged.count;
}
