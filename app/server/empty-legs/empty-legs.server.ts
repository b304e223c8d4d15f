import { data, redirect, type RouterContextProvider } from "react-router";
import type { Prisma } from "#app/generated/prisma/client";
import { allowedAdminActions, type EmptyLegAdminAction } from "#app/lib/domain/empty-leg-status";
import { formatDateTime, formatPrice, toLocalDateTimeInput, type Currency } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import {
  emptyLegFormSchema,
  toEmptyLegInput,
  type EmptyLegFormDefaults,
  type EmptyLegInput,
  type LegFormActionData,
} from "#app/lib/schemas/empty-leg";
import { containsFolded } from "#app/lib/search";
import { audit } from "#app/server/platform/audit.server";
import { requestedPath, requireBroker, type BrokerUser } from "#app/server/platform/auth/guard.server";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { db } from "#app/server/platform/db/client.server";
import { sqlDb } from "#app/server/platform/db/sql.server";
import { airportLabel, resolveAirport, type AirportResolution } from "#app/server/fleet/airports.server";
import { checkLegAircraft } from "#app/server/empty-legs/leg-aircraft.server";
import { AIRPORT_CHOICES_SEPARATOR } from "#app/lib/schemas/empty-leg";
import { badRequest, notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { queueEmail } from "#app/server/platform/mail/delivery.server";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { legSelect as publicLegSelect } from "#app/server/empty-legs/public-empty-legs.server";
import { parseForm } from "#app/lib/schemas/parse";
import { STAFF_ROLES } from "#app/lib/domain/roles";
import { isUuid } from "#app/lib/schemas/fields";
import { composeEmail } from "#app/server/platform/mail/texts.server";
import { enqueueJob } from "#app/server/platform/jobs/queue.server";
import { LEG_ALERT_JOB } from "#app/server/empty-legs/leg-alerts.server";

/**
 * Empty legs: the admin moderation (approve → published, reject → deleted, withdraw → unpublished) and
 * the broker's own legs (create, edit and delete while unapproved). The state machine is
 * app/lib/domain/empty-leg-status.ts; here every change is a conditional write inside a transaction with
 * its audit row and e-mail, so a repeated or concurrent click changes nothing and gets a clear answer.
 *
 * Ownership: a broker's legs are those they created (`created_by` = the user, spec §7.4); `broker_id`
 * records the company at creation. A foreign or missing id answers "notFound".
 */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_TABS = ["pending", "approved"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const legSelect = {
  ...publicLegSelect,
  approved: true,
  approvedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.EmptyLegSelect;

type LegRow = Prisma.EmptyLegGetPayload<{ select: typeof legSelect }>;

/** A leg as the screens get it (price as a string, dates as Dates). */
function view(row: LegRow) {
  return { ...row, price: row.price === null ? null : row.price.toString(), currency: row.currency as Currency };
}
export type EmptyLegView = ReturnType<typeof view>;

// ───────────── admin ─────────────

export async function adminEmptyLegPage(input: {
  tab: AdminTab;
  q: string;
  page: string | null;
  legId: string | null;
  rejectId: string | null;
}) {
  const search = containsFolded(input.q);
  const where: Prisma.EmptyLegWhereInput = {
    approved: input.tab === "approved",
    ...(search ? { searchText: search } : {}),
  };
  const [pending, published, total, filtered] = await Promise.all([
    db().emptyLeg.count({ where: { approved: false } }),
    db().emptyLeg.count({ where: { approved: true } }),
    db().emptyLeg.count(),
    db().emptyLeg.count({ where }),
  ]);
  const { page, pages, skip, take } = paginate(filtered, input.page, ADMIN_PAGE_SIZE);
  const rows = await db().emptyLeg.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip,
    take,
    select: { ...legSelect, creator: { select: { email: true } }, broker: { select: { name: true } } },
  });
  const detailSelect = {
    ...legSelect,
    creator: { select: { email: true, profile: { select: { firstName: true, lastName: true } } } },
    broker: { select: { name: true, code: true } },
    approver: { select: { email: true } },
  } satisfies Prisma.EmptyLegSelect;
  const findOne = async (id: string | null) => {
    if (!id || !isUuid(id)) return null;
    const row = await db().emptyLeg.findUnique({ where: { id }, select: detailSelect });
    return row
      ? {
          ...view(row),
          brokerName: row.broker?.name ?? null,
          creatorEmail: row.creator.email,
          creatorName: row.creator.profile ? `${row.creator.profile.firstName} ${row.creator.profile.lastName}`.trim() : "",
          approverEmail: row.approver?.email ?? null,
          actions: allowedAdminActions(row),
        }
      : null;
  };
  const [detail, rejecting] = await Promise.all([findOne(input.legId), findOne(input.rejectId)]);
  return {
    counts: { pending, published, total },
    rows: rows.map((r) => ({
      ...view(r),
      brokerName: r.broker?.name ?? null,
      creatorEmail: r.creator.email,
      actions: allowedAdminActions(r),
    })),
    filtered,
    page,
    pages,
    detail,
    rejecting: rejecting && rejecting.actions.includes("reject") ? rejecting : null,
  };
}

export type AdminOutcome = { ok: true } | { ok: false; reason: "notFound" | "alreadyDecided" };

interface ActorInput {
  id: string;
  actorId: string;
  ip?: string | null;
}

const emailSelect = {
  ...legSelect,
  createdBy: true,
  brokerId: true,
  creator: { select: { email: true, disabledAt: true } },
} satisfies Prisma.EmptyLegSelect;
type EmailLeg = Prisma.EmptyLegGetPayload<{ select: typeof emailSelect }>;

function routeText(leg: { departureAirport: string; arrivalAirport: string }) {
  return `${leg.departureAirport} → ${leg.arrivalAirport}`;
}

function legSummary(leg: EmailLeg) {
  return `${leg.aircraftType} · ${routeText(leg)} · ${formatDateTime(leg.departureDatetime)}`;
}

const DECISION_EMAIL = { approve: "emptyLegApproved", reject: "emptyLegRejected", withdraw: "emptyLegWithdrawn" } as const satisfies Record<
  EmptyLegAdminAction,
  string
>;

async function emailBroker(tx: Prisma.TransactionClient, leg: EmailLeg, action: EmptyLegAdminAction) {
  if (leg.creator.disabledAt) return;
  const mail = await composeEmail(DECISION_EMAIL[action], { route: routeText(leg), summary: legSummary(leg) });
  await queueEmail({ to: leg.creator.email, ...mail, template: `empty-leg-${action}` }, tx);
}

/** Why a conditional write matched nothing: the leg is gone (or was never there) or it is in another state. */
async function missReason(tx: Prisma.TransactionClient, id: string): Promise<"notFound" | "alreadyDecided"> {
  const exists = await tx.emptyLeg.findUnique({ where: { id }, select: { id: true } });
  return exists ? "alreadyDecided" : "notFound";
}

function auditable(leg: LegRow | EmailLeg) {
  const { creator: _creator, ...rest } = leg as EmailLeg;
  return { ...rest, price: leg.price === null ? null : leg.price.toString() };
}

/** pending → published. */
export async function approveEmptyLeg(input: ActorInput): Promise<AdminOutcome> {
  if (!isUuid(input.id)) return { ok: false, reason: "notFound" };
  return db().$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.emptyLeg.updateMany({
      where: { id: input.id, approved: false },
      data: { approved: true, approvedAt: now, approvedBy: input.actorId },
    });
    if (count !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    const leg = await tx.emptyLeg.findUniqueOrThrow({ where: { id: input.id }, select: emailSelect });
    // the watches it matches hear about it from a job, queued in this transaction: no job if it rolls back (decision 027)
    await enqueueJob(LEG_ALERT_JOB, { legId: leg.id }, { tx });
    await audit(
      {
        actorId: input.actorId,
        action: "empty_leg.approve",
        entity: "empty_leg",
        entityId: leg.id,
        before: { approved: false },
        after: { approved: true, approvedAt: now, approvedBy: input.actorId },
        ip: input.ip,
      },
      tx,
    );
    await emailBroker(tx, leg, "approve");
    return { ok: true } as const;
  });
}

