import type { StatusLooks } from "./status-look";
/**
 * Broker quote status machine (spec §4). Values are identical to the database enum
 * `broker_quote_status`.
 */

export const BROKER_QUOTE_STATUSES = ["pending", "approved", "rejected", "expired"] as const;

export type BrokerQuoteStatus = (typeof BROKER_QUOTE_STATUSES)[number];

/** A pending quote is approved, rejected or expires; the three outcomes are final. */
export const BROKER_QUOTE_TRANSITIONS: Readonly<Record<BrokerQuoteStatus, readonly BrokerQuoteStatus[]>> = {
  pending: ["approved", "rejected", "expired"],
  approved: [],
  rejected: [],
  expired: [],
};

export interface ExpiringQuote {
  status: BrokerQuoteStatus;
  expiresAt: Date;
}

export function isBrokerQuoteStatus(value: unknown): value is BrokerQuoteStatus {
  return typeof value === "string" && (BROKER_QUOTE_STATUSES as readonly string[]).includes(value);
}

/** Whether a quote may move from `from` to `to`. */
export function canTransition(from: BrokerQuoteStatus, to: BrokerQuoteStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** The statuses a quote may move to from `from` (empty when final). */
export function nextStatuses(from: BrokerQuoteStatus): readonly BrokerQuoteStatus[] {
  return BROKER_QUOTE_TRANSITIONS[from] ?? [];
}

/** Approved, rejected and expired are final. */
export function isFinal(status: BrokerQuoteStatus): boolean {
  return nextStatuses(status).length === 0;
}

/**
 * True when a quote is still stored as pending but its validity has run out (`expiresAt <= now`;
 * expiring exactly now counts). A quote already stored as expired gives false: for "is it expired in
 * any way" use `effectiveQuoteStatus(quote, now) === "expired"`.
 */
export function isExpired(quote: ExpiringQuote, now: Date = new Date()): boolean {
  return quote.status === "pending" && quote.expiresAt.getTime() <= now.getTime();
}

/** The status to show and act on: "expired" for a pending quote past its expiry, otherwise the stored status. */
export function effectiveQuoteStatus(quote: ExpiringQuote, now: Date = new Date()): BrokerQuoteStatus {
  return isExpired(quote, now) ? "expired" : quote.status;
}

/** The label and badge tone of each status, wherever it is shown. */
export const BROKER_QUOTE_STATUS_LOOK: StatusLooks<BrokerQuoteStatus> = {
  pending: { labelKey: "quotes.quoteStatus.pending", tone: "warning" },
  approved: { labelKey: "quotes.quoteStatus.approved", tone: "success" },
  rejected: { labelKey: "quotes.quoteStatus.rejected", tone: "destructive" },
  expired: { labelKey: "quotes.quoteStatus.expired", tone: "secondary" },
};
