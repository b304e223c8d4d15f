import { redirect } from "react-router";
import type { Route } from "./+types/upcoming-flights";
import { requireCustomer } from "#app/server/platform/auth/guard.server";

/**
 * /upcoming-flights (spec §2: "same screen as /dashboard/flights", customer guard; decision 049): the customer's guard
 * first — a guest signs in and comes back here, another role gets the 403 page — then a 302 to the one flights screen.
 * Temporary, not permanent: the answer depends on who asks, and no browser or cache should keep it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return redirect("/dashboard/flights", 302);
}
