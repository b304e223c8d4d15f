/** Sort keys of the public empty-leg listing (spec §9), shared by its server module and its page. */
export const PUBLIC_LEG_SORTS = ["departure_datetime", "price"] as const;
export type PublicLegSort = (typeof PUBLIC_LEG_SORTS)[number];
export const DEFAULT_LEG_SORT: PublicLegSort = "departure_datetime";
