import { z } from "zod";
import { optionalText, uuid } from "./fields";

/**
 * The forms of /dashboard/requests (shared by server and browser): accept an offer, or decline it with an
 * optional reason. The offer is named by its id only; whose it is, its price and its state come from the
 * database. Messages are translation keys.
 */
export const DECLINE_REASON_MAX = 500;

export const acceptOfferSchema = z.object({ intent: z.literal("accept"), id: uuid("customerRequests.errors.offerNotFound") });

export const declineOfferSchema = z.object({
  intent: z.literal("decline"),
  id: uuid("customerRequests.errors.offerNotFound"),
  reason: optionalText(DECLINE_REASON_MAX),
});

export const offerResponseSchema = z.discriminatedUnion("intent", [acceptOfferSchema, declineOfferSchema]);

/** Every POST intent of /dashboard/requests (the access matrix has a row for each). */
export const OFFER_INTENTS = ["accept", "decline"] as const;
export type OfferIntent = (typeof OFFER_INTENTS)[number];
