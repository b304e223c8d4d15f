import { describe, expect, it } from "vitest";
import { backoffMs, isRetriable, parseFeed, retryAfterMs } from "./broker-feed.server";

const good = {
  id: "AJP-1",
  departure_airport: "LTFM",
  arrival_airport: "LFPB",
  departure_datetime: "2026-12-01T09:00:00Z",
  aircraft_model: "Citation XLS+",
  aircraft_type: "Midsize",
  available_seats: 8,
  passenger_capacity: 9,
  total_price: 42000.5,
  currency: "EUR",
  price_per_hour: 9800,
  flight_status: "Available",
};

describe("the broker feed", () => {
  it("reads a list or { flights } and maps the fields", () => {
    for (const body of [JSON.stringify([good]), JSON.stringify({ flights: [good] })]) {
      const feed = parseFeed(body);
      expect(feed).toMatchObject({ ok: true, skipped: 0 });
      if (!feed.ok) throw new Error("feed refused");
      expect(feed.flights[0]).toMatchObject({
        externalId: "AJP-1",
        totalPrice: "42000.50",
        currency: "EUR",
        flightStatus: "available",
        availableSeats: 8,
      });
      expect(feed.flights[0]?.departureDatetime.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    }
  });

  it("skips and counts malformed rows and duplicate ids, keeping the rest", () => {
    const bad = [
      { ...good, id: "" },
      { ...good, id: "X2", departure_airport: undefined },
      { ...good, id: "X3", departure_datetime: "2026-12-01 09:00" },
      { ...good, id: "X4", departure_datetime: "2026-12-01T09:00" },
      { ...good, id: "X5", total_price: -1 },
      { ...good, id: "X6", available_seats: 2.5 },
      { ...good, id: "X7", currency: "GBP" },
      { ...good, id: "X8", total_price: "1000" },
      "not an object",
      null,
      { ...good }, // duplicate of AJP-1
    ];
    const feed = parseFeed(JSON.stringify({ flights: [good, ...bad, { ...good, id: 42 }] }));
    expect(feed).toMatchObject({ ok: true, skipped: bad.length });
    if (feed.ok) expect(feed.flights.map((f) => f.externalId)).toEqual(["AJP-1", "42"]);
  });

  it("refuses what is not a feed", () => {
    expect(parseFeed("<html>")).toEqual({ ok: false, error: "notJson" });
    expect(parseFeed(JSON.stringify({ data: [] }))).toEqual({ ok: false, error: "notAFeed" });
    expect(parseFeed(JSON.stringify(Array.from({ length: 5001 }, () => good)))).toEqual({ ok: false, error: "tooLarge" });
  });
});

describe("retries", () => {
  it("retries timeouts, 429 and 5xx only", () => {
    expect([408, 429, 500, 503, 401, 403, 404].map((s) => isRetriable(s))).toEqual([false, true, true, true, false, false, false]);
    expect(isRetriable("timeout")).toBe(true);
    expect(isRetriable("network")).toBe(true);
  });
  it("reads Retry-After as seconds or a date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
  it("backs off exponentially with jitter under a cap", () => {
    expect(backoffMs(0, 500, 8000, () => 1)).toBe(500);
    expect(backoffMs(3, 500, 8000, () => 1)).toBe(4000);
    expect(backoffMs(10, 500, 8000, () => 1)).toBe(8000);
    expect(backoffMs(3, 500, 8000, () => 0)).toBe(0);
  });
});
