import type { Role } from "#app/generated/prisma/enums";

/** Every role of the product (spec §6), in the order the screens list them. */
export const ALL_ROLES = ["admin", "operations", "broker", "sales"] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ALL_ROLES as readonly string[]).includes(value);
}

/** Which roles each signed-in area admits (spec §6): the admin area staff, the broker portal brokers, the customer area sales. */
export const AREA_ROLES = {
  admin: ["admin", "operations"],
  broker: ["broker"],
  customer: ["sales"],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

/** Staff: admin and operations. */
export const STAFF_ROLES = AREA_ROLES.admin;

export function isStaffRole(role: Role | null | undefined): role is (typeof STAFF_ROLES)[number] {
  return role === "admin" || role === "operations";
}

/** The area a role belongs to; anyone else (no profile yet) counts as a customer (spec §2.4). */
export function areaOf(role: Role | null | undefined): Area {
  if (isStaffRole(role)) return "admin";
  if (role === "broker") return "broker";
  return "customer";
}

const HOME: Record<Area, string> = { admin: "/admin", broker: "/broker", customer: "/dashboard" };
const SIGN_IN: Record<Area, string> = { admin: "/admin/login", broker: "/broker/login", customer: "/login" };

/** Where a signed-in user belongs (spec §2.4: admin → /admin, broker → /broker, anyone else → /dashboard). */
export function homeFor(role: Role | null | undefined): string {
  return HOME[areaOf(role)];
}

/** Where each role signs in. */
export function signInPathFor(role: Role | null | undefined): string {
  return SIGN_IN[areaOf(role)];
}
