import { Prisma } from "#app/generated/prisma/client";
import { jetAvailability } from "#app/lib/domain/jet-availability";
import { paginate } from "#app/lib/list-params";
import { jetData, type JetFormValue } from "#app/lib/schemas/fleet";
import { containsFolded, escapeLike } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { sql, sqlDb, type ExpressionBuilder, type Tables } from "#app/server/platform/db/sql.server";
import { ServiceError, staleRecord } from "#app/server/platform/service-error.server";

/**
 * The fleet book for staff (/admin/jets, spec §2.8, §3, §7.3, §9; decision 018): the cards, the list by
 * manufacturer with search and paging, the availability computed from real bookings, and the changes —
 * add, edit, availability on/off, delete (refused while reservations or quotes refer to the jet). Every
 * change is one conditional write with its audit row in one transaction; edits carry the record's version.
 */
export const JETS_PAGE_SIZE = 25;

/** Reservation states that hold a jet (decision 014: the ones the no-double-booking constraint covers). */
export const HOLDING_STATUSES = ["optional", "confirmed"] as const;

export class JetError extends ServiceError<"notFound" | "duplicate" | "inUse"> {
  constructor(code: JetError["code"], field?: string) {
    super(
      code,
      code === "notFound" ? 404 : code === "duplicate" ? 400 : 409,
      `fleet.errors.${code === "notFound" ? "jetNotFound" : code}`,
      field,
    );
    this.name = "JetError";
  }
}

/**
 * "Holds the jet at `now`": an optional or confirmed reservation whose [departure, arrival) contains `now` (no
 * arrival: open-ended). Written as the very range the no-double-booking constraint indexes
 * (`reservations_no_double_booking`, GiST over jet and `tstzrange(departure, arrival, '[)')`, partial on these
 * statuses), so the check is an index look-up per jet instead of a scan of each jet's whole history (decision
 * 028). The statuses are literals so the planner can match the index's predicate.
 */
function holdsJetAt(eb: ExpressionBuilder<{ r: Tables["reservations"] }, "r">, now: Date) {
  return eb.and([
    eb("r.jet_id", "is not", null),
    eb(
      "r.status",
      "in",
      HOLDING_STATUSES.map((status) => sql.lit(status)),
    ),
    sql<boolean>`tstzrange(${eb.ref("r.departure_datetime")}, ${eb.ref("r.arrival_datetime")}, '[)') @> ${now}::timestamptz`,
  ]);
}

function jetWhere(q: string): Prisma.JetWhereInput {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => ({
      OR: [{ searchText: containsFolded(word) }, { registration: { contains: escapeLike(word.toUpperCase()) } }],
    })),
  };
}

const rowSelect = {
  id: true,
  manufacturer: true,
  model: true,
  registration: true,
  yearManufactured: true,
  category: true,
  minPassengers: true,
  seatCapacity: true,
  rangeKm: true,
  maxSpeedKmh: true,
  cruiseKmh: true,
  homeBase: true,
  hourlyRate: true,
  ownershipType: true,
  features: true,
  imageUrl: true,
  isAvailable: true,
  updatedAt: true,
} satisfies Prisma.JetSelect;

type JetRecord = Prisma.JetGetPayload<{ select: typeof rowSelect }>;

function view(row: JetRecord, onFlight: boolean) {
  return {
    ...row,
    hourlyRate: row.hourlyRate.toString(),
    updatedAt: row.updatedAt.toISOString(),
    onFlight,
    /** the spec's 'Müsait' / 'Meşgul' */
    availability: jetAvailability({ isAvailable: row.isAvailable, onFlight }),
  };
}

export type JetRow = ReturnType<typeof view>;

/** Which of these jets are on a holding reservation at `now`. */
async function jetsOnFlight(ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await sqlDb()
    .selectFrom("reservations as r")
    .select("r.jet_id as jetId")
    .distinct()
    .where("r.jet_id", "in", ids)
    .where((eb) => holdsJetAt(eb, now))
    .execute();
  return new Set(rows.flatMap((r) => r.jetId ?? []));
}

export async function listJets(params: { q: string; page: string | null; now?: Date }) {
  const now = params.now ?? new Date();
  const where = jetWhere(params.q);
  const total = await db().jet.count({ where });
  const window = paginate(total, params.page, JETS_PAGE_SIZE);
  const rows = await db().jet.findMany({
    where,
    orderBy: [{ manufacturer: "asc" }, { model: "asc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: rowSelect,
  });
  const flying = await jetsOnFlight(
    rows.map((r) => r.id),
    now,
  );
  return { rows: rows.map((r) => view(r, flying.has(r.id))), ...window };
}

/** The cards of spec §2.8: total, available now, owned, average hourly rate (TL). */
export async function jetSummary(now = new Date()) {
  // one pass over the fleet instead of four statements (each one a compile and a round trip)
  // Müsait: marked available and on no holding reservation right now; otherwise Meşgul
  const row = await sqlDb()
    .selectFrom("jets as j")
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), "integer").as("total"),
      eb
        .cast<number>(
          eb.fn.countAll().filterWhere((f) =>
            f.and([
              f("j.is_available", "=", true),
              f.not(
                f.exists(
                  f
                    .selectFrom("reservations as r")
                    .select(sql.lit(1).as("one"))
                    .whereRef("r.jet_id", "=", "j.id")
                    .where((w) => holdsJetAt(w, now)),
                ),
              ),
            ]),
          ),
          "integer",
        )
        .as("available"),
      eb.cast<number>(eb.fn.countAll().filterWhere("j.ownership_type", "=", "owned"), "integer").as("owned"),
      eb.fn.avg<string | null>("j.hourly_rate").as("rate"),
    ])
    .executeTakeFirstOrThrow();
  const averageHourlyRate = row.rate === null ? null : new Prisma.Decimal(row.rate).toFixed(2);
  return { total: row.total, available: row.available, owned: row.owned, averageHourlyRate };
}

