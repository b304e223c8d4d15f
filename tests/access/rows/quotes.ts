import { demoId } from "#demo/id";
import { MISSING_ID, brokerOnly, only, staff, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * The quote half of the brokerage loop. Refused roles send changes that would really happen (showing a hidden
 * request, approving broker@'s pending quote); the allowed roles' cases are chosen so that repeating them
 * (document POST, then `.data` POST, then the next role) gives the same answer.
 */
/** Demo requests by their fixed ids: q03 is pending and visible to brokers, q06 pending and hidden. */
const VISIBLE_REQUEST = demoId("quote-request", "q03");
const HIDDEN_REQUEST = demoId("quote-request", "q06");

const isStaff = (role: Role) => role === "operations" || role === "admin";

/** what an approval writes: the quote, its request, the audit rows and the brokers' e-mails */
// an approval e-mails the customer "Teklif hazır" with a one-time link to the offer (decision 047)
const DECISION_TABLES = ["broker_quotes", "quote_requests", "audit_log", "outbox_emails", "offer_links"];

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/quote-requests",
    path: "/admin/quote-requests",
    get: staff,
    posts: [
      {
        // staff hide an already hidden request (no change); others try to show it
        intent: "set-visibility",
        fields: (ids, role) => ({ id: ids.found.hiddenRequest, visible_to_brokers: isStaff(role) ? "false" : "true" }),
        expect: only(["operations", "admin"], "→/admin/quote-requests"),
      },
      {
        intent: "set-status",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.hiddenRequest, status: "cancelled" }),
        expect: only(["operations", "admin"], "404"),
      },
    ],
  },
  {
    id: "routes/admin/broker-quotes",
    path: "/admin/broker-quotes",
    get: staff,
    posts: [
      {
        // the first staff approval wins; every later one is told "already decided" (a redirect with a toast)
        intent: "approve",
        fields: (ids) => ({ id: ids.found.pendingQuoteOfBroker }),
        expect: only(["operations", "admin"], "→/admin/broker-quotes"),
        writes: { operations: DECISION_TABLES, admin: DECISION_TABLES },
      },
      {
        intent: "reject",
        fields: (ids, role) => ({ id: isStaff(role) ? ids.found.decidedQuote : ids.found.otherPendingQuote }),
        expect: only(["operations", "admin"], "→/admin/broker-quotes"),
      },
    ],
  },
  {
    id: "routes/admin/broker-quotes",
    path: `/admin/broker-quotes?request_id=${MISSING_ID}`,
    get: only(["operations", "admin"], "404", staff),
    note: "an unknown request answers 404",
  },
  { id: "routes/broker/dashboard", path: "/broker", get: brokerOnly, note: "read-only" },
  { id: "routes/broker/dashboard", path: "/broker?tab=mine", get: brokerOnly, note: "read-only" },
  { id: "routes/broker/quote-requests", path: "/broker/quote-requests", get: brokerOnly, note: "read-only" },
  {
    id: "routes/broker/quote",
    path: `/broker/quote/${VISIBLE_REQUEST}`,
    get: brokerOnly,
    posts: [
      // refused roles send a valid quote; the broker's own case is bad input (400, nothing written)
      {
        intent: "submit",
        fields: (_ids, role) => ({ quoted_price: role === "broker" ? "" : "25000", currency: "USD", validity_hours: "48" }),
        expect: only(["broker"], "400"),
      },
    ],
  },
  {
    id: "routes/broker/quote",
    path: `/broker/quote/${HIDDEN_REQUEST}`,
    get: only(["broker"], "404"),
    posts: [{ intent: "submit", fields: () => ({ quoted_price: "25000" }), expect: only(["broker"], "404") }],
  },
  {
    id: "routes/broker/quote",
    path: `/broker/quote/${MISSING_ID}`,
    get: only(["broker"], "404"),
    posts: [{ intent: "submit", fields: () => ({ quoted_price: "25000" }), expect: only(["broker"], "404") }],
  },
];

/** Demo records these rows refer to, found by SQL before the run (available as `ids.found.<name>`). */
export const lookups = {
  visibleRequest: `SELECT id FROM quote_requests WHERE visible_to_brokers AND status = 'pending' ORDER BY created_at LIMIT 1`,
  hiddenRequest: `SELECT id FROM quote_requests WHERE NOT visible_to_brokers AND status = 'pending' ORDER BY created_at LIMIT 1`,
  decidedQuote: `SELECT id FROM broker_quotes WHERE status = 'approved' ORDER BY submitted_at LIMIT 1`,
  pendingQuoteOfBroker: `SELECT q.id FROM broker_quotes q JOIN users u ON u.id = q.user_id WHERE u.email = 'broker@ufukjet.test' AND q.status = 'pending' AND q.expires_at > now() ORDER BY q.submitted_at DESC LIMIT 1`,
  otherPendingQuote: `SELECT q.id FROM broker_quotes q JOIN users u ON u.id = q.user_id WHERE u.email = 'broker2@ufukjet.test' AND q.status = 'pending' AND q.expires_at > now() ORDER BY q.submitted_at DESC LIMIT 1`,
} satisfies Lookups;
