import type { Route } from "./+types/demo-feed";
import { DEMO_FEED, demoFeedFlights } from "#app/server/brokerage/demo-feed.server";

/**
 * DEMO ONLY: GET /demo-feeds/ufuk-demo — the built-in partner feed the demo broker DEMOFEED syncs from
 * (app/server/brokerage/demo-feed.server.ts). Made-up flights, no database access, no action.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (params.feed !== DEMO_FEED.name) return new Response("Not found", { status: 404 });
  return Response.json({ demo: true, flights: demoFeedFlights() }, { headers: { "Cache-Control": "no-store" } });
}
