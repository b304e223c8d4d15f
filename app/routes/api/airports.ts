import { data } from "react-router";
import type { Route } from "./+types/airports";
import { normalizeQuery } from "#app/lib/search";
import { requireProfile } from "#app/server/auth/guard.server";
import { AIRPORT_SEARCH_MAX, searchAirports } from "#app/server/airports.server";
import { hitRateLimit } from "#app/server/rate-limit.server";

/**
 * GET /api/airports?q=… (decision 026): up to ten airports whose city, name, IATA or ICAO code matches, for
 * the airport fields' suggestions. Signed-in users with a profile only (the leg forms are brokers', the alert
 * forms customers'); 120 look-ups a minute per user. A missing or odd `q` answers an empty list.
 */
export const AIRPORT_LOOKUPS_PER_MINUTE = 120;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireProfile(request);
  const limit = await hitRateLimit(`airports:${user.id}`, AIRPORT_LOOKUPS_PER_MINUTE, 60);
  if (!limit.allowed) {
    return data(
      { airports: [] },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" } },
    );
  }
  const q = normalizeQuery(new URL(request.url).searchParams.get("q"), 60);
  const airports = q.length >= 2 ? await searchAirports(q, AIRPORT_SEARCH_MAX) : [];
  return data(
    {
      airports: airports.map((a) => ({ code: a.code, iata: a.iata, name: a.name, city: a.city, country: a.countryCode })),
    },
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
