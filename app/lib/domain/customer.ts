import type { StatusLook } from "./status-look";

/**
 * Customer records (spec §3, §9): the segments a customer belongs to, the default of a new one, and how the
 * KYC flag and the VIP flag look. Values are identical to the database enum `customer_segment`.
 */
export const CUSTOMER_SEGMENTS = ["individual", "vip", "agent", "corporate"] as const;

export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

/** Spec §9: a new customer is an individual unless staff choose otherwise (guests are individuals too). */
export const DEFAULT_CUSTOMER_SEGMENT: CustomerSegment = "individual";

export function isCustomerSegment(value: unknown): value is CustomerSegment {
  return typeof value === "string" && (CUSTOMER_SEGMENTS as readonly string[]).includes(value);
}

/** The translation key of a segment's name. */
export function segmentLabelKey(segment: CustomerSegment): string {
  return `customer.segments.${segment}`;
}

/** Spec §2.9: 'KYC Onaylı' when approved, 'KYC Bekliyor' when not. */
export function kycLook(approved: boolean): StatusLook {
  return approved ? { labelKey: "customers.kyc.approved", tone: "success" } : { labelKey: "customers.kyc.pending", tone: "warning" };
}

/** The list orders staff can pick; each is served by an index ending in the id tie-breaker (decision 011). */
export const CUSTOMER_SORTS = ["newest", "oldest", "name", "name-desc"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = "newest";
