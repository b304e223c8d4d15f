import { env } from "#app/server/platform/env.server";

/**
 * DEMO ONLY: a partner flight feed served by the app itself at /demo-feeds/ufuk-demo (docs/broker-feed.md),
 * so a fresh `npm start` can press "Tümünü eşitle" on /admin/broker-flights and see flights without any
 * outside service. The demo data's broker DEMOFEED points at it. The flights are made up, relative to `now`.
 */
export const DEMO_FEED = {
  name: "ufuk-demo",
  brokerCode: "DEMOFEED",
  brokerName: "Demo Akış Partneri (demo)",
} as const;

/** Always this machine's loopback address (never PUBLIC_URL): the demo sync must not leave the machine. */
export function demoFeedUrl(): string {
  return `http://127.0.0.1:${env().PORT}/demo-feeds/${DEMO_FEED.name}`;
}

const LEGS = [
  ["LTFM", "LFPB", "Citation XLS+", "Midsize", 8, 9, 38500, "EUR", 9600, "available"],
  ["LTFM", "EGLF", "Challenger 350", "Super Midsize", 9, 9, 52000, "EUR", 10400, "available"],
  ["LTBS", "LSGG", "Phenom 300E", "Light", 6, 7, 29800, "EUR", 7450, "open"],
  ["LTAI", "EDDM", "Legacy 650E", "Heavy", 12, 13, 61000, "USD", 12200, "available"],
  ["LTFJ", "OMDB", "Global 6000", "Ultra Long Range", 13, 14, 98000, "USD", 16300, "confirmed"],
  ["LTFM", "LIML", "Citation Latitude", "Midsize", 7, 9, 33400, "EUR", 9300, "available"],
  ["LTBJ", "LEMD", "Praetor 600", "Super Midsize", 10, 12, 57800, "EUR", 11000, "open"],
  ["LTAC", "LTFM", "King Air 350", "Turboprop", 8, 9, 190000, "TRY", 48000, "available"],
  ["LTFM", "OTHH", "Falcon 2000LXS", "Heavy", 10, 10, 74500, "USD", 13500, "available"],
  ["LTFE", "LGAV", "Citation CJ3+", "Light", 6, 7, 14200, "EUR", 5700, "available"],
] as const;

/** The demo feed's flights: one leg every day and a half, departures from tomorrow on. */
export function demoFeedFlights(now = new Date()) {
  const start = new Date(now);
  start.setUTCHours(7, 0, 0, 0);
  return LEGS.map(([from, to, model, type, seats, capacity, price, currency, perHour, status], i) => ({
    id: `UFD-${String(1001 + i)}`,
    departure_airport: from,
    arrival_airport: to,
    departure_datetime: new Date(start.getTime() + (1 + i * 1.5) * 86_400_000).toISOString(),
    aircraft_model: model,
    aircraft_type: type,
    available_seats: seats,
    passenger_capacity: capacity,
    total_price: price,
    currency,
    price_per_hour: perHour,
    flight_status: status,
  }));
}
