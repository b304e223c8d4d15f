import type { Prisma } from "#app/generated/prisma/client";
import { idRangeOfPrefix, parseReservationCode } from "#app/lib/domain/reservation-code";
import { endOfIstanbulDay, startOfIstanbulDay } from "#app/lib/format";
import { cappedPage, LIST_COUNT_TAKE } from "#app/lib/list-params";
import { containsFolded } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import type { FlightTab } from "#app/lib/flight-tabs";
import { legTimesOf } from "./leg-times.server";
import { manifestCounts } from "./manifest.server";
import { reservationListRows } from "./reservation-list-rows.server";

/**
 * Flight operations (/admin/flights, spec §2.14): reservations by departure — today (Istanbul day), upcoming,
 * past — searchable by customer, city or airport, jet, or reservation code. Cancelled reservations are left
 * out of today and upcoming (nothing to fly) and kept in past (the record). The tabs split İstanbul business days;
 * each row's departure and arrival are at their airports (`departure`, `arrival`).
 */
export { FLIGHT_TABS, type FlightTab } from "#app/lib/flight-tabs";
export const FLIGHTS_PAGE_SIZE = 25;

function flightSearch(q: string): Prisma.ReservationWhereInput[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => {
    const prefix = parseReservationCode(word);
    const like = containsFolded(word);
    const or: Prisma.ReservationWhereInput[] = [
      { customer: { searchText: like } },
      { route: { searchText: like } },
      { jet: { searchText: like } },
    ];
    if (prefix) or.push({ id: idRangeOfPrefix(prefix) });
    return { OR: or };
  });
}

export async function listFlights(params: { tab: FlightTab; q: string; page: string | null; now?: Date }) {
  const now = params.now ?? new Date();
  const dayStart = startOfIstanbulDay(now);
  const dayEnd = endOfIstanbulDay(now);
  const when: Prisma.ReservationWhereInput =
    params.tab === "today"
      ? { departureDatetime: { gte: dayStart, lte: dayEnd }, status: { not: "cancelled" } }
      : params.tab === "upcoming"
        ? { departureDatetime: { gt: dayEnd }, status: { not: "cancelled" } }
        : { departureDatetime: { lt: dayStart } };
  const where: Prisma.ReservationWhereInput = { AND: [when, ...flightSearch(params.q)] };
  // counted up to a cap, so the screen costs the same at any size (decision 059)
  const direction = params.tab === "past" ? "desc" : "asc";
  const orderBy: Prisma.ReservationOrderByWithRelationInput[] = [{ departureDatetime: direction }, { id: "asc" }];
  // ordered by the departure alone (Prisma orders a count with `take` by id otherwise): which rows the cap keeps does
  // not change how many, and the departure index that carries the status answers it without reading the table
  // (about 100 index pages at any size, where the page's (departure, id) order read 11 000 table pages at scale 1)
  const counted = await db().reservation.count({ where, orderBy: { departureDatetime: direction }, take: LIST_COUNT_TAKE });
  const window = cappedPage(counted, params.page, FLIGHTS_PAGE_SIZE);
  const page = await db().reservation.findMany({ where, orderBy, skip: window.skip, take: window.take, select: { id: true } });
  const rows = await reservationListRows(page.map((row) => row.id));
  // each time at its airport, with its zone's name (decision 043); the page adds UTC
  const times = await legTimesOf(rows);
  // how many passengers each manifest names: one grouped query for the page (decision 053)
  const entered = await manifestCounts(rows.map((row) => row.id));
  // the amount as its decimal text (the list writes it with the one money formatter)
  return {
    rows: rows.map((row, i) => ({
      ...row,
      ...times[i]!,
      manifestEntered: entered.get(row.id) ?? 0,
    })),
    ...window,
  };
}
