/** The tabs of the flights screen (shared by its server module and its page). */
export const FLIGHT_TABS = ["today", "upcoming", "past"] as const;
export type FlightTab = (typeof FLIGHT_TABS)[number];
