import type { Prisma } from "#app/generated/prisma/client";
import { CURRENCIES, type Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { routeData, type RouteFormValue } from "#app/lib/schemas/fleet";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { ServiceError, staleRecord } from "#app/server/platform/service-error.server";

/**
 * The route book for staff (/admin/routes, spec §2.10, §3, §7.3; decision 018): the cards, the list by
 * departure city with search and paging, and add and edit of the eight route fields (countries, airports
 * and the great-circle distance from the airport data), with the base price's history — who changed it,
 * when, from and to. `routes.base_price` stays the one price the wizard's popular routes and estimates read.
 */
export const ROUTES_PAGE_SIZE = 25;

export class RouteBookError extends ServiceError<"notFound" | "duplicate"> {
  constructor(code: RouteBookError["code"], field?: string) {
    super(code, code === "notFound" ? 404 : 400, code === "notFound" ? "fleet.errors.routeNotFound" : "fleet.errors.duplicateRoute", field);
    this.name = "RouteBookError";
  }
}

function routeWhere(q: string): Prisma.RouteWhereInput {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return { AND: words.map((word) => ({ searchText: containsFolded(word) })) };
}

const rowSelect = {
  id: true,
  departureCity: true,
  departureCountry: true,
  departureAirport: true,
  arrivalCity: true,
  arrivalCountry: true,
  arrivalAirport: true,
  distanceKm: true,
  distanceReason: true,
  basePrice: true,
  currency: true,
  updatedAt: true,
} satisfies Prisma.RouteSelect;

type RouteRecord = Prisma.RouteGetPayload<{ select: typeof rowSelect }>;

const view = (row: RouteRecord) => ({ ...row, basePrice: row.basePrice?.toString() ?? null, updatedAt: row.updatedAt.toISOString() });

export type RouteRow = ReturnType<typeof view>;

export async function listRoutes(params: { q: string; page: string | null }) {
  const where = routeWhere(params.q);
  const total = await db().route.count({ where });
  const window = paginate(total, params.page, ROUTES_PAGE_SIZE);
  const rows = await db().route.findMany({
    where,
    orderBy: [{ departureCity: "asc" }, { arrivalCity: "asc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: rowSelect,
  });
  return { rows: rows.map(view), ...window };
}

/** The cards of spec §2.10: total, average distance, and the average price per currency (never mixed). */
export async function routeSummary() {
  const [all, byCurrency] = await Promise.all([
    db().route.aggregate({ _count: { _all: true }, _avg: { distanceKm: true } }),
    db().route.groupBy({ by: ["currency"], _avg: { basePrice: true }, _count: { _all: true } }),
  ]);
  return {
    total: all._count._all,
    averageDistanceKm: all._avg.distanceKm === null ? null : Math.round(all._avg.distanceKm),
    averagePrices: CURRENCIES.flatMap((currency) => {
      const group = byCurrency.find((g) => g.currency === currency);
      return group?._avg.basePrice ? [{ currency, average: group._avg.basePrice.toFixed(2), count: group._count._all }] : [];
    }),
  };
}

/** One route with its price history, newest first, and who made each change. */
export async function getRoute(id: string) {
  const row = await db().route.findUnique({ where: { id }, select: rowSelect });
  if (!row) return null;
  const changes = await db().routePriceChange.findMany({
    where: { routeId: id },
    orderBy: [{ changedAt: "desc" }, { id: "asc" }],
    take: 50,
    select: { id: true, changedById: true, fromPrice: true, toPrice: true, currency: true, changedAt: true },
  });
  const actorIds = [...new Set(changes.map((c) => c.changedById).filter((v): v is string => v !== null))];
  const actors = actorIds.length
    ? await db().user.findMany({
        where: { id: { in: actorIds } },
        select: { id: true, email: true, profile: { select: { firstName: true, lastName: true } } },
      })
    : [];
  const nameOf = (userId: string | null) => {
    const user = actors.find((a) => a.id === userId);
    if (!user) return null;
    const name = `${user.profile?.firstName ?? ""} ${user.profile?.lastName ?? ""}`.trim();
    return name || user.email;
  };
  return {
    ...view(row),
    priceHistory: changes.map((c) => ({
      id: c.id,
      by: nameOf(c.changedById),
      from: c.fromPrice?.toString() ?? null,
      to: c.toPrice.toString(),
      currency: c.currency,
      at: c.changedAt.toISOString(),
    })),
  };
}

export type RouteDetail = NonNullable<Awaited<ReturnType<typeof getRoute>>>;

export interface StaffInput {
  actorId: string;
  ip: string | null;
}

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new RouteBookError("duplicate", "arrival_city");
  throw error;
}

export async function createRoute(input: StaffInput & { value: Omit<RouteFormValue, "intent"> }): Promise<{ id: string }> {
  const data = routeData(input.value);
  try {
    return await db().$transaction(async (tx) => {
      const route = await tx.route.create({ data, select: { id: true } });
      await tx.routePriceChange.create({
        data: { routeId: route.id, changedById: input.actorId, fromPrice: null, toPrice: data.basePrice, currency: data.currency },
      });
      await audit({ actorId: input.actorId, action: "route.create", entity: "route", entityId: route.id, after: data, ip: input.ip }, tx);
      return route;
    });
  } catch (error) {
    duplicate(error);
  }
}

/**
 * Writes the form where the route is still at `version` (else 404 or staleRecord()); a new base price or
 * currency adds a row to the price history in the same transaction.
 */
export async function updateRoute(input: StaffInput & { id: string; version: Date; value: Omit<RouteFormValue, "intent"> }): Promise<void> {
  const data = routeData(input.value);
  try {
    await db().$transaction(async (tx) => {
      const before = await tx.route.findUnique({ where: { id: input.id }, select: rowSelect });
      if (!before) throw new RouteBookError("notFound");
      const changed = await tx.route.updateMany({ where: { id: input.id, updatedAt: input.version }, data });
      if (changed.count !== 1) throw staleRecord();
      const priceChanged = before.basePrice?.toFixed(2) !== data.basePrice || before.currency !== (data.currency as Currency);
      if (priceChanged) {
        await tx.routePriceChange.create({
          data: {
            routeId: input.id,
            changedById: input.actorId,
            fromPrice: before.basePrice,
            toPrice: data.basePrice,
            currency: data.currency,
          },
        });
      }
      await audit(
        {
          actorId: input.actorId,
          action: priceChanged ? "route.update.price" : "route.update",
          entity: "route",
          entityId: input.id,
          before: view(before),
          after: data,
          ip: input.ip,
        },
        tx,
      );
    });
  } catch (error) {
    duplicate(error);
  }
}
