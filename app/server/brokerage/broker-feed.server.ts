import { z } from "zod";
import { feedStatus, type BrokerFlightStatus } from "#app/lib/domain/broker-flight-status";
import { QUOTE_CURRENCIES, type QuoteCurrency } from "#app/lib/domain/quote-terms";

/**
 * The flight feed we accept from a partner broker (docs/broker-feed.md): JSON, either an array of flights or
 * `{ "flights": [...] }`. Each flight is checked on its own: a malformed one is skipped and counted, never
 * failing the whole feed. Also the retry rules of a feed call (which answers are retried, how long to wait).
 */
export const FEED_LIMITS = { flights: 5000, bytes: 5 * 1024 * 1024, text: 120, money: 9_999_999_999.99, seats: 1000 } as const;

const text = (max: number = FEED_LIMITS.text) => z.string().trim().min(1).max(max);
const optionalText = () => z.string().trim().max(FEED_LIMITS.text).nullish();
const money = () => z.number().finite().min(0).max(FEED_LIMITS.money).nullish();
const seats = () => z.number().int().min(0).max(FEED_LIMITS.seats).nullish();

const feedFlight = z.object({
  id: z.union([text(), z.number().int().nonnegative().transform(String)]),
  departure_airport: text(),
  arrival_airport: text(),
  // an instant with its zone ("2026-12-01T09:00:00Z" or "+03:00"): a feed's local time would be a guess
  departure_datetime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/)
    .refine((v) => !Number.isNaN(Date.parse(v))),
  aircraft_model: optionalText(),
  aircraft_type: optionalText(),
  available_seats: seats(),
  passenger_capacity: seats(),
  total_price: money(),
  currency: z.enum(QUOTE_CURRENCIES).nullish(),
  price_per_hour: money(),
  flight_status: z.string().max(40).nullish(),
});

export interface FeedFlight {
  externalId: string;
  departureAirport: string;
  arrivalAirport: string;
  departureDatetime: Date;
  aircraftModel: string | null;
  aircraftType: string | null;
  availableSeats: number | null;
  passengerCapacity: number | null;
  totalPrice: string | null;
  currency: QuoteCurrency;
  pricePerHour: string | null;
  flightStatus: BrokerFlightStatus;
}

export type ParsedFeed = { ok: true; flights: FeedFlight[]; skipped: number } | { ok: false; error: "notJson" | "notAFeed" | "tooLarge" };

/** Reads a feed body; a duplicate flight id keeps its first row and counts the others as skipped. */
export function parseFeed(body: string): ParsedFeed {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: "notJson" };
  }
  const list = Array.isArray(json) ? json : json && typeof json === "object" ? (json as { flights?: unknown }).flights : undefined;
  if (!Array.isArray(list)) return { ok: false, error: "notAFeed" };
  if (list.length > FEED_LIMITS.flights) return { ok: false, error: "tooLarge" };
  const flights: FeedFlight[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const item of list) {
    const parsed = feedFlight.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) {
      skipped++;
      continue;
    }
    const v = parsed.data;
    seen.add(v.id);
    flights.push({
      externalId: v.id,
      departureAirport: v.departure_airport,
      arrivalAirport: v.arrival_airport,
      departureDatetime: new Date(v.departure_datetime),
      aircraftModel: v.aircraft_model || null,
      aircraftType: v.aircraft_type || null,
      availableSeats: v.available_seats ?? null,
      passengerCapacity: v.passenger_capacity ?? null,
      totalPrice: v.total_price == null ? null : v.total_price.toFixed(2),
      currency: v.currency ?? "USD",
      pricePerHour: v.price_per_hour == null ? null : v.price_per_hour.toFixed(2),
      flightStatus: feedStatus(v.flight_status),
    });
  }
  return { ok: true, flights, skipped };
}

/** Timeouts, 429 and 5xx are worth another try; other answers (a wrong key's 401/403, 404) are not. */
export function isRetriable(status: number | "timeout" | "network"): boolean {
  return status === "timeout" || status === "network" || status === 429 || (typeof status === "number" && status >= 500);
}

/** Seconds from a Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Exponential back-off with full jitter: a random wait in [0, min(cap, base·2^attempt)]. */
export function backoffMs(attempt: number, baseMs: number, capMs: number, random = Math.random): number {
  return Math.round(random() * Math.min(capMs, baseMs * 2 ** attempt));
}
