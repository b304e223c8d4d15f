import type { StatusLooks } from "./status-look";

/**
 * An offer's state (decision 025). The database keeps `published_at` and `valid_until`; the state follows:
 * - "draft"     — not published, still valid: staff may publish it;
 * - "published" — published and `valid_until` ahead: customers see it;
 * - "expired"   — `valid_until` has passed, published or not: nobody but staff sees it, and it cannot be
 *   published until its date is moved forward.
 * Expiry needs no job: every reader compares `valid_until` with now.
 */
export const OFFER_STATES = ["draft", "published", "expired"] as const;

export type OfferState = (typeof OFFER_STATES)[number];

export function isOfferState(value: unknown): value is OfferState {
  return typeof value === "string" && (OFFER_STATES as readonly string[]).includes(value);
}

export interface OfferTimes {
  publishedAt: Date | string | null;
  validUntil: Date | string;
}

export function offerState(offer: OfferTimes, now: Date = new Date()): OfferState {
  if (new Date(offer.validUntil).getTime() <= now.getTime()) return "expired";
  return offer.publishedAt ? "published" : "draft";
}

export const OFFER_ACTIONS = ["publish", "unpublish"] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** publish: draft → published; unpublish: published → draft. An expired offer is neither. */
export function allowedOfferActions(state: OfferState): readonly OfferAction[] {
  if (state === "draft") return ["publish"];
  if (state === "published") return ["unpublish"];
  return [];
}

/** Whether a customer may see the offer now (the same rule the customer query writes in SQL). */
export function isVisibleToCustomers(offer: OfferTimes, now: Date = new Date()): boolean {
  return offerState(offer, now) === "published";
}

export const OFFER_STATE_LOOK: StatusLooks<OfferState> = {
  draft: { labelKey: "offers.states.draft", tone: "secondary" },
  published: { labelKey: "offers.states.published", tone: "success" },
  expired: { labelKey: "offers.states.expired", tone: "outline" },
};
