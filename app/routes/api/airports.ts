import { data } from "react-router";
import type { Route } from "./+types/airports";
import { normalizeQuery } from "#app/lib/search";
import { AIRPORT_SEARCH_MAX, airportLabel, searchAirports } from "#app/server/fleet/airports.server";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { env } from "#app/server/platform/env.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";

/**
 * GET /api/airports?q=… (decisions 026, 027): up to ten airports of the world data whose city, name, IATA or
 * ICAO code matches (Turkish folding), for the airport fields' suggestions — the brokers' leg forms and the
 * customers' and guests' alert forms — each with its time zone, which names the clock of a leg form's times.
 * Public and read-only; AIRPORT_LOOKUP_LIMIT (default 120) look-ups a minute
 * per signed-in user, or per address for a guest. A missing, short or odd `q` answers an empty list.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const who = user ? `user:${user.id}` : `ip:${clientIp(context)}`;
  const limit = await hitRateLimit(`airports:${who}`, env().AIRPORT_LOOKUP_LIMIT, 60);
  if (!limit.allowed) {
    return data(
      { airports: [] },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" } },
    );
  }
  const q = normalizeQuery(pageUrl(request).searchParams.get("q"), 60);
  const airports = q.length >= 2 ? await searchAirports(q, AIRPORT_SEARCH_MAX) : [];
  return data(
    {
      airports: airports.map((a) => ({
        code: a.code,
        iata: a.iata,
        name: a.name,
        city: a.city,
        country: a.countryCode,
        label: airportLabel(a),
        timeZone: a.timeZone,
      })),
    },
    { headers: { "Cache-Control": "private, max-age=300", Vary: "Cookie" } },
  );
}
