/** The regions the guest cities are grouped in, in the order the forms list them. */
export const REGIONS = ["turkey", "europe", "mena"] as const;
export type AirportRegion = (typeof REGIONS)[number];
