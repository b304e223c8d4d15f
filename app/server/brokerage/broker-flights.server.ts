import { isAbandonedRun } from "#app/lib/domain/broker-sync-run-status";
import brokerSyncRunsTr from "#app/locales/tr/brokerSyncRuns";
import type { Prisma } from "#app/generated/prisma/client";
import type { BrokerFlightStatus } from "#app/lib/domain/broker-flight-status";
import { paginate } from "#app/lib/list-params";
import { containsFolded } from "#app/lib/search";
import { db } from "#app/server/platform/db/client.server";
import { placeTime } from "#app/lib/format";
import { airportTimeZones } from "#app/server/fleet/airports.server";

/**
 * The two tabs of /admin/broker-flights (spec §2.13): the synced flights (search over airports and aircraft
 * with Turkish folding, filters by broker and status, paged by departure) and each broker's sync state.
 */
export const BROKER_FLIGHTS_PAGE_SIZE = 25;

export interface BrokerFlightListParams {
  q: string;
  brokerId: string | null;
  status: BrokerFlightStatus | null;
  page: string | null;
}

export async function listBrokerFlights(params: BrokerFlightListParams) {
  const words = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.BrokerFlightWhereInput = {
    AND: [
      ...words.map((word) => ({ searchText: containsFolded(word) })),
      ...(params.brokerId ? [{ brokerId: params.brokerId }] : []),
      ...(params.status ? [{ flightStatus: params.status }] : []),
    ],
  };
  const total = await db().brokerFlight.count({ where });
  const window = paginate(total, params.page, BROKER_FLIGHTS_PAGE_SIZE);
  const rows = await db().brokerFlight.findMany({
    where,
    orderBy: [{ departureDatetime: "asc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: {
      id: true,
      externalId: true,
      departureAirport: true,
      arrivalAirport: true,
      departureDatetime: true,
      aircraftModel: true,
      aircraftType: true,
      availableSeats: true,
      passengerCapacity: true,
      totalPrice: true,
      currency: true,
      pricePerHour: true,
      flightStatus: true,
      lastUpdated: true,
      broker: { select: { name: true, code: true } },
    },
  });
  // a broker's feed names airports as text ("… (NCE)", a code, a city): the departure at that airport (decision 043)
  const zones = await airportTimeZones(rows.map((r) => r.departureAirport));
  return {
    rows: rows.map((r, i) => ({
      ...r,
      departureTime: placeTime(r.departureDatetime, zones[i])!,
      totalPrice: r.totalPrice?.toString() ?? null,
      pricePerHour: r.pricePerHour?.toString() ?? null,
    })),
    ...window,
  };
}

export type BrokerFlightRow = Awaited<ReturnType<typeof listBrokerFlights>>["rows"][number];

/** Every broker with its sync state and flight count (brokers are few: no paging). */
export async function brokerSyncStates() {
  const [brokers, counts] = await Promise.all([
    db().broker.findMany({
      orderBy: [{ isActive: "desc" }, { name: "asc" }],
      take: 500,
      select: {
        id: true,
        name: true,
        code: true,
        isActive: true,
        apiEndpoint: true,
        lastSyncedAt: true,
        lastSyncError: true,
        lastSyncCount: true,
        lastSyncSkipped: true,
        syncStartedAt: true,
        syncHeartbeatAt: true,
        // the latest background run (decision 022)
        syncRuns: {
          orderBy: { queuedAt: "desc" },
          take: 1,
          select: {
            state: true,
            upserted: true,
            unchanged: true,
            skipped: true,
            markedUnavailable: true,
            attempts: true,
            error: true,
            queuedAt: true,
            startedAt: true,
            heartbeatAt: true,
            finishedAt: true,
            // the instance (host and process) whose job worker took the run
            claimedBy: true,
          },
        },
      },
    }),
    db().brokerFlight.groupBy({ by: ["brokerId"], where: { flightStatus: { not: "unavailable" } }, _count: { _all: true } }),
  ]);
  const count = new Map(counts.map((c) => [c.brokerId, c._count._all]));
  const now = new Date();
  return brokers.map(({ syncRuns, ...b }) => {
    const run = syncRuns[0] ?? null;
    // a run left open by a dead process shows as failed (the next queueing records it so), and stops the refresh
    const latestRun =
      run && isAbandonedRun(run, b.syncHeartbeatAt, now) ? { ...run, state: "failed", error: brokerSyncRunsTr.abandoned } : run;
    return { ...b, latestRun, flights: count.get(b.id) ?? 0 };
  });
}

export type BrokerSyncState = Awaited<ReturnType<typeof brokerSyncStates>>[number];
