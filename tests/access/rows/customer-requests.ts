import { demoId } from "#demo/id";
import { customerOnly, only, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * /dashboard/requests (decision 015). The signed-in customer (musteri@, role sales) aims at another
 * customer's approved offer and request: 404, nothing written. Every other role aims at the demo customer's
 * own open offer (bq17), so a leak would really make a reservation.
 */
const OWN_OPEN_OFFER = demoId("broker-quote", "bq17");
const OWN_REQUEST = demoId("quote-request", "q21");
const FOREIGN_REQUEST = demoId("quote-request", "q16"); // kerem's, with an approved offer

export const lookups = {
  foreignApprovedOffer:
    "SELECT bq.id FROM broker_quotes bq JOIN quote_requests qr ON qr.id = bq.quote_request_id JOIN customers c ON c.id = qr.customer_id " +
    "WHERE bq.status = 'approved' AND c.email <> 'musteri@ufukjet.test' ORDER BY bq.id LIMIT 1",
} satisfies Lookups;

const target = (ids: { found: Record<string, string> }, role: Role) =>
  role === "sales" ? ids.found.foreignApprovedOffer! : OWN_OPEN_OFFER;
const salesOnly404 = only(["sales"], "404");

export const rows: MatrixRow[] = [
  {
    id: "routes/customer/requests",
    path: "/dashboard/requests",
    get: customerOnly,
    posts: [
      { intent: "accept", fields: (ids, role) => ({ id: target(ids, role) }), expect: salesOnly404 },
      { intent: "decline", fields: (ids, role) => ({ id: target(ids, role), reason: "Vazgeçtim" }), expect: salesOnly404 },
    ],
  },
  { id: "routes/customer/requests", path: `/dashboard/requests?request=${OWN_REQUEST}`, get: customerOnly, note: "own request" },
  {
    id: "routes/customer/requests",
    path: `/dashboard/requests?request=${FOREIGN_REQUEST}`,
    get: only(["sales"], "404"),
    note: "foreign request",
  },
  {
    id: "routes/customer/requests",
    path: `/dashboard/requests?offer=${demoId("broker-quote", "bq16")}`,
    get: only(["sales"], "404"),
    note: "foreign offer",
  },
];
