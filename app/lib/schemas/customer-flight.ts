import { z } from "zod";
import { RESERVATION_STATUSES } from "#app/lib/domain/reservation-status";
import { isPrintable, uuid } from "./fields";

/**
 * The customer's forms on /dashboard/flights/{id} (shared by server and browser): cancel the flight (at once
 * while it is a draft or an option, otherwise a cancellation request to staff) and request a change (a
 * message to staff). The status the page showed travels with a cancel, so a page that is out of date changes
 * nothing; `request_key` is written into the page by the server, so a double click is one request. Messages
 * are translation keys.
 */
export const CUSTOMER_FLIGHT_INTENTS = ["cancel", "request-change", "pay-card", "save-passenger", "remove-passenger"] as const;
export type CustomerFlightIntent = (typeof CUSTOMER_FLIGHT_INTENTS)[number];

export const CANCEL_REASON_MAX = 1000;
export const CHANGE_MESSAGE_MIN = 10;
export const CHANGE_MESSAGE_MAX = 2000;

const requestKey = () => uuid("myFlights.errors.staleForm");

export const cancelFlightSchema = z.object({
  intent: z.literal("cancel"),
  request_key: requestKey(),
  status: z.enum(RESERVATION_STATUSES, { error: "myFlights.errors.staleForm" }),
  confirm: z.literal("yes", { error: "myFlights.errors.confirmRequired" }),
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, "myFlights.errors.reasonLong")
    .refine(isPrintable, "myFlights.errors.textInvalid")
    .optional(),
});

export const changeRequestSchema = z.object({
  intent: z.literal("request-change"),
  request_key: requestKey(),
  message: z
    .string({ error: "myFlights.errors.messageRequired" })
    .trim()
    .min(1, "myFlights.errors.messageRequired")
    .min(CHANGE_MESSAGE_MIN, "myFlights.errors.messageShort")
    .max(CHANGE_MESSAGE_MAX, "myFlights.errors.messageLong")
    .refine(isPrintable, "myFlights.errors.textInvalid"),
});

/** Pay the deposit or the balance by card (decision 045): no amount travels, the server computes it. */
export const payCardSchema = z.object({ intent: z.literal("pay-card") });

export type CancelFlightValue = z.infer<typeof cancelFlightSchema>;
export type ChangeRequestValue = z.infer<typeof changeRequestSchema>;

/** Staff marking a customer's request answered (POST /admin/reservations/{id}/requests). */
export const STAFF_REQUEST_INTENTS = ["resolve"] as const;
export const resolveRequestSchema = z.object({ intent: z.literal("resolve"), request_id: uuid("myFlights.errors.notFound") });