/** One jet with what refers to it (the view panel, the edit form and the delete confirmation). */
export async function getJet(id: string, now = new Date()) {
  const row = await db().jet.findUnique({ where: { id }, select: rowSelect });
  if (!row) return null;
  const [reservations, quotes, flying] = await Promise.all([
    db().reservation.count({ where: { jetId: id } }),
    db().brokerQuote.count({ where: { jetOfferedId: id } }),
    jetsOnFlight([id], now),
  ]);
  return { ...view(row, flying.has(id)), references: { reservations, quotes } };
}

export type JetDetail = NonNullable<Awaited<ReturnType<typeof getJet>>>;

export interface StaffInput {
  actorId: string;
  ip: string | null;
}

function auditable(data: ReturnType<typeof jetData>) {
  return { ...data, hourlyRate: data.hourlyRate };
}

export async function createJet(input: StaffInput & { value: Omit<JetFormValue, "intent"> }): Promise<{ id: string }> {
  const data = jetData(input.value);
  try {
    return await db().$transaction(async (tx) => {
      const jet = await tx.jet.create({ data: { ...data, isAvailable: true }, select: { id: true } });
      await audit(
        { actorId: input.actorId, action: "jet.create", entity: "jet", entityId: jet.id, after: auditable(data), ip: input.ip },
        tx,
      );
      return jet;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new JetError("duplicate", "registration");
    throw error;
  }
}

/** Writes the form where the jet is still at `version`; otherwise 404 (gone) or staleRecord(). */
export async function updateJet(input: StaffInput & { id: string; version: Date; value: Omit<JetFormValue, "intent"> }): Promise<void> {
  const data = jetData(input.value);
  try {
    await db().$transaction(async (tx) => {
      const before = await tx.jet.findUnique({ where: { id: input.id }, select: rowSelect });
      if (!before) throw new JetError("notFound");
      const changed = await tx.jet.updateMany({ where: { id: input.id, updatedAt: input.version }, data });
      if (changed.count !== 1) throw staleRecord();
      await audit(
        {
          actorId: input.actorId,
          action: "jet.update",
          entity: "jet",
          entityId: input.id,
          before: { ...before, hourlyRate: before.hourlyRate.toString() },
          after: auditable(data),
          ip: input.ip,
        },
        tx,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new JetError("duplicate", "registration");
    throw error;
  }
}

/** Turns availability off or on (the deactivation offered instead of a delete). Returns the new value. */
export async function toggleJetAvailability(input: StaffInput & { id: string; version: Date }): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const jet = await tx.jet.findUnique({ where: { id: input.id }, select: { isAvailable: true } });
    if (!jet) throw new JetError("notFound");
    const to = !jet.isAvailable;
    const changed = await tx.jet.updateMany({
      where: { id: input.id, updatedAt: input.version, isAvailable: jet.isAvailable },
      data: { isAvailable: to },
    });
    if (changed.count !== 1) throw staleRecord();
    await audit(
      {
        actorId: input.actorId,
        action: to ? "jet.activate" : "jet.deactivate",
        entity: "jet",
        entityId: input.id,
        before: { isAvailable: jet.isAvailable },
        after: { isAvailable: to },
        ip: input.ip,
      },
      tx,
    );
    return to;
  });
}

/**
 * Deletes a jet nothing refers to. The jet row is locked first, so a reservation or quote being written for
 * it at the same moment either is counted here or fails on its foreign key after the delete.
 */
export async function deleteJet(input: StaffInput & { id: string }): Promise<void> {
  await db().$transaction(async (tx) => {
    const locked = await sqlDb(tx).selectFrom("jets").select("id").where("id", "=", input.id).forUpdate().execute();
    if (locked.length === 0) throw new JetError("notFound");
    const [reservations, quotes] = await Promise.all([
      tx.reservation.count({ where: { jetId: input.id } }),
      tx.brokerQuote.count({ where: { jetOfferedId: input.id } }),
    ]);
    if (reservations + quotes > 0) throw new JetError("inUse");
    const before = await tx.jet.findUniqueOrThrow({ where: { id: input.id }, select: rowSelect });
    await tx.jet.delete({ where: { id: input.id } });
    await audit(
      {
        actorId: input.actorId,
        action: "jet.delete",
        entity: "jet",
        entityId: input.id,
        before: { ...before, hourlyRate: before.hourlyRate.toString() },
        ip: input.ip,
      },
      tx,
    );
  });
}
