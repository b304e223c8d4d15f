import { toLocalDateInput } from "#app/lib/format";
import { customerOnly, MISSING_ID, only, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * The customer's jet catalogue and reservation wizard (issue 13). Staff and brokers are refused (403) and a
 * guest is sent to sign in for every intent, with a draft that would really be written; the customer's own
 * confirm writes a new trip each time (a fresh draft key per request), the other intents only answer a step.
 */
export const lookups = {
  wizardRoute: "SELECT id FROM routes ORDER BY id LIMIT 1",
} satisfies Lookups;

const inDays = (days: number) => toLocalDateInput(new Date(Date.now() + days * 86_400_000));

function draft(step: "1" | "2" | "3", extra: Record<string, string> = {}) {
  return {
    step,
    flight_type: "one_way",
    departure_city: "İstanbul",
    arrival_city: "Paris",
    departure_date: inDays(30),
    passenger_count: "3",
    catering: "1",
    special_requests: "",
    ...extra,
  };
}

const customerPage = only(["sales"], "page");

export const rows: MatrixRow[] = [
  { id: "routes/customer/jets", path: "/dashboard/jets", get: customerOnly, note: "read-only catalogue (GET filters)" },
  {
    id: "routes/customer/jets",
    path: "/dashboard/jets?category=light&capacity=small",
    get: customerOnly,
    note: "read-only catalogue (GET filters)",
  },
  {
    id: "routes/customer/reservation",
    path: "/dashboard/reservation?from=istanbul&to=London&passengers=4&catering=1",
    get: customerOnly,
    posts: [
      { intent: "continue", fields: () => draft("1"), expect: customerPage },
      { intent: "back", fields: () => draft("2"), expect: customerPage },
      { intent: "add-leg", fields: () => draft("1", { flight_type: "multi_city" }), expect: customerPage },
      { intent: "pick-route", fields: (ids) => ({ ...draft("1"), pick_route: ids.found.wizardRoute }), expect: customerPage },
      // a refused pick (a route that does not exist) for the customer, a real one for everybody else
      {
        intent: "pick-route",
        fields: (ids, role: Role) => ({ ...draft("1"), pick_route: role === "sales" ? MISSING_ID : ids.found.wizardRoute }),
        expect: only(["sales"], "400"),
      },
      {
        intent: "confirm",
        fields: () => draft("3", { idempotency_key: crypto.randomUUID() }),
        expect: only(["sales"], "→/dashboard/requests"),
        writes: { sales: ["quote_requests", "audit_log", "outbox_emails"] },
      },
    ],
  },
];
