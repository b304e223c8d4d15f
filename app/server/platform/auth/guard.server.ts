import { data, redirect } from "react-router";
import type { Role } from "#app/generated/prisma/enums";
import { AREA_ROLES, type Area } from "#app/lib/domain/roles";
import { db } from "#app/server/platform/db/client.server";
import { httpError, type ErrorPayload } from "#app/server/platform/http.server";
import { pageUrl } from "#app/server/platform/request.server";
import { getSessionUser, type SessionUser } from "./session.server";

/**
 * The one guard, called first in every loader and every action (also on `.data` requests to child routes):
 * no user → redirect to /auth?redirectTo=…; a user without a profile → the "profile loading" page; a role
 * outside the area → 403 'Yetkisiz Erişim'. Areas: admin = admin, operations; broker = broker with a broker
 * link; customer = sales.
 */
export { AREA_ROLES, homeFor, type Area } from "#app/lib/domain/roles";

export type ProfiledUser = SessionUser & { profile: NonNullable<SessionUser["profile"]> };
export type BrokerUser = ProfiledUser & { profile: ProfiledUser["profile"] & { brokerId: string } };

/** The path the browser asked for (a `.data` request is turned back into its page path). */
export function requestedPath(request: Request) {
  const url = pageUrl(request);
  return url.pathname + url.search;
}

export function signInRedirect(request: Request): never {
  const target = requestedPath(request);
  throw redirect(target === "/" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(target)}`);
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) signInRedirect(request);
  return user;
}

export async function requireProfile(request: Request): Promise<ProfiledUser> {
  const user = await requireUser(request);
  if (!user.profile) httpError(403, "errors.profileLoading");
  return user as ProfiledUser;
}

export async function requireRole(request: Request, roles: readonly Role[]): Promise<ProfiledUser> {
  const user = await requireProfile(request);
  if (!roles.includes(user.profile.role)) httpError(403);
  return user;
}

export async function requireArea(request: Request, area: "broker"): Promise<BrokerUser>;
export async function requireArea(request: Request, area: Area): Promise<ProfiledUser>;
export async function requireArea(request: Request, area: Area): Promise<ProfiledUser> {
  const user = await requireRole(request, AREA_ROLES[area]);
  if (area === "broker") {
    if (!user.profile.brokerId) httpError(403, "errors.noBrokerLink");
    await requireActiveBroker(user.profile.brokerId);
  }
  return user;
}

export const requireStaff = (request: Request) => requireArea(request, "admin");
export const requireAdmin = (request: Request) => requireRole(request, ["admin"]);
export const requireBroker = (request: Request) => requireArea(request, "broker");
export const requireCustomer = (request: Request) => requireArea(request, "customer");

/**
 * A broker company is vetted before its users see anything (decision 021): until an admin activates it (and
 * again after an admin deactivates it) every broker loader and action answers 403 with the "waiting for
 * approval" page, `.data` requests included. Read from the database on every request, so activation and
 * deactivation take effect at once.
 */
async function requireActiveBroker(brokerId: string) {
  const broker = await db().broker.findUnique({ where: { id: brokerId }, select: { isActive: true } });
  if (!broker) httpError(403, "errors.noBrokerLink");
  if (!broker.isActive) {
    throw data({ status: 403, title: "errors.brokerPendingTitle", message: "errors.brokerPendingText" } satisfies ErrorPayload, {
      status: 403,
    });
  }
}
