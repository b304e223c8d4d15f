import type { StatusLooks } from "./status-look";
/**
 * Quote request status machine (spec §4). Values are identical to the database enum
 * `quote_request_status`.
 */

export const QUOTE_REQUEST_STATUSES = ["pending", "quoted", "accepted", "cancelled"] as const;

export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];

/**
 * Allowed moves (spec §4). A request becomes quoted when a broker submits a quote, accepted when staff approve
 * one of its quotes (also directly from pending), and can be cancelled until then or after acceptance.
 * quoted → pending is allowed only when all of the request's quotes were rejected or expired; the table
 * lists the move, and the caller checks that condition.
 */
export const QUOTE_REQUEST_TRANSITIONS: Readonly<Record<QuoteRequestStatus, readonly QuoteRequestStatus[]>> = {
  pending: ["quoted", "accepted", "cancelled"],
  quoted: ["accepted", "cancelled", "pending"],
  accepted: ["cancelled"],
  cancelled: [],
};

/** Brokers may submit quotes while the request is pending or quoted (not accepted or cancelled). */
export const BROKER_QUOTABLE = ["pending", "quoted"] as const satisfies readonly QuoteRequestStatus[];

export function isQuoteRequestStatus(value: unknown): value is QuoteRequestStatus {
  return typeof value === "string" && (QUOTE_REQUEST_STATUSES as readonly string[]).includes(value);
}

/** Whether a request may move from `from` to `to` (quoted → pending: see the condition above). */
export function canTransition(from: QuoteRequestStatus, to: QuoteRequestStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** The statuses a request may move to from `from` (empty when final). */
export function nextStatuses(from: QuoteRequestStatus): readonly QuoteRequestStatus[] {
  return QUOTE_REQUEST_TRANSITIONS[from] ?? [];
}

/** Only cancelled is final. */
export function isFinal(status: QuoteRequestStatus): boolean {
  return nextStatuses(status).length === 0;
}

/** Whether brokers may quote on a request in this status. */
export function isBrokerQuotable(status: QuoteRequestStatus): boolean {
  return (BROKER_QUOTABLE as readonly QuoteRequestStatus[]).includes(status);
}

/** The label and badge tone of each status, wherever it is shown. */
export const QUOTE_REQUEST_STATUS_LOOK: StatusLooks<QuoteRequestStatus> = {
  pending: { labelKey: "quotes.requestStatus.pending", tone: "warning" },
  quoted: { labelKey: "quotes.requestStatus.quoted", tone: "info" },
  accepted: { labelKey: "quotes.requestStatus.accepted", tone: "success" },
  cancelled: { labelKey: "quotes.requestStatus.cancelled", tone: "destructive" },
};
