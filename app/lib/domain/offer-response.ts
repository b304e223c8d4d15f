import type { StatusLooks } from "./status-look";

/**
 * The customer's side of an offer (decision 015). An offer is a broker quote that staff approved; its
 * customer answers it once: open → accepted (a reservation is made of it) or open → declined. Both answers are
 * final, and an offer whose `expires_at` has passed can no longer be answered ("expired"). Staff's decision
 * (app/lib/domain/broker-quote-status.ts) and this answer are two separate questions, stored in two columns.
 */

/** The stored answers (database enum `offer_response`). */
export const OFFER_RESPONSES = ["accepted", "declined"] as const;
export type OfferResponse = (typeof OFFER_RESPONSES)[number];

/** What the customer sees: still open, answered either way, or past its validity. */
export const OFFER_STATES = ["open", "accepted", "declined", "expired"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_TRANSITIONS: Readonly<Record<OfferState, readonly OfferState[]>> = {
  open: ["accepted", "declined"],
  accepted: [],
  declined: [],
  expired: [],
};

export interface AnswerableOffer {
  customerResponse: OfferResponse | null;
  expiresAt: Date;
  /** staff already made a reservation of the offer's request ("Rezervasyona dönüştür"): it counts as accepted */
  converted?: boolean;
}

/**
 * An answer wins over the clock, and so does a reservation staff made of the request; an unanswered offer is
 * expired from `expires_at` on (exactly then included).
 */
export function offerState(offer: AnswerableOffer, now: Date = new Date()): OfferState {
  if (offer.customerResponse) return offer.customerResponse;
  if (offer.converted) return "accepted";
  return offer.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

export function canTransition(from: OfferState, to: OfferState): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

/** Whether the customer may still accept or decline the offer. */
export function isAnswerable(offer: AnswerableOffer, now: Date = new Date()): boolean {
  return offerState(offer, now) === "open";
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes until `expiresAt` (rounded down); null once it has passed. */
export function timeLeft(expiresAt: Date, now: Date = new Date()): TimeLeft | null {
  const ms = expiresAt.getTime() - now.getTime();
  if (ms <= 0) return null;
  const totalMinutes = Math.floor(ms / 60_000);
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}

export const OFFER_STATE_LOOK: StatusLooks<OfferState> = {
  open: { labelKey: "customerRequests.offerState.open", tone: "info" },
  accepted: { labelKey: "customerRequests.offerState.accepted", tone: "success" },
  declined: { labelKey: "customerRequests.offerState.declined", tone: "secondary" },
  expired: { labelKey: "customerRequests.offerState.expired", tone: "outline" },
};
