import type { Role } from "#app/generated/prisma/enums";

/** Every role of the product (spec §6), in the order the screens list them. */
export const ALL_ROLES = ["admin", "operations", "broker", "sales"] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ALL_ROLES as readonly string[]).includes(value);
}
