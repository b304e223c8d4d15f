import type { StatusLooks } from "./status-look";
import type { QuoteRequestStatus } from "./quote-request-status";
import type { OfferState } from "./offer-response";
import type { ReservationStatus } from "./reservation-status";

/**
 * The words a customer reads for a request, an offer and a reservation (decision 048). Staff work with the
 * states of the machines (quote-request-status, broker quotes, offer-response, reservation-status); a customer
 * sees one plain word for where the trip stands, the same on every customer screen and e-mail:
 *
 *   request pending or quoted (no approved offer yet) → "Teklif hazırlanıyor"
 *   an approved offer still open                      → "Teklif hazır"
 *   accepted offer, reservation a draft (no jet held) → "Rezervasyon hazırlanıyor"
 *   reservation an option (the deposit is due)       → "Ödeme bekleniyor"
 *   reservation confirmed                             → "Onaylandı"
 *   flown                                             → "Tamamlandı"
 *   cancelled (request or reservation)                → "İptal edildi"
 *   the customer declined the offer                   → "Teklifi reddettiniz"
 *   the offer's validity passed unanswered            → "Süresi doldu"
 *   a confirmed flight the customer did not take      → "Uçuş gerçekleşmedi"
 *
 * Staff screens keep the staff words (the `*_STATUS_LOOK` of each machine).
 */
export const CUSTOMER_WORDS = [
  "preparing",
  "ready",
  "arranging",
  "awaitingPayment",
  "confirmed",
  "completed",
  "cancelled",
  "declined",
  "expired",
  "notFlown",
] as const;

export type CustomerWord = (typeof CUSTOMER_WORDS)[number];

const RESERVATION_WORDS: Readonly<Record<ReservationStatus, CustomerWord>> = {
  draft: "arranging",
  optional: "awaitingPayment",
  confirmed: "confirmed",
  completed: "completed",
  cancelled: "cancelled",
  no_show: "notFlown",
};

/** A reservation's word: the customer never reads "Taslak" or "Opsiyonel". */
export function reservationWord(status: ReservationStatus): CustomerWord {
  return RESERVATION_WORDS[status];
}

/**
 * An offer's word. An accepted offer reads as the reservation made of it (its status, when the reader has it);
 * without one it is being arranged.
 */
export function offerWord(state: OfferState, reservation: ReservationStatus | null = null): CustomerWord {
  if (state === "open") return "ready";
  if (state === "declined") return "declined";
  if (state === "expired") return "expired";
  return reservation ? reservationWord(reservation) : "arranging";
}

export interface RequestProgress {
  status: QuoteRequestStatus;
  /** the states of the request's approved offers (the only ones a customer sees) */
  offers: readonly OfferState[];
  /** the status of the reservation made of the request, if any */
  reservation: ReservationStatus | null;
}

/**
 * A request's word: its reservation's once one is made; else an open offer makes it "ready" (staff approving a
 * quote sets the request to accepted: the customer reads "Teklif hazır", never "Kabul Edildi"); a request whose
 * offers all lapsed reads "expired", one the customer closed by declining reads "declined".
 */
export function requestWord(request: RequestProgress): CustomerWord {
  if (request.reservation) return reservationWord(request.reservation);
  if (request.status === "cancelled") return request.offers.includes("declined") ? "declined" : "cancelled";
  if (request.offers.includes("open")) return "ready";
  if (request.offers.includes("accepted")) return "arranging";
  if (request.status === "accepted" && request.offers.length > 0 && request.offers.every((o) => o === "expired")) return "expired";
  return "preparing";
}

/** The label and badge tone of each customer word, wherever a customer reads it. */
export const CUSTOMER_WORD_LOOK: StatusLooks<CustomerWord> = {
  preparing: { labelKey: "status.customer.preparing", tone: "warning" },
  ready: { labelKey: "status.customer.ready", tone: "info" },
  arranging: { labelKey: "status.customer.arranging", tone: "secondary" },
  awaitingPayment: { labelKey: "status.customer.awaitingPayment", tone: "warning" },
  confirmed: { labelKey: "status.customer.confirmed", tone: "success" },
  completed: { labelKey: "status.customer.completed", tone: "info" },
  cancelled: { labelKey: "status.customer.cancelled", tone: "destructive" },
  declined: { labelKey: "status.customer.declined", tone: "secondary" },
  expired: { labelKey: "status.customer.expired", tone: "outline" },
  notFlown: { labelKey: "status.customer.notFlown", tone: "outline" },
};

/** The translation key of a customer word (for e-mails and plain text). */
export function customerWordKey(word: CustomerWord): string {
  return CUSTOMER_WORD_LOOK[word].labelKey;
}
