import { demoId } from "#demo/id";
import { customerOnly, MISSING_ID, only, staff, type MatrixRow, type Role } from "../matrix-types";

/**
 * The customer's flights (/dashboard/flights, /dashboard/flights/{id} and its PDF, /dashboard/history) and the
 * staff's "answered" button for customer requests. The demo customer's own option (r42, İstanbul → Bodrum) answers the page; the
 * customer's own posts carry bad input (400, nothing written), so repeating them gives the same answer; every
 * refused role sends a change that would really happen. Another customer's reservation (r36, a draft of
 * another customer) and a missing one are 404 for the demo customer on the page, the PDF and every intent,
 * even with a valid form.
 */
const OWN = demoId("reservation", "r42");
const FOREIGN = demoId("reservation", "r36");

const isCustomer = (role: Role) => role === "sales";
const cancel = (status: string) => ({ request_key: "11111111-2222-4333-8444-555555555555", status, confirm: "yes", reason: "" });
const change = { request_key: "11111111-2222-4333-8444-666666666666", message: "Kalkışı bir saat ileri alabilir miyiz?" };
const customer404 = only(["sales"], "404", customerOnly);
/** One passenger of the manifest (decision 053): valid, so a refused role would really add one. */
const passenger = {
  given_names: "Ayşe",
  surname: "Yılmaz",
  sex: "F",
  nationality: "TR",
  document_type: "passport",
  document_number: "U12345678",
  issuing_country: "TR",
  document_expiry: "2035-01-01",
  birth_date: "1985-07-21",
};
const MISSING_PASSENGER = { passenger_id: "00000000-0000-4000-8000-000000000001" };

export const rows: MatrixRow[] = [
  {
    id: "routes/customer/flights",
    path: "/dashboard/flights",
    get: customerOnly,
    note: "read-only list; changes happen on the details page",
  },
  { id: "routes/customer/flights", path: "/dashboard/flights?page=999", get: customerOnly, note: "a page past the end shows the last one" },
  {
    id: "customer-upcoming-flights",
    path: "/dashboard/upcoming-flights",
    get: customerOnly,
    note: "the same screen as /dashboard/flights",
  },
  {
    id: "routes/customer/upcoming-flights",
    path: "/upcoming-flights",
    get: { guest: "auth", sales: "→/dashboard/flights", broker: "403", operations: "403", admin: "403" },
    note: "spec §2's address: the customer's guard, then a 302 to the flights screen (decision 049)",
  },
  {
    id: "routes/customer/history",
    path: "/dashboard/history?year=2026&status=completed",
    get: customerOnly,
    note: "read-only; the filters are a GET form",
  },
  {
    id: "routes/customer/flight",
    path: `/dashboard/flights/${OWN}`,
    get: customerOnly,
    posts: [
      {
        intent: "cancel",
        fields: (_ids, role) => (isCustomer(role) ? { ...cancel("optional"), confirm: "" } : cancel("optional")),
        expect: only(["sales"], "400"),
      },
      {
        intent: "request-change",
        fields: (_ids, role) => (isCustomer(role) ? { ...change, message: "kısa" } : change),
        expect: only(["sales"], "400"),
      },
      // the harness's provider resolves nowhere: the customer's checkout fails as unavailable (an error toast on the
      // page) and leaves its failed attempt and audit row; every other role is refused before anything is written
      {
        intent: "pay-card",
        expect: only(["sales"], `→/dashboard/flights/${OWN}`),
        writes: { sales: ["payment_attempts", "audit_log"] },
      },
      // the manifest: the customer's own posts carry bad input (400, nothing written)
      {
        intent: "save-passenger",
        fields: (_ids, role) => (isCustomer(role) ? { ...passenger, nationality: "XYZ" } : passenger),
        expect: only(["sales"], "400"),
      },
      {
        intent: "remove-passenger",
        fields: (_ids, role) => (isCustomer(role) ? { passenger_id: "x" } : MISSING_PASSENGER),
        expect: only(["sales"], "400"),
      },
    ],
  },
  {
    id: "routes/customer/flight",
    path: `/dashboard/flights/${FOREIGN}`,
    get: customer404,
    posts: [
      { intent: "cancel", fields: () => cancel("draft"), expect: customer404 },
      { intent: "request-change", fields: () => change, expect: customer404 },
      { intent: "pay-card", expect: customer404 },
      { intent: "save-passenger", fields: () => passenger, expect: customer404 },
      { intent: "remove-passenger", fields: () => MISSING_PASSENGER, expect: customer404 },
    ],
  },
  {
    id: "routes/customer/flight",
    path: `/dashboard/flights/${MISSING_ID}`,
    get: customer404,
    posts: [
      { intent: "cancel", fields: () => cancel("draft"), expect: customer404 },
      { intent: "request-change", fields: () => change, expect: customer404 },
      { intent: "pay-card", expect: customer404 },
      { intent: "save-passenger", fields: () => passenger, expect: customer404 },
      { intent: "remove-passenger", fields: () => MISSING_PASSENGER, expect: customer404 },
    ],
  },
  {
    id: "routes/customer/flight-pdf",
    path: `/dashboard/flights/${OWN}/pdf`,
    get: customerOnly,
    note: "resource route (PDF) without action",
  },
  { id: "routes/customer/flight-pdf", path: `/dashboard/flights/${FOREIGN}/pdf`, get: customer404, note: "another customer's PDF" },
  {
    id: "routes/customer/flight-pdf",
    path: `/dashboard/flights/${MISSING_ID}/pdf`,
    get: customer404,
    note: "resource route without action",
  },
  {
    id: "routes/admin/reservation-requests",
    path: `/admin/reservations/${FOREIGN}/requests`,
    get: only(["operations", "admin"], `→/admin/reservations/${FOREIGN}`, staff),
    posts: [
      // staff answer a request that does not exist (an info toast, nothing written); others a real-looking one
      {
        intent: "resolve",
        fields: () => ({ request_id: MISSING_ID }),
        expect: only(["operations", "admin"], `→/admin/reservations/${FOREIGN}`),
        data: false,
      },
    ],
  },
  {
    id: "routes/admin/reservation-requests",
    path: `/admin/reservations/${MISSING_ID}/requests`,
    get: only(["operations", "admin"], `→/admin/reservations/${MISSING_ID}`, staff),
    posts: [{ intent: "resolve", fields: () => ({ request_id: MISSING_ID }), expect: only(["operations", "admin"], "404"), data: false }],
  },
];
