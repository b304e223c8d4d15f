import type { Route } from "./+types/leg-alert-places";
import { searchParam } from "#app/lib/list-params";
import { airportLabel, searchAirports } from "#app/server/airports.server";

/**
 * The place search of the watch forms (decision 027), for the browser's suggestion list while typing: up to
 * ten airports of the world data whose name, city or code matches (Turkish folding). Public, read-only, GET
 * only; without JavaScript the forms resolve the typed text on the server instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const q = searchParam(new URL(request.url), "q", 60);
  const airports = q.length >= 2 ? await searchAirports(q) : [];
  return Response.json(
    { q, places: airports.map((a) => ({ value: airportLabel(a), city: a.city })) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
