import { LIMITS } from "./limits";

/**
 * What the guest request forms render: their fields, lengths and form-level messages. The rules are in
 * ./flight-request.ts; this module has no zod, so a page draws its form without loading them (the browser loads
 * the checks on the form's first use, decision 035).
 */
export const NAME_MAX = LIMITS.name;
export const EMAIL_MAX = LIMITS.email;
export const PHONE_MAX = LIMITS.phone;
export const SPECIAL_REQUESTS_MAX = 2000;
/** How far ahead a departure date may be (a typo such as 20266 is refused). */
export const MAX_DAYS_AHEAD = 730;

export const MISSING_KEYS = {
  cities: "site.request.errors.missingCities",
  date: "site.request.errors.missingDate",
  contact: "site.request.errors.missingContact",
} as const;

/** The form-level messages shown under the title 'Eksik bilgi' (anything else is titled 'Hata'). */
export function isMissingInfoMessage(key: string | undefined | null): boolean {
  return !!key && (Object.values(MISSING_KEYS) as string[]).includes(key);
}

/** The element id of the "request sent" box; the redirect after a sent request opens the page there. */
export const REQUEST_SENT_ID = "request-sent";

/** The guest form's fields, in the order of the form. */
export const FLIGHT_REQUEST_FIELDS = [
  "departure_city",
  "arrival_city",
  "departure_date",
  "departure_time",
  "passenger_count",
  "name",
  "email",
  "phone",
  "special_requests",
] as const;
