import type { Prisma } from "#app/generated/prisma/client";
import { distanceBetweenCities } from "#app/lib/airports";
import { positioningLine } from "#app/lib/domain/charter/price";
import { positioningFrom } from "#app/lib/domain/charter/schedule";
import { JET_HOURLY_RATE_CURRENCY, type Currency } from "#app/lib/format";
import { capacityBandBounds, type CapacityBand, type JetCategory } from "#app/lib/domain/jet-category";
import { paginate } from "#app/lib/list-params";
import { db } from "#app/server/platform/db/client.server";

/**
 * The customer's jet catalogue (/dashboard/jets, spec §2.20): jets of the `jets` table filtered by their stored
 * category and by the capacity band of the upper bound of their passenger range (`seat_capacity`). A jet is
 * 'Rezerve' when staff marked it unavailable or when an optional or confirmed reservation holds it right now
 * (the same statuses that hold a jet against double booking, decision 014); otherwise 'Müsait'. With a departure
 * city chosen, each card shows the positioning leg the jet needs from where it is (charter engine, decision 036).
 */

export const CATALOGUE_PAGE_SIZE = 12;

/** Reservations that hold a jet (decision 014: drafts and cancelled ones never do). */
export const HOLDING_STATUSES = ["optional", "confirmed"] as const;

export interface CatalogueFilters {
  category: JetCategory | null;
  capacity: CapacityBand | null;
  page: string | null;
  /** the city the customer wants to depart from (of the airport list): the cards show the positioning to it */
  from?: string | null;
}

/** The ferry leg a jet needs to the chosen departure city, with its billed line (decision 036). */
export type CataloguePositioning =
  | { kind: "none" }
  | { kind: "ferry"; from: string; to: string; minutes: number; rateShare: number; amount: number; currency: Currency }
  | { kind: "impossible"; from: string; to: string };

/** The database filter of the chips: the stored category and the seat-capacity bounds of the band. */
export function catalogueWhere(filters: Pick<CatalogueFilters, "category" | "capacity">): Prisma.JetWhereInput {
  const where: Prisma.JetWhereInput = {};
  if (filters.category) where.category = filters.category;
  if (filters.capacity) {
    const { min, max } = capacityBandBounds(filters.capacity);
    where.seatCapacity = { ...(min !== null ? { gte: min } : {}), ...(max !== null ? { lte: max } : {}) };
  }
  return where;
}

export interface CatalogueJet {
  id: string;
  manufacturer: string;
  model: string;
  category: JetCategory;
  minPassengers: number;
  seatCapacity: number;
  rangeKm: number;
  maxSpeedKmh: number;
  hourlyRate: string;
  features: string[];
  available: boolean;
  /** the city the jet is at now: the arrival of its last flight that has departed, else its home base (decision 036) */
  position: string;
  /** true while that last flight is still in the air */
  airborne: boolean;
  /** the positioning to the chosen departure city; null when none was chosen */
  positioning: CataloguePositioning | null;
}

/** Flights that move a jet: those that hold it and those it has flown. */
const POSITION_STATUSES = [...HOLDING_STATUSES, "completed"] as const;

export async function listCatalogue(filters: CatalogueFilters, now: Date = new Date()) {
  const where = catalogueWhere(filters);
  const total = await db().jet.count({ where });
  const window = paginate(total, filters.page, CATALOGUE_PAGE_SIZE);
  const rows = await db().jet.findMany({
    where,
    orderBy: [{ seatCapacity: "asc" }, { manufacturer: "asc" }, { model: "asc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: {
      id: true,
      manufacturer: true,
      model: true,
      category: true,
      minPassengers: true,
      seatCapacity: true,
      rangeKm: true,
      maxSpeedKmh: true,
      cruiseKmh: true,
      hourlyRate: true,
      features: true,
      isAvailable: true,
      homeBase: true,
      reservations: {
        where: { status: { in: [...HOLDING_STATUSES] }, departureDatetime: { lte: now }, arrivalDatetime: { gt: now } },
        select: { id: true },
        take: 1,
      },
    },
  });
  // each listed jet's last flight that has departed (held or flown): one row per jet through the (jet, departure)
  // index, whatever the number of flights
  const last = await Promise.all(
    rows.map((r) =>
      db().reservation.findFirst({
        where: { jetId: r.id, status: { in: [...POSITION_STATUSES] }, departureDatetime: { lte: now } },
        orderBy: { departureDatetime: "desc" },
        select: { jetId: true, arrivalDatetime: true, route: { select: { arrivalCity: true } } },
      }),
    ),
  );
  const lastOf = new Map(last.flatMap((l) => (l?.jetId ? [[l.jetId, l] as const] : [])));
  const jets: CatalogueJet[] = rows.map(({ isAvailable, reservations, hourlyRate, homeBase, cruiseKmh, ...jet }) => {
    const flight = lastOf.get(jet.id);
    const position = flight ? flight.route.arrivalCity : homeBase;
    return {
      ...jet,
      hourlyRate: hourlyRate.toString(),
      available: isAvailable && reservations.length === 0,
      position,
      airborne: !!flight?.arrivalDatetime && flight.arrivalDatetime.getTime() > now.getTime(),
      positioning: filters.from ? cataloguePositioning({ ...jet, cruiseKmh }, hourlyRate, position, filters.from) : null,
    };
  });
  return { jets, window };
}

/** The engine's positioning leg from where the jet is to `to`, and its line at the positioning share of the rate. */
function cataloguePositioning(
  jet: Pick<CatalogueJet, "category" | "rangeKm"> & { cruiseKmh: number | null },
  hourlyRate: Prisma.Decimal,
  position: string,
  to: string,
): CataloguePositioning {
  const ferry = positioningFrom(jet, position, to, distanceBetweenCities);
  if (ferry === null) return { kind: "none" };
  if (ferry === "impossible") return { kind: "impossible", from: position, to };
  const line = positioningLine(Math.round(Number(hourlyRate) * 100), ferry, null);
  return {
    kind: "ferry",
    from: ferry.from,
    to: ferry.to,
    minutes: line.minutes,
    rateShare: line.rateShare,
    amount: line.amountCents / 100,
    currency: JET_HOURLY_RATE_CURRENCY,
  };
}
