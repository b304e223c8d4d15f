import type { StatusLooks } from "./status-look";

/**
 * A jet's availability on the staff fleet book (spec §2.8, §4): 'Müsait' when it is marked available and no
 * optional or confirmed reservation holds it right now, otherwise 'Meşgul'. The database side of the rule
 * (which reservations hold a jet) lives in app/server/fleet/jets.server.ts; this module owns the answer and its look.
 */
export type JetAvailability = "available" | "busy";

export function jetAvailability(jet: { isAvailable: boolean; onFlight: boolean }): JetAvailability {
  return jet.isAvailable && !jet.onFlight ? "available" : "busy";
}

export const JET_AVAILABILITY_LOOK: StatusLooks<JetAvailability> = {
  available: { labelKey: "fleet.jets.availability.available", tone: "success" },
  busy: { labelKey: "fleet.jets.availability.busy", tone: "warning" },
};
