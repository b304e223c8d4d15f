import type { Prisma } from "#app/generated/prisma/client";
import { type OfferCategory } from "#app/lib/domain/offer-category";
import { discountPercent } from "#app/lib/domain/offer-pricing";
import { offerState, type OfferState } from "#app/lib/domain/offer-status";
import type { Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { offerData, type OfferFormValue, type OfferSort } from "#app/lib/schemas/offer";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { ServiceError, staleRecord } from "#app/server/platform/service-error.server";
import { queueOfferMailing } from "./offer-mailing-queue.server";

/**
 * Offers (spec §2.20, §3 offer; decision 025): the staff book (/admin/offers: cards, folded search, category and
 * state filters, sorting, paging; create, edit, publish, unpublish, delete) and the customer's list
 * (/dashboard/offers: published offers still valid, newest first, by chip). Every change is one conditional write
 * with its audit row in one transaction: of twenty parallel publish clicks one publishes and the others find it
 * already published. Expiry is read, never written: `valid_until > now()` in every customer query.
 */
export const OFFERS_PAGE_SIZE = 20;
export const CUSTOMER_OFFERS_PAGE_SIZE = 12;

export class MarketingOfferError extends ServiceError<"notFound" | "alreadyPublished" | "notPublished" | "expired"> {
  constructor(code: MarketingOfferError["code"]) {
    super(code, code === "notFound" ? 404 : 409, `offers.errors.${code}`);
    this.name = "MarketingOfferError";
  }
}

/** The database filter of a state at `now` (the same rule as `offerState`). */
export function stateWhere(state: OfferState, now: Date): Prisma.OfferWhereInput {
  if (state === "expired") return { validUntil: { lte: now } };
  if (state === "published") return { publishedAt: { not: null }, validUntil: { gt: now } };
  return { publishedAt: null, validUntil: { gt: now } };
}

/** What a customer may see at `now`: published and still valid. */
export function customerVisible(now: Date): Prisma.OfferWhereInput {
  return stateWhere("published", now);
}

const rowSelect = {
  id: true,
  category: true,
  title: true,
  location: true,
  originalPrice: true,
  discountedPrice: true,
  currency: true,
  features: true,
  validUntil: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.OfferSelect;

type OfferRecord = Prisma.OfferGetPayload<{ select: typeof rowSelect }>;

function view(row: OfferRecord, now: Date) {
  const originalPrice = row.originalPrice.toString();
  const discountedPrice = row.discountedPrice.toString();
  return {
    ...row,
    currency: row.currency as Currency,
    originalPrice,
    discountedPrice,
    discountPercent: discountPercent(originalPrice, discountedPrice),
    validUntil: row.validUntil.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    state: offerState(row, now),
  };
}

export type OfferRow = ReturnType<typeof view>;

export interface StaffOfferListParams {
  q: string;
  category: OfferCategory | null;
  state: OfferState | null;
  sort: OfferSort;
  page: string | null;
  now?: Date;
}

function staffWhere(params: StaffOfferListParams, now: Date): Prisma.OfferWhereInput {
  const words = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: [
      ...words.map((word) => ({ searchText: containsFolded(word) })),
      ...(params.category ? [{ category: params.category }] : []),
      ...(params.state ? [stateWhere(params.state, now)] : []),
    ],
  };
}

const ORDER: Record<OfferSort, Prisma.OfferOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "asc" }],
  valid: [{ validUntil: "asc" }, { id: "asc" }],
  title: [{ title: "asc" }, { id: "asc" }],
};

export async function listStaffOffers(params: StaffOfferListParams) {
  const now = params.now ?? new Date();
  const where = staffWhere(params, now);
  const total = await db().offer.count({ where });
  const window = paginate(total, params.page, OFFERS_PAGE_SIZE);
  const rows = await db().offer.findMany({ where, orderBy: ORDER[params.sort], skip: window.skip, take: window.take, select: rowSelect });
  return { rows: rows.map((r) => view(r, now)), ...window };
}

/** The cards: how many offers are drafts, published (visible to customers now) and expired. */
export async function offerSummary(now = new Date()) {
  const [draft, published, expired] = await Promise.all([
    db().offer.count({ where: stateWhere("draft", now) }),
    db().offer.count({ where: stateWhere("published", now) }),
    db().offer.count({ where: stateWhere("expired", now) }),
  ]);
  return { draft, published, expired, total: draft + published + expired };
}

export async function getOffer(id: string, now = new Date()) {
  const row = await db().offer.findUnique({ where: { id }, select: rowSelect });
  return row ? view(row, now) : null;
}

// ───────────── customer ─────────────

export async function listCustomerOffers(params: { category: OfferCategory | null; page: string | null; now?: Date }) {
  const now = params.now ?? new Date();
  const where: Prisma.OfferWhereInput = { ...customerVisible(now), ...(params.category ? { category: params.category } : {}) };
  const total = await db().offer.count({ where });
  const window = paginate(total, params.page, CUSTOMER_OFFERS_PAGE_SIZE);
  const rows = await db().offer.findMany({
    where,
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    skip: window.skip,
    take: window.take,
    select: rowSelect,
  });
  return { offers: rows.map((r) => view(r, now)), ...window };
}

