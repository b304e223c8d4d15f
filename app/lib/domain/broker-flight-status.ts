import type { StatusLooks } from "./status-look";

/**
 * A synced broker flight's status (spec §3: available, confirmed, open or other). A flight that a later
 * successful feed no longer lists is kept and marked `unavailable` (never deleted), so its history stays.
 */
export const BROKER_FLIGHT_STATUSES = ["available", "open", "confirmed", "other", "unavailable"] as const;
export type BrokerFlightStatus = (typeof BROKER_FLIGHT_STATUSES)[number];

export function isBrokerFlightStatus(value: unknown): value is BrokerFlightStatus {
  return typeof value === "string" && (BROKER_FLIGHT_STATUSES as readonly string[]).includes(value);
}

/** A feed's status text as stored: one of available, open, confirmed; anything else is "other". */
export function feedStatus(raw: string | null | undefined): BrokerFlightStatus {
  const value = (raw ?? "available").trim().toLowerCase();
  return value === "available" || value === "open" || value === "confirmed" ? value : "other";
}

export const BROKER_FLIGHT_STATUS_LOOK: StatusLooks<BrokerFlightStatus> = {
  available: { labelKey: "brokerFlights.status.available", tone: "success" },
  open: { labelKey: "brokerFlights.status.open", tone: "info" },
  confirmed: { labelKey: "brokerFlights.status.confirmed", tone: "default" },
  other: { labelKey: "brokerFlights.status.other", tone: "outline" },
  unavailable: { labelKey: "brokerFlights.status.unavailable", tone: "secondary" },
};
