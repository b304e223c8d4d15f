import { DEFAULT_LEG_SORT, PUBLIC_LEG_SORTS, type PublicLegSort } from "#app/lib/public-leg-sort";
import type { Prisma } from "#app/generated/prisma/client";
import { cappedPage, choiceParam, LIST_COUNT_TAKE, searchParam } from "#app/lib/list-params";
import { containsFolded } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import { isUuid } from "#app/lib/schemas/fields";
import type { PlaceTime } from "#app/lib/format";
import { legTimesIn, legZones, type LegZones } from "#app/server/empty-legs/empty-leg-times.server";

/**
 * The public empty-leg listing (/bos-bacaklar, spec §2.21 and §7.5): only approved legs departing now or
 * later, searched on the generated `search_text` column (departure and arrival airport, aircraft type and
 * model, operator; Turkish folding), sorted by departure (default) or by price ascending with a missing
 * price counted as 0, paged in the database.
 */
export { DEFAULT_LEG_SORT, PUBLIC_LEG_SORTS, type PublicLegSort };
export const PUBLIC_LEGS_PAGE_SIZE = 12;

/** Approved and departing at or after `now` — what the public may see. */
export function publicLegWhere(now: Date): Prisma.EmptyLegWhereInput {
  return { approved: true, departureDatetime: { gte: now } };
}

export interface PublicLeg {
  id: string;
  aircraftType: string;
  aircraftModel: string | null;
  operatorName: string | null;
  departureAirport: string;
  arrivalAirport: string;
  departureDatetime: string;
  arrivalDatetime: string | null;
  /** the departure at its airport, the arrival at its own (decision 043) */
  departureTime: PlaceTime;
  arrivalTime: PlaceTime | null;
  price: string | null;
  currency: "TRY" | "USD" | "EUR";
  seatCapacity: number | null;
  notes: string | null;
}

/** The fields of a leg every screen shows (the staff and broker screens add their own on top). */
export const legSelect = {
  id: true,
  aircraftType: true,
  aircraftModel: true,
  operatorName: true,
  departureAirport: true,
  arrivalAirport: true,
  departureAirportCode: true,
  arrivalAirportCode: true,
  departureDatetime: true,
  arrivalDatetime: true,
  price: true,
  currency: true,
  seatCapacity: true,
  notes: true,
} satisfies Prisma.EmptyLegSelect;

type LegRow = Prisma.EmptyLegGetPayload<{ select: typeof legSelect }>;

function publicLegIn(row: LegRow, zones: LegZones): PublicLeg {
  return {
    ...row,
    departureDatetime: row.departureDatetime.toISOString(),
    arrivalDatetime: row.arrivalDatetime?.toISOString() ?? null,
    ...legTimesIn(row, zones),
    price: row.price === null ? null : row.price.toString(),
  };
}

/** Legs as the public sees them, each time at its airport (one query for the zones of the whole list). */
export async function toPublicLegs(rows: LegRow[]): Promise<PublicLeg[]> {
  const zones = await legZones(rows);
  return rows.map((row, i) => publicLegIn(row, zones[i]!));
}

export async function toPublicLeg(row: LegRow): Promise<PublicLeg> {
  const [leg] = await toPublicLegs([row]);
  return leg!;
}

export interface PublicLegListParams {
  q: string;
  sort: PublicLegSort;
  page: string | null;
}

export function readPublicLegParams(url: URL): PublicLegListParams {
  return {
    q: searchParam(url, "q"),
    sort: choiceParam(url, "sort", PUBLIC_LEG_SORTS) ?? DEFAULT_LEG_SORT,
    page: url.searchParams.get("page"),
  };
}

export async function listPublicEmptyLegs(params: PublicLegListParams, now: Date = new Date()) {
  const search = containsFolded(params.q);
  const where: Prisma.EmptyLegWhereInput = { ...publicLegWhere(now), ...(search ? { searchText: search } : {}) };
  const orderBy: Prisma.EmptyLegOrderByWithRelationInput[] =
    params.sort === "price"
      ? // prices are never negative, so "missing counts as 0" puts them first
        [{ price: { sort: "asc", nulls: "first" } }, { departureDatetime: "asc" }, { id: "asc" }]
      : [{ departureDatetime: "asc" }, { id: "asc" }];
  // counted up to a cap, so the page costs the same at any size (decision 059)
  // in the page's order: a capped count walks the page's index (Prisma orders a count with `take` by id otherwise)
  const window = cappedPage(await db().emptyLeg.count({ where, orderBy, take: LIST_COUNT_TAKE }), params.page, PUBLIC_LEGS_PAGE_SIZE);
  const rows =
    window.total === 0 ? [] : await db().emptyLeg.findMany({ where, orderBy, skip: window.skip, take: window.take, select: legSelect });
  return {
    legs: await toPublicLegs(rows),
    total: window.total,
    capped: window.capped,
    page: window.page,
    pages: window.pages,
    searching: Boolean(search),
  };
}

/** One leg the public may request, or null (unknown id, not approved, or already departed). */
export async function findPublicLeg(id: string | undefined, now: Date = new Date()) {
  if (!id || !isUuid(id)) return null;
  const row = await db().emptyLeg.findFirst({ where: { id, ...publicLegWhere(now) }, select: legSelect });
  return row;
}

/**
 * The public list's version: bumped by a database trigger on every write to empty_legs, so a kept copy of
 * /bos-bacaklar is served only while no leg was approved, withdrawn, edited or removed since (decision 054).
 */
export async function publicLegsVersion(): Promise<string> {
  const row = await db().cacheVersion.findUnique({ where: { key: "public-legs" }, select: { version: true } });
  return String(row?.version ?? "none");
}