/** One offer a customer may see now (published, still valid), or null. */
export async function visibleOffer(id: string, now = new Date()) {
  const row = await db().offer.findFirst({ where: { id, ...customerVisible(now) }, select: rowSelect });
  return row ? view(row, now) : null;
}

// ───────────── changes ─────────────

export interface StaffInput {
  actorId: string;
  ip: string | null;
}

type OfferValue = Omit<OfferFormValue, "intent">;

export async function createOffer(input: StaffInput & { value: OfferValue }): Promise<{ id: string }> {
  const data = offerData(input.value);
  return db().$transaction(async (tx) => {
    const offer = await tx.offer.create({ data: { ...data, createdById: input.actorId }, select: { id: true } });
    await audit({ actorId: input.actorId, action: "offer.create", entity: "offer", entityId: offer.id, after: data, ip: input.ip }, tx);
    return offer;
  });
}

/** Writes the form where the offer is still at `version`; otherwise 404 (gone) or staleRecord(). */
export async function updateOffer(input: StaffInput & { id: string; version: Date; value: OfferValue }): Promise<void> {
  const data = offerData(input.value);
  await db().$transaction(async (tx) => {
    const before = await tx.offer.findUnique({ where: { id: input.id }, select: rowSelect });
    if (!before) throw new MarketingOfferError("notFound");
    const changed = await tx.offer.updateMany({ where: { id: input.id, updatedAt: input.version }, data });
    if (changed.count !== 1) throw staleRecord();
    await audit(
      {
        actorId: input.actorId,
        action: "offer.update",
        entity: "offer",
        entityId: input.id,
        before: { ...before, originalPrice: before.originalPrice.toString(), discountedPrice: before.discountedPrice.toString() },
        after: data,
        ip: input.ip,
      },
      tx,
    );
  });
}

/** Why a conditional write missed: gone (404), or in another state now (409). */
async function missReason(
  tx: Prisma.TransactionClient,
  id: string,
  now: Date,
  wanted: "publish" | "unpublish",
): Promise<MarketingOfferError> {
  const row = await tx.offer.findUnique({ where: { id }, select: { publishedAt: true, validUntil: true } });
  if (!row) return new MarketingOfferError("notFound");
  const state = offerState(row, now);
  if (state === "expired") return new MarketingOfferError("expired");
  return new MarketingOfferError(wanted === "publish" ? "alreadyPublished" : "notPublished");
}

/**
 * draft → published: one conditional update (not yet published, still valid) with its audit row and the job that
 * e-mails it to the customers who consented (decision 056). Published again after an unpublish, it is e-mailed
 * only to those not sent it before.
 */
export async function publishOffer(input: StaffInput & { id: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db().$transaction(async (tx) => {
    const changed = await tx.offer.updateMany({
      where: { id: input.id, publishedAt: null, validUntil: { gt: now } },
      data: { publishedAt: now, publishedById: input.actorId },
    });
    if (changed.count !== 1) throw await missReason(tx, input.id, now, "publish");
    await audit(
      {
        actorId: input.actorId,
        action: "offer.publish",
        entity: "offer",
        entityId: input.id,
        before: { publishedAt: null },
        after: { publishedAt: now, publishedBy: input.actorId },
        ip: input.ip,
      },
      tx,
    );
    // the e-mail to the customers who consented (decision 056)
    await queueOfferMailing(input.id, tx);
  });
}

/** published → draft (customers stop seeing it at once). */
export async function unpublishOffer(input: StaffInput & { id: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db().$transaction(async (tx) => {
    const before = await tx.offer.findUnique({ where: { id: input.id }, select: { publishedAt: true, publishedById: true } });
    const changed = await tx.offer.updateMany({
      where: { id: input.id, publishedAt: { not: null }, validUntil: { gt: now } },
      data: { publishedAt: null, publishedById: null },
    });
    if (changed.count !== 1) throw await missReason(tx, input.id, now, "unpublish");
    await audit(
      {
        actorId: input.actorId,
        action: "offer.unpublish",
        entity: "offer",
        entityId: input.id,
        before,
        after: { publishedAt: null },
        ip: input.ip,
      },
      tx,
    );
  });
}

/** Deletes an offer in any state; its data goes into the audit row. */
export async function deleteOffer(input: StaffInput & { id: string }): Promise<void> {
  await db().$transaction(async (tx) => {
    const before = await tx.offer.findUnique({ where: { id: input.id }, select: rowSelect });
    if (!before) throw new MarketingOfferError("notFound");
    const deleted = await tx.offer.deleteMany({ where: { id: input.id } });
    if (deleted.count !== 1) throw new MarketingOfferError("notFound");
    await audit(
      {
        actorId: input.actorId,
        action: "offer.delete",
        entity: "offer",
        entityId: input.id,
        before: { ...before, originalPrice: before.originalPrice.toString(), discountedPrice: before.discountedPrice.toString() },
        ip: input.ip,
      },
      tx,
    );
  });
}