/** published → pending. */
export async function withdrawEmptyLeg(input: ActorInput): Promise<AdminOutcome> {
  if (!isUuid(input.id)) return { ok: false, reason: "notFound" };
  return db().$transaction(async (tx) => {
    const before = await tx.emptyLeg.findUnique({ where: { id: input.id }, select: { approvedAt: true, approvedBy: true } });
    const { count } = await tx.emptyLeg.updateMany({
      where: { id: input.id, approved: true },
      data: { approved: false, approvedAt: null, approvedBy: null },
    });
    if (count !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    const leg = await tx.emptyLeg.findUniqueOrThrow({ where: { id: input.id }, select: emailSelect });
    await audit(
      {
        actorId: input.actorId,
        action: "empty_leg.withdraw",
        entity: "empty_leg",
        entityId: leg.id,
        before: { approved: true, ...before },
        after: { approved: false },
        ip: input.ip,
      },
      tx,
    );
    await emailBroker(tx, leg, "withdraw");
    return { ok: true } as const;
  });
}

/** pending → deleted; the leg's data goes into the audit row. A published leg must be withdrawn first. */
export async function rejectEmptyLeg(input: ActorInput): Promise<AdminOutcome> {
  if (!isUuid(input.id)) return { ok: false, reason: "notFound" };
  return db().$transaction(async (tx) => {
    // DELETE … RETURNING through a locked read: the row is locked, then deleted only while still pending
    const locked = await sqlDb(tx)
      .selectFrom("empty_legs")
      .select("id")
      .where("id", "=", input.id)
      .where("approved", "=", false)
      .forUpdate()
      .execute();
    if (locked.length !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    const leg = await tx.emptyLeg.findUniqueOrThrow({ where: { id: input.id }, select: emailSelect });
    const { count } = await tx.emptyLeg.deleteMany({ where: { id: input.id, approved: false } });
    if (count !== 1) return { ok: false, reason: await missReason(tx, input.id) } as const;
    await audit(
      { actorId: input.actorId, action: "empty_leg.reject", entity: "empty_leg", entityId: leg.id, before: auditable(leg), ip: input.ip },
      tx,
    );
    await emailBroker(tx, leg, "reject");
    return { ok: true } as const;
  });
}

export function adminAction(action: EmptyLegAdminAction, input: ActorInput) {
  if (action === "approve") return approveEmptyLeg(input);
  if (action === "withdraw") return withdrawEmptyLeg(input);
  return rejectEmptyLeg(input);
}

// ───────────── broker ─────────────

/** The form's prefill for an existing leg (date-times in Istanbul, trimmed to minutes). */
export function formDefaults(leg: EmptyLegView): EmptyLegFormDefaults {
  return {
    aircraft_type: leg.aircraftType,
    aircraft_model: leg.aircraftModel ?? "",
    operator_name: leg.operatorName ?? "",
    departure_airport: leg.departureAirport,
    arrival_airport: leg.arrivalAirport,
    departure_datetime: toLocalDateTimeInput(leg.departureDatetime),
    arrival_datetime: leg.arrivalDatetime ? toLocalDateTimeInput(leg.arrivalDatetime) : "",
    price: leg.price === null ? "" : leg.price.replace(/\.00$/, "").replace(".", ","),
    currency: leg.currency,
    seat_capacity: leg.seatCapacity === null ? "" : String(leg.seatCapacity),
    notes: leg.notes ?? "",
  };
}

export const BROKER_LIST_LIMIT = 200;

/** The broker's own legs, newest first. */
export async function brokerEmptyLegs(user: BrokerUser) {
  const rows = await db().emptyLeg.findMany({
    where: { createdBy: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: BROKER_LIST_LIMIT,
    select: legSelect,
  });
  return rows.map((r) => {
    const leg = view(r);
    return { ...leg, defaults: formDefaults(leg) };
  });
}

/** One of the broker's own legs, or null (a foreign id looks exactly like a missing one). */
export async function brokerEmptyLeg(user: BrokerUser, id: string) {
  if (!isUuid(id)) return null;
  const row = await db().emptyLeg.findFirst({ where: { id, createdBy: user.id }, select: legSelect });
  return row ? view(row) : null;
}

export type BrokerOutcome = { ok: true; id: string } | { ok: false; reason: "notFound" | "approved" };

async function staffRecipients(tx: Prisma.TransactionClient) {
  const staff = await tx.user.findMany({
    where: { disabledAt: null, profile: { role: { in: [...STAFF_ROLES] } } },
    select: { email: true },
    orderBy: { email: "asc" },
    take: 50,
  });
  return staff.map((s) => s.email);
}

function priceText(leg: { price: string | null; currency: Currency }) {
  return leg.price === null ? "Fiyat belirtilmemiş" : formatPrice(leg.price, leg.currency);
}

export async function createEmptyLeg(input: {
  user: BrokerUser;
  value: EmptyLegInput;
  ip?: string | null;
  baseUrl: string;
}): Promise<BrokerOutcome> {
  const { user, value } = input;
  return db().$transaction(async (tx) => {
    // only the form's own fields, plus the owner and approved=false set here
    const leg = await tx.emptyLeg.create({
      data: { ...value, approved: false, createdBy: user.id, brokerId: user.profile.brokerId },
      select: emailSelect,
    });
    await audit(
      { actorId: user.id, action: "empty_leg.create", entity: "empty_leg", entityId: leg.id, after: auditable(leg), ip: input.ip },
      tx,
    );
    const summary = `${legSummary(leg)} · ${priceText({ price: value.price, currency: value.currency })}`;
    const link = `${input.baseUrl}/admin/empty-legs?leg=${leg.id}`;
    const mail = await composeEmail("emptyLegAwaitingApproval", { route: routeText(leg), broker: user.email, summary, link });
    for (const to of await staffRecipients(tx)) {
      await queueEmail({ to, ...mail, template: "empty-leg-awaiting-approval" }, tx);
    }
    return { ok: true, id: leg.id } as const;
  });
}

async function brokerMiss(tx: Prisma.TransactionClient, user: BrokerUser, id: string): Promise<"notFound" | "approved"> {
  const own = await tx.emptyLeg.findFirst({ where: { id, createdBy: user.id }, select: { id: true } });
  return own ? "approved" : "notFound";
}

/** Edits the broker's own unapproved leg; it stays unapproved. */
export async function updateEmptyLeg(input: {
  user: BrokerUser;
  id: string;
  value: EmptyLegInput;
  ip?: string | null;
}): Promise<BrokerOutcome> {
  const { user, id, value } = input;
  if (!isUuid(id)) return { ok: false, reason: "notFound" };
  return db().$transaction(async (tx) => {
    const before = await tx.emptyLeg.findFirst({ where: { id, createdBy: user.id, approved: false }, select: legSelect });
    const { count } = await tx.emptyLeg.updateMany({
      where: { id, createdBy: user.id, approved: false },
      data: { ...value, approved: false },
    });
    if (count !== 1 || !before) return { ok: false, reason: await brokerMiss(tx, user, id) } as const;
    await audit(
      {
        actorId: user.id,
        action: "empty_leg.update",
        entity: "empty_leg",
        entityId: id,
        before: auditable(before),
        after: { ...value, price: value.price },
        ip: input.ip,
      },
      tx,
    );
    return { ok: true, id } as const;
  });
}

/** Deletes the broker's own unapproved leg. */
export async function deleteEmptyLeg(input: { user: BrokerUser; id: string; ip?: string | null }): Promise<BrokerOutcome> {
  const { user, id } = input;
  if (!isUuid(id)) return { ok: false, reason: "notFound" };
  return db().$transaction(async (tx) => {
    const locked = await sqlDb(tx)
      .selectFrom("empty_legs")
      .select("id")
      .where("id", "=", id)
      .where("created_by", "=", user.id)
      .where("approved", "=", false)
      .forUpdate()
      .execute();
    if (locked.length !== 1) return { ok: false, reason: await brokerMiss(tx, user, id) } as const;
    const before = await tx.emptyLeg.findUniqueOrThrow({ where: { id }, select: legSelect });
    const { count } = await tx.emptyLeg.deleteMany({ where: { id, createdBy: user.id, approved: false } });
    if (count !== 1) return { ok: false, reason: await brokerMiss(tx, user, id) } as const;
    await audit(
      { actorId: user.id, action: "empty_leg.delete", entity: "empty_leg", entityId: id, before: auditable(before), ip: input.ip },
      tx,
    );
    return { ok: true, id } as const;
  });
}

// ───────────── broker form posts (shared by /broker/empty-legs and its new/edit pages) ─────────────

/**
 * The guard for a broker's post: a signed-out visitor goes to /auth with the toast 'Oturum açmanız
 * gerekiyor.' (spec §8.4), everybody else through `requireBroker`.
 */
export async function requireBrokerForPost(request: Request, context: Readonly<RouterContextProvider>): Promise<BrokerUser> {
  const session = await getSessionUser(request);
  if (!session) {
    const t = getT(context);
    const target = requestedPath(request);
    throw await redirectWithToast(`/auth?redirectTo=${encodeURIComponent(target)}`, {
      type: "error",
      title: t("emptyLegs.toast.error"),
      description: t("emptyLegs.broker.toasts.signedOut"),
    });
  }
  return requireBroker(request);
}

/**
 * Resolves a leg form's two airport fields to real airports (decision 026): a code, a label this app wrote or a
 * single match is taken and stored as its readable label plus its code; several matches or none answer a field
 * error (the candidates are listed in it, so the form can be corrected without JavaScript).
 */
export async function resolveLegAirports(
  departure: string,
  arrival: string,
): Promise<
  | {
      ok: true;
      columns: Pick<EmptyLegInput, "departureAirport" | "arrivalAirport"> & { departureAirportCode: string; arrivalAirportCode: string };
    }
  | { ok: false; errors: Record<string, string[]> }
> {
  const [from, to] = await Promise.all([resolveAirport(departure), resolveAirport(arrival)]);
  const errors: Record<string, string[]> = {};
  const check = (field: string, r: AirportResolution) => {
    if (r.kind === "unknown") errors[field] = ["emptyLegs.form.airportUnknown"];
    if (r.kind === "ambiguous") {
      errors[field] = [`emptyLegs.form.airportAmbiguous${AIRPORT_CHOICES_SEPARATOR}${r.candidates.map((c) => airportLabel(c)).join("; ")}`];
    }
  };
  check("departure_airport", from);
  check("arrival_airport", to);
  if (from.kind === "found" && to.kind === "found" && from.airport.code === to.airport.code) {
    errors.arrival_airport = ["emptyLegs.form.sameAirport"];
  }
  if (from.kind !== "found" || to.kind !== "found" || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    columns: {
      departureAirport: airportLabel(from.airport),
      arrivalAirport: airportLabel(to.airport),
      departureAirportCode: from.airport.code,
      arrivalAirportCode: to.airport.code,
    },
  };
}

/**
 * Handles intent=create|update|delete for the signed-in broker. A delete posted without `confirm=yes`
 * (the no-JS path) goes to the confirmation step `/broker/empty-legs?delete=<id>`.
 */
export async function brokerLegAction(input: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: BrokerUser;
  form: FormData;
  /** the id from the URL on the edit page (wins over the form's `id`) */
  routeId?: string;
  /** the intent a page allows (the new page only creates, the edit page only updates or deletes) */
  allowed: ReadonlyArray<"create" | "update" | "delete">;
}) {
  const { context, user, form } = input;
  const t = getT(context);
  const ip = clientIp(context);
  const intent = String(form.get("intent") ?? "");
  const id = input.routeId ?? String(form.get("id") ?? "");
  const listPath = "/broker/empty-legs";
  if (!(input.allowed as readonly string[]).includes(intent)) badRequest();

  const refuse = (reason: "notFound" | "approved", failure: string) => {
    if (reason === "notFound") notFound("emptyLegs.broker.toasts.notFound");
    return redirectWithToast(listPath, {
      type: "error",
      title: t("emptyLegs.toast.error"),
      description: `${t(failure)} ${t("emptyLegs.broker.toasts.approvedLocked")}`,
    });
  };

  if (intent === "delete") {
    if (!isUuid(id)) return notFound("emptyLegs.broker.toasts.notFound");
    if (form.get("confirm") !== "yes") {
      // the no-JS confirmation step (JS asks in an AlertDialog and sends confirm=yes)
      const own = await brokerEmptyLeg(user, id);
      if (!own) return notFound("emptyLegs.broker.toasts.notFound");
      return redirect(`${listPath}?delete=${id}`);
    }
    const result = await deleteEmptyLeg({ user, id, ip });
    if (!result.ok) return refuse(result.reason, "emptyLegs.broker.toasts.deleteFailed");
    return redirectWithToast(listPath, {
      type: "success",
      title: t("emptyLegs.toast.success"),
      description: t("emptyLegs.broker.toasts.deleted"),
    });
  }

  const mode = intent as "create" | "update";
  if (mode === "update") {
    if (!isUuid(id)) return notFound("emptyLegs.broker.toasts.notFound");
    // refuse early (before validating) so a foreign or approved leg answers the same whatever was posted
    const own = await brokerEmptyLeg(user, id);
    if (!own) return notFound("emptyLegs.broker.toasts.notFound");
    if (own.approved) return refuse("approved", "emptyLegs.broker.toasts.saveFailed");
  }
  const submission = parseForm(form, { schema: emptyLegFormSchema });
  if (submission.status !== "success") {
    return data<LegFormActionData>(
      { intent: mode, id: mode === "update" ? id : null, result: submission.reply(), formError: t("emptyLegs.broker.toasts.saveFailed") },
      { status: 400 },
    );
  }
  const airports = await resolveLegAirports(submission.value.departure_airport, submission.value.arrival_airport);
  if (!airports.ok) {
    return data<LegFormActionData>(
      {
        intent: mode,
        id: mode === "update" ? id : null,
        result: submission.reply({ fieldErrors: airports.errors }),
        formError: t("emptyLegs.broker.toasts.saveFailed"),
      },
      { status: 400 },
    );
  }
  const value = { ...toEmptyLegInput(submission.value), ...airports.columns };
  // the schedule and the seats against the aircraft the leg names (decision 036)
  const aircraftErrors = await checkLegAircraft(value);
  if (Object.keys(aircraftErrors).length) {
    return data<LegFormActionData>(
      {
        intent: mode,
        id: mode === "update" ? id : null,
        result: submission.reply({ fieldErrors: aircraftErrors }),
        formError: t("emptyLegs.broker.toasts.saveFailed"),
      },
      { status: 400 },
    );
  }
  if (mode === "create") {
    await createEmptyLeg({ user, value, ip, baseUrl: publicBaseUrl() });
    return redirectWithToast(listPath, {
      type: "success",
      title: t("emptyLegs.toast.success"),
      description: t("emptyLegs.broker.toasts.created"),
    });
  }
  const result = await updateEmptyLeg({ user, id, value, ip });
  if (!result.ok) return refuse(result.reason, "emptyLegs.broker.toasts.saveFailed");
  return redirectWithToast(listPath, {
    type: "success",
    title: t("emptyLegs.toast.success"),
    description: t("emptyLegs.broker.toasts.updated"),
  });
}
